import Decimal from 'decimal.js';
import type { ExecutionReport, UserDataPayload } from '@shared/api/spot/user-data';
import type { EngineEvent } from '../engine';

type AccountEvent = Exclude<EngineEvent, { type: 'trade' } | { type: 'depth' }>;

/** Whether an engine event belongs on an account's user-data stream. */
export function isAccountEvent(event: EngineEvent): event is AccountEvent {
  return event.type !== 'trade' && event.type !== 'depth';
}

const quoteOf = (qty: string, price: string) => new Decimal(qty).times(price).toFixed(8);

/** `executionReport` with every key of the wire shape, conditional ones when they apply. */
function executionReport(
  event: Extract<EngineEvent, { type: 'executionReport' }>,
  eventTime: number,
): ExecutionReport {
  const { order, execution: x } = event;
  const cancel = x.cancelClientOrderId !== undefined;
  const prevented = x.preventedMatchId !== undefined;
  const expiry = x.expiryReason ?? order.expiryReason;
  const expired = order.status === 'EXPIRED' || order.status === 'EXPIRED_IN_MATCH';
  const lastPrevented = x.lastPreventedQty ?? '0.00000000';
  // Key order as the venue sends them: a client that prints the payload sees the same text.
  return {
    e: 'executionReport',
    E: eventTime,
    s: order.symbol,
    c: cancel ? x.cancelClientOrderId! : order.clientOrderId,
    S: order.side,
    o: order.type,
    f: order.timeInForce,
    q: order.origQty,
    p: order.price,
    P: order.stopPrice,
    F: order.icebergQty,
    g: order.orderListId,
    C: cancel ? order.clientOrderId : '',
    x: x.executionType,
    X: order.status,
    r: 'NONE',
    i: order.orderId,
    l: x.lastQty,
    z: order.executedQty,
    L: x.lastPrice,
    n: x.commission,
    N: x.commissionAsset,
    T: event.time,
    t: x.tradeId,
    ...(prevented ? { v: x.preventedMatchId } : {}),
    I: x.executionId,
    w: x.isOnBook,
    m: x.isMaker,
    M: false,
    O: order.time,
    Z: order.cummulativeQuoteQty,
    Y: x.lastQuoteQty,
    Q: order.origQuoteOrderQty,
    ...(order.isWorking ? { W: order.workingTime } : {}),
    V: order.selfTradePreventionMode,
    ...(order.trailingDelta !== undefined ? { d: order.trailingDelta } : {}),
    ...(order.trailingTime !== undefined ? { D: order.trailingTime } : {}),
    ...(order.strategyId !== undefined ? { j: order.strategyId } : {}),
    ...(order.strategyType !== undefined ? { J: order.strategyType } : {}),
    ...(prevented
      ? {
          A: order.preventedQuantity ?? '0.00000000',
          B: lastPrevented,
          u: x.tradeGroupId,
          U: x.counterOrderId,
          Cs: order.symbol,
          pl: lastPrevented,
          pL: x.preventedPrice ?? '0.00000000',
          pY: quoteOf(lastPrevented, x.preventedPrice ?? '0'),
        }
      : {}),
    ...(expired && expiry !== undefined ? { eR: expiry } : {}),
  };
}

/** The user-data payload of an account event, with the time it is sent. */
export function userDataPayload(event: AccountEvent, eventTime: number): UserDataPayload {
  switch (event.type) {
    case 'executionReport':
      return executionReport(event, eventTime);
    case 'accountPosition':
      return {
        e: 'outboundAccountPosition',
        E: eventTime,
        u: event.time,
        B: event.balances.map((b) => ({ a: b.asset, f: b.free, l: b.locked })),
      };
    case 'balanceUpdate':
      return { e: 'balanceUpdate', E: eventTime, a: event.asset, d: event.delta, T: event.time };
    case 'externalLockUpdate':
      return { e: 'externalLockUpdate', E: eventTime, a: event.asset, d: event.delta, T: event.time };
    case 'listStatus': {
      const { list } = event;
      return {
        e: 'listStatus',
        E: eventTime,
        s: list.symbol,
        g: list.orderListId,
        c: list.contingencyType,
        l: list.listStatusType,
        L: list.listOrderStatus,
        r: 'NONE',
        C: list.listClientOrderId,
        T: list.transactionTime,
        O: list.orders.map((o) => ({ s: o.symbol, i: o.orderId, c: o.clientOrderId })),
      };
    }
  }
}

/** Time fields per event, for `timeUnit=MICROSECOND`. */
const TIME_KEYS: Record<string, readonly string[]> = {
  executionReport: ['E', 'T', 'O', 'W', 'D'],
  outboundAccountPosition: ['E', 'u'],
  balanceUpdate: ['E', 'T'],
  listStatus: ['E', 'T'],
  externalLockUpdate: ['E', 'T'],
  eventStreamTerminated: ['E'],
  listenKeyExpired: ['E'],
  trade: ['E', 'T'],
  aggTrade: ['E', 'T'],
  kline: ['E'],
  '24hrMiniTicker': ['E'],
  '24hrTicker': ['E', 'O', 'C'],
  avgPrice: ['E', 'T'],
  depthUpdate: ['E'],
};

/** A payload with its epoch times in microseconds (ids, counts and -1 stay as they are). */
export function inMicroseconds(payload: object): object {
  if (Array.isArray(payload)) return payload.map((item: object) => inMicroseconds(item));
  const record = payload as Record<string, unknown>;
  const keys = typeof record.e === 'string' ? TIME_KEYS[record.e] : undefined;
  if (!keys) return payload;
  const copy: Record<string, unknown> = { ...record };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === 'number' && value > 0) copy[key] = value * 1000;
  }
  if (record.e === 'kline') {
    const k = record.k as Record<string, unknown>;
    copy.k = { ...k, t: (k.t as number) * 1000, T: (k.T as number) * 1000 };
  }
  return copy;
}
