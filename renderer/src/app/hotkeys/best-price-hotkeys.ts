import Decimal from 'decimal.js';
import type { MarketKind } from '@shared/ipc/market';
import { useBook } from '../../panels/depth-ladder/use-book';
import { useHotkey } from '../../panels/order-entry/use-hotkeys';
import { useTradeMessages } from '../../panels/orders/trade-messages';
import { usePreferences } from '../../panels/settings/preferences-store';

/** The best price `offsetTicks` ticks further from the market (down for a bid, up for an ask), on the tick. */
function offsetPrice(best: string, tickSize: string, offsetTicks: number, direction: 1 | -1): string {
  return new Decimal(best)
    .plus(new Decimal(tickSize).times(offsetTicks * direction))
    .toFixed(new Decimal(tickSize).decimalPlaces());
}

/**
 * Buy at the best bid and sell at the best ask, the trader's offset away in ticks, on `symbol` of
 * `market` (its book watched at one level while either hotkey is bound); `submit` places the limit.
 */
export function useBestPriceHotkeys(
  market: MarketKind,
  symbol: string | null,
  tickSize: string | undefined,
  submit: (side: 'BUY' | 'SELL', price: string) => void,
) {
  const offsetTicks = usePreferences((s) => s.trading.offsetTicks);
  const hotkeys = usePreferences((s) => s.hotkeys);
  const wantsBook = hotkeys.buyAtBid !== '' || hotkeys.sellAtAsk !== '';
  const book = useBook(wantsBook && tickSize ? symbol : null, tickSize ?? null, 1, market);
  const say = useTradeMessages((s) => s.say);
  const at = (side: 'BUY' | 'SELL') => {
    const best = side === 'BUY' ? book.frame?.bestBid : book.frame?.bestAsk;
    if (!best || !tickSize)
      return say(`Not placed: no best ${side === 'BUY' ? 'bid' : 'ask'} yet.`, 'refused');
    submit(side, offsetPrice(best, tickSize, offsetTicks, side === 'BUY' ? -1 : 1));
  };
  useHotkey('buyAtBid', () => at('BUY'));
  useHotkey('sellAtAsk', () => at('SELL'));
}
