import { useCancelMyOrder, useMyOpenOrders } from '../orders/use-my-orders';
import { usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { DepthLadderPanel } from './DepthLadderPanel';

/** The ladder with the user's open orders marked at their levels, each cancellable from there. */
export function TradingDepthLadder({ link }: { readonly link: PanelLink }) {
  const symbol = usePanelSymbol(link);
  const openOrders = useMyOpenOrders(symbol);
  const cancel = useCancelMyOrder(symbol);
  return <DepthLadderPanel link={link} openOrders={openOrders} onCancelOrder={cancel} />;
}
