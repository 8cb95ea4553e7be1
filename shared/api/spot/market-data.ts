import { z } from 'zod';
import { decimalString, long } from '../wire';

const priceLevel = z.tuple([decimalString, decimalString]);

/** GET /api/v3/depth */
export const depthResponse = z.object({
  lastUpdateId: long,
  bids: z.array(priceLevel),
  asks: z.array(priceLevel),
});
export type Depth = z.infer<typeof depthResponse>;

/** GET /api/v3/trades and /api/v3/historicalTrades */
export const publicTrade = z.object({
  id: long,
  price: decimalString,
  qty: decimalString,
  quoteQty: decimalString,
  time: long,
  isBuyerMaker: z.boolean(),
  isBestMatch: z.boolean(),
});
export type PublicTrade = z.infer<typeof publicTrade>;
export const publicTradesResponse = z.array(publicTrade);

/** GET /api/v3/aggTrades, short keys as on the wire. */
export const aggTrade = z.object({
  a: long,
  p: decimalString,
  q: decimalString,
  f: long,
  l: long,
  T: long,
  m: z.boolean(),
  M: z.boolean(),
});
export type AggTrade = z.infer<typeof aggTrade>;
export const aggTradesResponse = z.array(aggTrade);

/** GET /api/v3/klines: the 12-element array, read into named fields. */
export const kline = z
  .tuple([
    long,
    decimalString,
    decimalString,
    decimalString,
    decimalString,
    decimalString,
    long,
    decimalString,
    z.number().int(),
    decimalString,
    decimalString,
    z.string(),
  ])
  .transform(
    ([
      openTime,
      open,
      high,
      low,
      close,
      volume,
      closeTime,
      quoteVolume,
      trades,
      takerBuyBase,
      takerBuyQuote,
    ]) => ({
      openTime,
      open,
      high,
      low,
      close,
      volume,
      closeTime,
      quoteVolume,
      trades,
      takerBuyBaseVolume: takerBuyBase,
      takerBuyQuoteVolume: takerBuyQuote,
    }),
  );
export type Kline = z.output<typeof kline>;
export const klinesResponse = z.array(kline);

/** GET /api/v3/ticker/24hr, type MINI. */
export const ticker24hrMini = z.object({
  symbol: z.string(),
  openPrice: decimalString,
  highPrice: decimalString,
  lowPrice: decimalString,
  lastPrice: decimalString,
  volume: decimalString,
  quoteVolume: decimalString,
  openTime: long,
  closeTime: long,
  firstId: long,
  lastId: long,
  count: z.number().int(),
});
export type Ticker24hrMini = z.infer<typeof ticker24hrMini>;

/** GET /api/v3/ticker/24hr, type FULL (the default). */
export const ticker24hrFull = ticker24hrMini.extend({
  priceChange: decimalString,
  priceChangePercent: decimalString,
  weightedAvgPrice: decimalString,
  prevClosePrice: decimalString,
  lastQty: decimalString,
  bidPrice: decimalString,
  bidQty: decimalString,
  askPrice: decimalString,
  askQty: decimalString,
});
export type Ticker24hrFull = z.infer<typeof ticker24hrFull>;

/** GET /api/v3/ticker/price */
export const tickerPrice = z.object({ symbol: z.string(), price: decimalString });
export type TickerPrice = z.infer<typeof tickerPrice>;

/** GET /api/v3/ticker/bookTicker */
export const bookTicker = z.object({
  symbol: z.string(),
  bidPrice: decimalString,
  bidQty: decimalString,
  askPrice: decimalString,
  askQty: decimalString,
});
export type BookTicker = z.infer<typeof bookTicker>;

/** GET /api/v3/avgPrice */
export const avgPriceResponse = z.object({ mins: z.number().int(), price: decimalString, closeTime: long });
export type AvgPrice = z.infer<typeof avgPriceResponse>;
