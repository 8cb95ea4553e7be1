import { z } from 'zod';
import { decimalString, long, symbolEvent } from '../wire';
import { aggTrade } from '../spot/market-data';

/**
 * The futures market data the terminal shows, as both families serve it (`/fapi/v1`, `/dapi/v1`,
 * `/fstream`, `/dstream`): depth and klines have the spot shapes; trades are read as aggregates,
 * the only public trade stream the live futures venues offer.
 */

/** GET /fapi/v1/aggTrades (no `M` field, unlike spot). */
export const futuresAggTrade = aggTrade.omit({ M: true });
export type FuturesAggTrade = z.infer<typeof futuresAggTrade>;
export const futuresAggTradesResponse = z.array(futuresAggTrade);

/** `<symbol>@aggTrade`. `m` is true when the buyer was the maker (the aggressor sold). */
export const futuresAggTradeEvent = futuresAggTrade.extend({
  e: z.literal('aggTrade'),
  E: long,
  s: z.string(),
});
export type FuturesAggTradeEvent = z.infer<typeof futuresAggTradeEvent>;

/** `<symbol>@markPrice[@1s]`: mark, index, the funding rate now and the next funding time. */
export const markPriceEvent = symbolEvent('markPriceUpdate', {
  p: decimalString,
  i: decimalString,
  r: z.union([decimalString, z.literal('')]),
  T: long,
});
export type MarkPriceEvent = z.infer<typeof markPriceEvent>;
