import Decimal from 'decimal.js';
import { describeAlert, type AlertMarket } from '@shared/ipc/alerts';
import { useAlerts, useCreateAlert, useDeleteAlert, useUpdateAlert } from '../../api/alerts-queries';
import { formatPrice } from '@shared/decimal/format';
import { useMark } from '../../api/use-mark';
import { useLastPrice } from '../order-entry/trading-queries';
import { useAlertFigures } from '../alerts/use-alert-figures';
import type { ChartLine } from './chart-lines/ChartLines';
import type { PriceAction } from './chart-lines/ChartPriceMenu';

/**
 * A chart's armed price alerts as lines (dragged to move, deleted on the line), and the chart menu's
 * "Alert at <price>": above the price now an alert for a rise to it, below for a fall. On a spot
 * symbol they watch its trades; on a futures contract (`market`), its mark price.
 */
export function useAlertLines(symbol: string | null, tickSize: string | undefined, market?: AlertMarket) {
  const alerts = useAlerts();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const last = useLastPrice(market === undefined ? symbol : null);
  const { mark } = useMark(market ?? 'spot', market === undefined ? null : symbol);
  const now = market === undefined ? last : (mark?.markPrice ?? null);
  const figures = useAlertFigures(symbol, market);
  const watched = market === undefined ? 'Alert' : 'Mark alert';

  const lines: ChartLine[] = [];
  for (const alert of alerts.data ?? []) {
    const condition = alert.condition;
    if (alert.symbol !== symbol || alert.market !== market || alert.status !== 'armed') continue;
    if (condition.kind !== 'above' && condition.kind !== 'below') continue;
    lines.push({
      id: `alert-${alert.id}`,
      price: condition.price,
      tone: 'alert',
      label: `${watched} ${condition.kind}`,
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
            label: `${watched} at ${formatPrice(price, tickSize)}`,
            run: () =>
              create.mutate({
                symbol,
                ...(market === undefined ? {} : { market }),
                condition: {
                  kind: now !== null && new Decimal(price).lt(now) ? 'below' : 'above',
                  price: new Decimal(price).toFixed(),
                },
                sound: true,
              }),
          },
        ];

  return { lines, priceActions };
}
