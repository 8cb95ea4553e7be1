import { z } from 'zod';
import { decimalString, long, streamEvent, symbolEvent } from '../wire';
import { klineInterval } from './enums';

/** Market stream payloads; unknown keys are tolerated as the venue may add some. */

const level = z.tuple([decimalString, decimalString]);

/** `<symbol>@depth` and `<symbol>@depth@100ms`. */
export const depthUpdateEvent = symbolEvent('depthUpdate', {
  U: long,
  u: long,
  b: z.array(level),
  a: z.array(level),
});
export type DepthUpdateEvent = z.infer<typeof depthUpdateEvent>;

/** `<symbol>@trade`. `m` is true when the buyer was the maker (the aggressor sold). */
export const tradeEvent = symbolEvent('trade', {
  t: long,
  p: decimalString,
  q: decimalString,
  T: long,
  m: z.boolean(),
  /** Always true; the venue sends it and says to ignore it. */
  M: z.boolean().optional(),
});
export type TradeEvent = z.infer<typeof tradeEvent>;

/** `<symbol>@kline_<interval>`. */
export const klineEvent = symbolEvent('kline', {
  k: z.object({
    t: long,
    T: long,
    s: z.string(),
    i: klineInterval,
    f: long,
    L: long,
    o: decimalString,
    c: decimalString,
    h: decimalString,
    l: decimalString,
    v: decimalString,
    n: z.number().int(),
    x: z.boolean(),
    q: decimalString,
    V: decimalString,
    Q: decimalString,
    /** Always "0"; the venue sends it and says to ignore it. */
    B: z.string().optional(),
  }),
});
export type KlineEvent = z.infer<typeof klineEvent>;

/** `<symbol>@miniTicker`; `!miniTicker@arr` carries an array of these. */
export const miniTickerEvent = symbolEvent('24hrMiniTicker', {
  c: decimalString,
  o: decimalString,
  h: decimalString,
  l: decimalString,
  v: decimalString,
  q: decimalString,
});
export type MiniTickerEvent = z.infer<typeof miniTickerEvent>;
export const miniTickerArrayEvent = z.array(miniTickerEvent);

/** `{"e":"serverShutdown","E":…}`: the venue restarts soon; reconnect. */
export const serverShutdownEvent = streamEvent('serverShutdown', {});

/** A combined-stream message: `{"stream":"<name>","data":<payload>}`. */
export const combinedStreamMessage = z.object({ stream: z.string(), data: z.unknown() });

/** The reply to a SUBSCRIBE/UNSUBSCRIBE/… control message. */
export const controlReply = z.union([
  z.object({
    id: z.union([long, z.string(), z.null()]).optional(),
    error: z.object({ code: z.number().int(), msg: z.string() }),
  }),
  z.object({ id: z.union([long, z.string(), z.null()]), result: z.unknown() }),
]);
export type ControlReply = z.infer<typeof controlReply>;
