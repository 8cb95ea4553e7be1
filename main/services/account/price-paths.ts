/** A listed pair, as exchangeInfo names its sides. */
export interface Pair {
  readonly symbol: string;
  readonly baseAsset: string;
  readonly quoteAsset: string;
}

/** One step of a price path: the symbol's price, or 1 / it when the asset is the symbol's quote. */
export interface PriceLeg {
  readonly symbol: string;
  readonly invert: boolean;
}

/** Bridges tried first, in order; any other asset paired with both sides serves when these do not. */
const preferredBridges = ['USDT', 'BTC', 'USDC', 'FDUSD', 'ETH', 'BNB'];

/**
 * How to price `asset` in `quote`: nothing for the quote itself, one leg for a direct or inverse pair,
 * two legs through a bridge asset (e.g. XRP→BTC→USDT). Undefined when no such path exists.
 */
export function pricePath(pairs: readonly Pair[], asset: string, quote: string): PriceLeg[] | undefined {
  if (asset === quote) return [];
  const legBetween = (from: string, to: string): PriceLeg | undefined => {
    const pair = pairs.find(
      (p) => (p.baseAsset === from && p.quoteAsset === to) || (p.baseAsset === to && p.quoteAsset === from),
    );
    return pair && { symbol: pair.symbol, invert: pair.baseAsset !== from };
  };
  const direct = legBetween(asset, quote);
  if (direct) return [direct];
  const neighbours = pairs.flatMap((p) =>
    p.baseAsset === asset ? [p.quoteAsset] : p.quoteAsset === asset ? [p.baseAsset] : [],
  );
  const bridges = [
    ...preferredBridges.filter((b) => neighbours.includes(b)),
    ...neighbours.filter((b) => !preferredBridges.includes(b)),
  ];
  for (const bridge of bridges) {
    const first = legBetween(asset, bridge);
    const second = legBetween(bridge, quote);
    if (first && second) return [first, second];
  }
  return undefined;
}
