import { opposite, priceLevels } from './book';
import type { Dec } from './decimal';
import { refusals } from './errors';
import type { PriceMatch, Side } from './order';
import type { Market } from './state';

/**
 * The limit price a priceMatch mode picks from the book: OPPONENT(_n) is the n-th best price on
 * the other side, QUEUE(_n) the n-th best on the order's own side (n = 1 when unsuffixed; the
 * deepest level when the book is shallower).
 */
export function matchedPrice(market: Market, side: Side, mode: Exclude<PriceMatch, 'NONE'>): Dec {
  const [kind, depth] = mode.split('_') as [string, string | undefined];
  const levels = priceLevels(market.book, kind === 'OPPONENT' ? opposite(side) : side);
  const price = levels[Math.min(Number(depth ?? '1'), levels.length) - 1];
  if (!price) throw refusals.unableToFill();
  return price;
}
