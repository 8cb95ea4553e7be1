import { useSymbolPrecision } from '../../api/use-symbols';
import { usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { moveTo } from '../orders/marked-orders';
import { TradeMessageLine } from '../orders/TradeMessageLine';
import { useCancelMyOrder, useMyFills, useMyOpenOrders } from '../orders/use-my-orders';
import { useMoveOrder } from '../orders/use-move-order';
import { useQuickOrder } from '../orders/use-quick-order';
import type { CreateCandleChart } from './chart-driver';
import { CandlesPanel } from './CandlesPanel';
import type { SavedIndicators } from './indicators/saved-indicators';

/**
 * The chart as a place to trade: the user's orders as lines (dragged to move, cancelled on the line),
 * fills as markers, and a right-click that places a limit or a stop at the pointer's price.
 */
export function TradingCandles({
  link,
  createChart,
  indicators,
}: {
  readonly link: PanelLink;
  readonly createChart: CreateCandleChart;
  readonly indicators?: SavedIndicators;
}) {
  const symbol = usePanelSymbol(link);
  const precision = useSymbolPrecision(symbol);
  const openOrders = useMyOpenOrders(symbol);
  const fills = useMyFills(symbol);
  const cancel = useCancelMyOrder(symbol);
  const { move } = useMoveOrder(precision);
  const quick = useQuickOrder(symbol);
  return (
    <CandlesPanel
      link={link}
      createChart={createChart}
      indicators={indicators}
      fills={fills}
      trading={{
        openOrders,
        cancel,
        move: (order, price) =>
          void move({ symbol: order.order.symbol, clientOrderId: order.id }, moveTo(order, price)),
        place: (side, kind, price) => quick.submit({ side, kind, price }),
      }}
    >
      <TradeMessageLine />
      {quick.confirmation}
    </CandlesPanel>
  );
}
