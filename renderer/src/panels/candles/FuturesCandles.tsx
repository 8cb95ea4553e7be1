import type { FuturesFamily } from '@shared/ipc/futures';
import type { ChartLine } from './chart-lines/ChartLines';
import { useSymbolPrecision } from '../../api/use-symbols';
import { useFuturesChartLines } from '../futures/use-futures-chart-lines';
import type { PanelLink } from '../market-panel/panel-link';
import type { CreateCandleChart } from './chart-driver';
import { CandlesPanel } from './CandlesPanel';
import { usePreviewLines } from './use-preview-lines';
import { useAlertLines } from './use-alert-lines';
import { formatPrice } from '@shared/decimal/format';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import type { SavedIndicators } from './indicators/saved-indicators';
import { useFuturesQuickOrder } from '../futures/use-futures-quick-order';
import { TradeMessageLine } from '../orders/TradeMessageLine';

/**
 * A linked futures contract's chart: its mark price, each open position's entry and liquidation, its
 * take-profit and stop-loss (dragged to move, set from the chart menu), the working orders (a limit
 * dragged to move in place), the futures form's order before it is sent, and its mark price alerts.
 * The chart menu places a limit there with the futures form's size, sets an alert, or puts the price
 * into the futures form.
 */
export function FuturesCandles({
  family,
  symbol,
  link,
  createChart,
  indicators,
  mark,
}: {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly link: PanelLink;
  readonly createChart: CreateCandleChart;
  readonly indicators?: SavedIndicators;
  readonly mark: readonly ChartLine[];
}) {
  const precision = useSymbolPrecision(symbol, family);
  const futures = useFuturesChartLines(family, symbol, precision?.tickSize);
  const preview = usePreviewLines(symbol, family);
  const alerts = useAlertLines(symbol, precision?.tickSize, family);
  const quick = useFuturesQuickOrder(family, symbol);
  return (
    <CandlesPanel
      link={link}
      createChart={createChart}
      indicators={indicators}
      lines={[...mark, ...futures.lines, ...alerts.lines, ...preview]}
      priceActions={(price) => [
        ...futures.priceActions(price),
        ...(precision
          ? (['BUY', 'SELL'] as const).map((side) => ({
              label: `${side === 'BUY' ? 'Buy' : 'Sell'} limit at ${formatPrice(price, precision.tickSize)}`,
              run: () => quick.submit(side, price),
            }))
          : []),
        ...(precision
          ? [
              {
                label: `Price ${formatPrice(price, precision.tickSize)} into the futures form`,
                run: () =>
                  useOrderTicketStore.getState().pickPrice({ symbol, market: family, price, side: 'bid' }),
              },
            ]
          : []),
        ...alerts.priceActions(price),
      ]}
    >
      {futures.refused && (
        <p role="alert" aria-label="Chart change refused" className="error-text">
          {futures.refused}
        </p>
      )}
      <TradeMessageLine />
      {quick.confirmation}
    </CandlesPanel>
  );
}
