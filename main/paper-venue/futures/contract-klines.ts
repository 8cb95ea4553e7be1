import { firstAtOrAfter, klineBuckets, selectKlineOpens, type KlineRow } from '@shared/market/klines';
import { Dec, ZERO, fixed } from './decimal';
import type { FuturesKlineQuery } from './kline-views';
import type { FuturesState, Market } from './state';
import type { PriceSample, PublicFill } from './tape';
import { valuePlaces } from './trade-views';

/** When the contract's own record starts: its first fill or mark step (Infinity: none yet). */
function recordStart(state: FuturesState, market: Market): number {
  const { symbol } = market.spec;
  return Math.min(
    state.tape.fills.get(symbol)?.[0]?.time ?? Infinity,
    state.tape.samples.get(symbol)?.[0]?.time ?? Infinity,
  );
}

/** The earlier (or, with `latest`, the later) of a fill and a sample, as a price. */
function pick(
  fill: PublicFill | undefined,
  sample: PriceSample | undefined,
  latest: boolean,
): Dec | undefined {
  if (!fill) return sample?.mark;
  if (!sample) return fill.price;
  const fillFirst = fill.time <= sample.time;
  return fillFirst !== latest ? fill.price : sample.mark;
}

/**
 * Klines of the contract's price since the venue started: its fills, with their volume, and between
 * them the steps of the mark the contract price is set to (no volume). The simulated market does not
 * trade futures, so without the mark steps a contract nobody trades would have no price to chart.
 */
export function liveContractKlines(
  state: FuturesState,
  market: Market,
  query: FuturesKlineQuery,
): KlineRow[] {
  const { spec } = market;
  const fills = state.tape.fills.get(spec.symbol) ?? [];
  const samples = state.tape.samples.get(spec.symbol) ?? [];
  const first = recordStart(state, market);
  if (first === Infinity || query.limit <= 0) return [];
  const buckets = klineBuckets(query.interval, 0);
  const price = (value: Dec) => fixed(value, spec.pricePrecision);
  const qty = (value: Dec) => fixed(value, spec.quantityPrecision);
  const value = (amount: Dec) => fixed(amount, valuePlaces(market));
  return selectKlineOpens(query, first).map((open): KlineRow => {
    const close = buckets.closeOf(open);
    const [f0, f1] = [firstAtOrAfter(fills, open), firstAtOrAfter(fills, close + 1)];
    const [s0, s1] = [firstAtOrAfter(samples, open), firstAtOrAfter(samples, close + 1)];
    const opening = pick(fills[f0 < f1 ? f0 : -1], samples[s0 < s1 ? s0 : -1], false);
    if (!opening) {
      const previous = pick(fills[f0 - 1], samples[s0 - 1], true)!;
      const zero = [qty(ZERO), value(ZERO)] as const;
      const at = price(previous);
      return [open, at, at, at, at, zero[0], close, zero[1], 0, zero[0], zero[1], '0'];
    }
    let [high, low] = [opening, opening];
    const widen = (p: Dec) => {
      if (p.greaterThan(high)) high = p;
      if (p.lessThan(low)) low = p;
    };
    let [volume, quote, buyVolume, buyQuote] = [ZERO, ZERO, ZERO, ZERO];
    for (let i = f0; i < f1; i++) {
      const fill = fills[i]!;
      widen(fill.price);
      volume = volume.plus(fill.qty);
      quote = quote.plus(fill.value);
      if (!fill.isBuyerMaker) [buyVolume, buyQuote] = [buyVolume.plus(fill.qty), buyQuote.plus(fill.value)];
    }
    for (let i = s0; i < s1; i++) widen(samples[i]!.mark);
    const closing = pick(fills[f0 < f1 ? f1 - 1 : -1], samples[s0 < s1 ? s1 - 1 : -1], true)!;
    return [
      open,
      price(opening),
      price(high),
      price(low),
      price(closing),
      qty(volume),
      close,
      value(quote),
      f1 - f0,
      qty(buyVolume),
      value(buyQuote),
      '0',
    ];
  });
}

/**
 * Klines before the contract's own record (its first fill or mark step) come from its index's spot
 * market, repriced by `reprice` (the futures did not trade then: no volume); its own record follows.
 */
export function withIndexHistory(
  state: FuturesState,
  market: Market,
  query: FuturesKlineQuery,
  live: (query: FuturesKlineQuery) => KlineRow[],
  reprice: (row: KlineRow) => KlineRow,
): KlineRow[] {
  const own = live(query);
  const history = state.indexHistory;
  const fromStart = query.startTime !== undefined;
  if (!history || query.limit <= 0 || (!fromStart && own.length >= query.limit)) return own;
  const start = recordStart(state, market);
  const firstOwn = start === Infinity ? Infinity : klineBuckets(query.interval, 0).openOf(start);
  const pastEnd = Math.min(query.endTime ?? query.now, query.now, firstOwn - 1);
  if ((query.startTime ?? -Infinity) > pastEnd) return own;
  const past = history(market.spec.indexSymbol, { ...query, endTime: pastEnd }).map(reprice);
  const rows = [...past, ...own];
  return fromStart ? rows.slice(0, query.limit) : rows.slice(-query.limit);
}

/** A price from the index's history on the contract's tick, rounded half up as the mark is. */
export function onTick(text: string, tickSize: string): Dec {
  const tick = new Dec(tickSize);
  return new Dec(text).dividedBy(tick).toDecimalPlaces(0, Dec.ROUND_HALF_UP).times(tick);
}
