import Decimal from 'decimal.js';
import type { EngineEvent } from '../engine';

type AccountEvent = Exclude<EngineEvent, { type: 'trade' } | { type: 'depth' }>;

/** Whether an engine event belongs on an account's user-data stream. */
export function isAccountEvent(event: EngineEvent): event is AccountEvent {
  return event.type !== 'trade' && event.type !== 'depth';
}

const quoteOf = (qty: string, price: string) => new Decimal(qty).times(price).toFixed(8);

/** `executionReport` with every key of api-facts.md §6.1, conditional ones when they apply. */
function executionReport(event: Extract<EngineEvent, { type: 'executionReport' }>, eventTime: number) {
  const { order, execution: x } = event;
  const cancel = x.cancelClientOrderId !== undefined;
  const report: Record<string, unknown> = {
    e: 'executionReport',
    E: eventTime,
    s: order.symbol,
    c: cancel ? x.cancelClientOrderId : order.clientOrderId,
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
  };
  if (x.preventedMatchId !== undefined) report.v = x.preventedMatchId;
  Object.assign(report, {
    I: x.executionId,
    w: x.isOnBook,
    m: x.isMaker,
    M: false,
    O: order.time,
    Z: order.cummulativeQuoteQty,
    Y: x.lastQuoteQty,
    Q: order.origQuoteOrderQty,
  });
  if (order.isWorking) report.W = order.workingTime;
  report.V = order.selfTradePreventionMode;
  if (order.trailingDelta !== undefined) report.d = order.trailingDelta;
  if (order.trailingTime !== undefined) report.D = order.trailingTime;
  if (order.strategyId !== undefined) report.j = order.strategyId;
  if (order.strategyType !== undefined) report.J = order.strategyType;
  if (x.preventedMatchId !== undefined) {
    report.A = order.preventedQuantity ?? '0.00000000';
    report.B = x.lastPreventedQty ?? '0.00000000';
    report.u = x.tradeGroupId;
    report.U = x.counterOrderId;
    report.Cs = order.symbol;
    report.pl = x.lastPreventedQty ?? '0.00000000';
    report.pL = x.preventedPrice ?? '0.00000000';
    report.pY = quoteOf(x.lastPreventedQty ?? '0', x.preventedPrice ?? '0');
  }
  const expiry = x.expiryReason ?? order.expiryReason;
  if (order.status === 'EXPIRED' || order.status === 'EXPIRED_IN_MATCH') {
    if (expiry !== undefined) report.eR = expiry;
  }
  return report;
}

/** The user-data payload of an account event (api-facts.md §6), with the time it is sent. */
export function userDataPayload(event: AccountEvent, eventTime: number): Record<string, unknown> {
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
