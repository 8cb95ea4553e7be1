import { useSymbolPrecision } from '../../api/use-symbols';
import { usePanelMarket, usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { moveTo } from '../orders/marked-orders';
import { TradeMessageLine } from '../orders/TradeMessageLine';
import { useCancelMyOrder, useMyOpenOrders } from '../orders/use-my-orders';
import { useMoveOrder } from '../orders/use-move-order';
import { useQuickOrder } from '../orders/use-quick-order';
import { DepthLadderPanel } from './DepthLadderPanel';

/**
 * The ladder as a place to trade: the user's orders at their levels, cancelled there or dragged to
 * another level; a click with the placing modifier puts a limit at a level with the form's size. A
 * linked futures book is shown only: the spot orders and form do not trade it.
 */
export function TradingDepthLadder({ link }: { readonly link: PanelLink }) {
  const symbol = usePanelSymbol(link);
  const precision = useSymbolPrecision(symbol);
  const openOrders = useMyOpenOrders(symbol);
  const cancel = useCancelMyOrder(symbol);
  const { move } = useMoveOrder(precision);
  const quick = useQuickOrder(symbol);
  const { market } = usePanelMarket(link);
  if (market !== 'spot') return <DepthLadderPanel link={link} />;
  return (
    <DepthLadderPanel
      link={link}
      trading={{
        openOrders,
        cancel,
        move: (order, price) =>
          void move({ symbol: order.order.symbol, clientOrderId: order.id }, moveTo(order, price)),
        place: (side, price) => quick.submit({ side, kind: 'limit', price }),
      }}
    >
      <TradeMessageLine />
      {quick.confirmation}
    </DepthLadderPanel>
  );
}
