import type { FuturesFamily } from '@shared/ipc/futures';
import { usePanelMarket, usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { useSpotTrading } from '../market-panel/use-spot-trading';
import { TradeMessageLine } from '../orders/TradeMessageLine';
import { useFuturesLadderTrading } from '../futures/use-futures-ladder-trading';
import { DepthLadderPanel } from './DepthLadderPanel';

/**
 * The ladder as a place to trade: the user's orders at their levels, cancelled there or dragged to
 * another level; a click with the placing modifier puts a limit at a level with the form's size (the
 * futures form's, on a linked futures contract).
 */
export function TradingDepthLadder({ link }: { readonly link: PanelLink }) {
  const { market, symbol } = usePanelMarket(link);
  if (market !== 'spot' && symbol)
    return <FuturesTradingLadder link={link} family={market} symbol={symbol} />;
  return <SpotTradingLadder link={link} />;
}

function SpotTradingLadder({ link }: { readonly link: PanelLink }) {
  const symbol = usePanelSymbol(link);
  const { quick, orders } = useSpotTrading(symbol);
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

function FuturesTradingLadder({
  link,
  family,
  symbol,
}: {
  readonly link: PanelLink;
  readonly family: FuturesFamily;
  readonly symbol: string;
}) {
  const { trading, refused, confirmation } = useFuturesLadderTrading(family, symbol);
  return (
    <DepthLadderPanel link={link} trading={trading}>
      {refused && (
        <p role="alert" aria-label="Ladder change refused" className="error-text">
          {refused}
        </p>
      )}
      <TradeMessageLine />
      {confirmation}
    </DepthLadderPanel>
  );
}
