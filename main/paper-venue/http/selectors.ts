import type { OrderSelector } from './engine-port';
import type { Params } from './params';
import { fail } from './venue-failure';

/** orderId and/or origClientOrderId (under the given names); at least one (-1102). */
export function readOrderIds(
  params: Params,
  idName = 'orderId',
  clientIdName = 'origClientOrderId',
): Omit<OrderSelector, 'symbol'> {
  const orderId = params.long(idName);
  const origClientOrderId = params.clientOrderId(clientIdName, fail.emptyOrigClientOrderId);
  if (orderId === undefined && origClientOrderId === undefined)
    throw fail.eitherMissing(idName, clientIdName);
  return { orderId, origClientOrderId };
}

const DAY_MS = 86_400_000;

/** startTime/endTime: when both are sent they may be at most 24 hours apart (-1127). */
export function readTimeSpan(params: Params): { startTime?: number; endTime?: number } {
  const startTime = params.long('startTime');
  const endTime = params.long('endTime');
  if (startTime !== undefined && endTime !== undefined && endTime - startTime > DAY_MS) {
    throw fail.moreThanHours(24);
  }
  return { startTime, endTime };
}

/** `limit`: default 500, at most 1000 (larger values are truncated). */
export function readPageLimit(params: Params, fallback = 500, max = 1000): number {
  const limit = params.long('limit');
  if (limit === undefined) return fallback;
  if (limit < 1) throw fail.invalidData('limit');
  return Math.min(limit, max);
}

/** -1128 unless the sent parameters (among `names`) form one of the allowed combinations. */
export function requireCombination(
  params: Params,
  names: readonly string[],
  allowed: readonly string[][],
): void {
  const sent = names.filter((name) => params.has(name)).sort();
  const ok = allowed.some(
    (combo) => combo.length === sent.length && [...combo].sort().every((name, i) => name === sent[i]),
  );
  if (!ok) throw fail.badCombination();
}
