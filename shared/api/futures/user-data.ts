import { z } from 'zod';
import { side } from '../spot/enums';
import { decimalString, long } from '../wire';
import {
  futuresOrderStatus,
  futuresSelfTradePreventionMode,
  futuresTimeInForce,
  positionSide,
  priceMatch,
  workingType,
} from './enums';

/**
 * The futures user-data stream's events (`wss://fstream…/ws/<listenKey>`, dstream alike) as Binance
 * documents them, the keys the terminal reads; others pass through unread.
 */
export const orderTradeUpdate = z.object({
  e: z.literal('ORDER_TRADE_UPDATE'),
  E: long,
  T: long,
  o: z.object({
    s: z.string(),
    c: z.string(),
    S: side,
    o: z.string(),
    f: futuresTimeInForce,
    q: decimalString,
    p: decimalString,
    ap: decimalString,
    sp: decimalString,
    /** Execution type: NEW, TRADE, CANCELED, EXPIRED, CALCULATED (liquidation), AMENDMENT. */
    x: z.string(),
    X: futuresOrderStatus,
    i: long,
    /** Last filled quantity, cumulative filled quantity, last filled price. */
    l: decimalString,
    z: decimalString,
    L: decimalString,
    N: z.string().optional(),
    n: decimalString.optional(),
    T: long,
    t: long,
    m: z.boolean(),
    R: z.boolean(),
    wt: workingType,
    ot: z.string(),
    ps: positionSide,
    cp: z.boolean().optional(),
    /** Trailing stops: activation price and callback rate. */
    AP: decimalString.optional(),
    cr: decimalString.optional(),
    pP: z.boolean().optional(),
    V: futuresSelfTradePreventionMode.optional(),
    pm: priceMatch.optional(),
    gtd: long.optional(),
    /** Realized profit of this trade. */
    rp: decimalString,
  }),
});
export type OrderTradeUpdate = z.infer<typeof orderTradeUpdate>;

export const accountUpdate = z.object({
  e: z.literal('ACCOUNT_UPDATE'),
  E: long,
  T: long,
  a: z.object({
    /** Why: ORDER, FUNDING_FEE, MARGIN_TRANSFER, ADJUSTMENT, … */
    m: z.string(),
    B: z.array(z.object({ a: z.string(), wb: decimalString, cw: decimalString, bc: decimalString })),
    P: z.array(
      z.object({
        s: z.string(),
        pa: decimalString,
        ep: decimalString,
        up: decimalString,
        mt: z.string(),
        ps: positionSide,
      }),
    ),
  }),
});
export type AccountUpdate = z.infer<typeof accountUpdate>;

export const listenKeyExpired = z.object({ e: z.literal('listenKeyExpired'), E: long });

/** Any other event (ACCOUNT_CONFIG_UPDATE, MARGIN_CALL, …): only that something changed. */
const otherEvent = z.object({ e: z.string(), E: long });

export const futuresUserDataEvent = z.union([orderTradeUpdate, accountUpdate, listenKeyExpired, otherEvent]);
export type FuturesUserDataEvent = z.infer<typeof futuresUserDataEvent>;

/** POST / PUT listenKey. */
export const listenKeyResponse = z.object({ listenKey: z.string() });
