import { z } from 'zod';
import { side } from '../spot/enums';
import { decimalString, long, streamEvent } from '../wire';
import { algoStatus, conditionalOrderType } from './algo-order';
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
export const orderTradeUpdate = streamEvent('ORDER_TRADE_UPDATE', {
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

export const accountUpdate = streamEvent('ACCOUNT_UPDATE', {
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

/**
 * ALGO_UPDATE (USD-M only): a conditional order of the algo service was created or changed status
 * (NEW, TRIGGERING, TRIGGERED, FINISHED, CANCELED, REJECTED, EXPIRED). Its `T` is the event time and
 * `E` the transaction time, the other way round from the other events.
 */
export const algoUpdate = streamEvent('ALGO_UPDATE', {
  T: long,
  o: z.object({
    /** Client algo id and algo id. */
    caid: z.string(),
    aid: long,
    at: z.literal('CONDITIONAL'),
    o: conditionalOrderType,
    s: z.string(),
    S: side,
    ps: positionSide,
    f: futuresTimeInForce,
    q: decimalString,
    X: algoStatus,
    /** Trigger price and limit price. */
    tp: decimalString,
    p: decimalString,
    wt: workingType,
    pm: priceMatch,
    cp: z.boolean(),
    pP: z.boolean(),
    R: z.boolean(),
    /** Trigger time and good-till date (0 when none). */
    tt: long,
    gtd: long,
    /** The order it placed in the book once triggered ("" before): id, average price, filled quantity, type. */
    ai: z.string(),
    ap: decimalString,
    aq: decimalString,
    act: z.string(),
    /** Trailing stops: callback rate. */
    cr: decimalString.optional(),
    V: futuresSelfTradePreventionMode,
    /** Why it was rejected or expired, when it was. */
    rm: z.string().optional(),
  }),
});
export type AlgoUpdate = z.infer<typeof algoUpdate>;
/** ALGO_UPDATE as a venue sends it. */
export type AlgoUpdateWire = z.input<typeof algoUpdate>;

/**
 * MARGIN_CALL: the cross positions' maintenance margin has come close to the margin balance. Each
 * position at risk with its size, mark, unrealized profit and maintenance margin.
 */
export const marginCall = streamEvent('MARGIN_CALL', {
  /** Cross wallet balance; only pushed with crossed positions. */
  cw: decimalString.optional(),
  p: z.array(
    z.object({
      s: z.string(),
      ps: positionSide,
      pa: decimalString,
      /** CROSSED or ISOLATED. */
      mt: z.string(),
      /** Isolated wallet, for an isolated position. */
      iw: decimalString.optional(),
      mp: decimalString,
      up: decimalString,
      mm: decimalString,
    }),
  ),
});
export type MarginCall = z.infer<typeof marginCall>;

export const listenKeyExpired = streamEvent('listenKeyExpired', {});

/** The events read field by field, by name: one of them that does not parse is not an "other" event. */
export const readFuturesEvents: Readonly<Record<string, z.ZodType>> = {
  ORDER_TRADE_UPDATE: orderTradeUpdate,
  ACCOUNT_UPDATE: accountUpdate,
  ALGO_UPDATE: algoUpdate,
  MARGIN_CALL: marginCall,
  listenKeyExpired,
};

/** Any other event (ACCOUNT_CONFIG_UPDATE, …): only that something changed. */
const otherEvent = z.object({
  e: z.string().refine((name) => !Object.hasOwn(readFuturesEvents, name)),
  E: long,
});

export const futuresUserDataEvent = z.union([
  orderTradeUpdate,
  accountUpdate,
  algoUpdate,
  marginCall,
  listenKeyExpired,
  otherEvent,
]);
export type FuturesUserDataEvent = z.infer<typeof futuresUserDataEvent>;

export const isOrderTradeUpdate = (event: FuturesUserDataEvent): event is OrderTradeUpdate =>
  event.e === 'ORDER_TRADE_UPDATE';
export const isAlgoUpdate = (event: FuturesUserDataEvent): event is AlgoUpdate => event.e === 'ALGO_UPDATE';
export const isMarginCall = (event: FuturesUserDataEvent): event is MarginCall => event.e === 'MARGIN_CALL';
export const isAccountUpdate = (event: FuturesUserDataEvent): event is AccountUpdate =>
  event.e === 'ACCOUNT_UPDATE';

/** POST / PUT listenKey. */
export const listenKeyResponse = z.object({ listenKey: z.string() });
