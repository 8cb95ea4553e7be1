import { Asks, Bids } from '../../node_modules/ccxt/js/src/base/ws/OrderBookSide.js';
import type { LocalBookAdapter } from './adapter';
import type { DepthLevelText } from './depth-stream';

/**
 * ccxt's order-book sides as ccxt's own binance watchOrderBook drives them: every level's
 * strings go through safeFloat (a float parse) into `store(price, amount)`, 0 removing the level.
 * The peer holds floats: that is what is being compared, so Number() is allowed here.
 */
export function ccxtBook(): LocalBookAdapter {
  let bids = new Bids();
  let asks = new Asks();
  const store = (side: InstanceType<typeof Bids>, levels: readonly DepthLevelText[]) => {
    for (let i = 0; i < levels.length; i += 1) {
      const level = levels[i] as DepthLevelText;
      side.store(Number(level[0]), Number(level[1]));
    }
  };
  const text = (side: InstanceType<typeof Bids>): DepthLevelText[] =>
    Array.from(side as unknown as [number, number][], ([price, amount]) => [String(price), String(amount)]);
  return {
    name: 'ccxt Bids/Asks',
    exact: false,
    load(snapshot) {
      bids = new Bids();
      asks = new Asks();
      store(bids, snapshot.bids);
      store(asks, snapshot.asks);
    },
    apply(diff) {
      store(bids, diff.b);
      store(asks, diff.a);
    },
    levels: () => ({ bids: text(bids), asks: text(asks) }),
  };
}
