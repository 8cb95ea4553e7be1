import Decimal from 'decimal.js';
import { describeAlert } from '@shared/ipc/alerts';
import { useAlerts, useCreateAlert, useDeleteAlert, useUpdateAlert } from '../../api/alerts-queries';
import { formatPrice } from '@shared/decimal/format';
import { useLastPrice } from '../order-entry/trading-queries';
import { useAlertFigures } from '../alerts/use-alert-figures';
import type { ChartLine } from './chart-lines/ChartLines';
import type { PriceAction } from './chart-lines/ChartPriceMenu';

/**
 * A symbol's armed price alerts as chart lines (dragged to move, deleted on the line), and the chart
 * menu's "Alert at <price>": above the last price an alert for a rise to it, below for a fall.
 */
export function useAlertLines(symbol: string | null, tickSize: string | undefined) {
  const alerts = useAlerts();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const last = useLastPrice(symbol);
  const figures = useAlertFigures(symbol);

  const lines: ChartLine[] = [];
  for (const alert of alerts.data ?? []) {
    const condition = alert.condition;
    if (alert.symbol !== symbol || alert.status !== 'armed') continue;
    if (condition.kind !== 'above' && condition.kind !== 'below') continue;
    lines.push({
      id: `alert-${alert.id}`,
      price: condition.price,
      tone: 'alert',
      label: `Alert ${condition.kind}`,
      onMove: (price) => update.mutate({ id: alert.id, condition: { kind: condition.kind, price } }),
      remove: {
        label: `Delete alert: ${describeAlert(alert, figures)}`,
        run: () => remove.mutate({ id: alert.id }),
      },
    });
  }

  const priceActions = (price: string): PriceAction[] =>
    symbol === null || tickSize === undefined
      ? []
      : [
          {
            label: `Alert at ${formatPrice(price, tickSize)}`,
            run: () =>
              create.mutate({
                symbol,
                condition: {
                  kind: last !== null && new Decimal(price).lt(last) ? 'below' : 'above',
                  price: new Decimal(price).toFixed(),
                },
                sound: true,
              }),
          },
        ];

  return { lines, priceActions };
}
