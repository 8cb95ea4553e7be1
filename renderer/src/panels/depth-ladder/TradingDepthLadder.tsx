import { usePanelMarket, usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { useSpotTrading } from '../market-panel/use-spot-trading';
import { TradeMessageLine } from '../orders/TradeMessageLine';
import { DepthLadderPanel } from './DepthLadderPanel';

/**
 * The ladder as a place to trade: the user's orders at their levels, cancelled there or dragged to
 * another level; a click with the placing modifier puts a limit at a level with the form's size. A
 * linked futures book is shown only: the spot orders and form do not trade it.
 */
export function TradingDepthLadder({ link }: { readonly link: PanelLink }) {
  const symbol = usePanelSymbol(link);
  const { quick, orders } = useSpotTrading(symbol);
  const { market } = usePanelMarket(link);
  if (market !== 'spot') return <DepthLadderPanel link={link} />;
  return (
    <DepthLadderPanel
      link={link}
      trading={{ ...orders, place: (side, price) => quick.submit({ side, kind: 'limit', price }) }}
    >
      <TradeMessageLine />
      {quick.confirmation}
    </DepthLadderPanel>
  );
}
