import { z } from 'zod';
import { decimalString, long, streamEvent, symbolEvent } from '../wire';
import { orderStatus, orderType, selfTradePreventionMode, side } from './enums';

/**
 * The user-data stream's events, as the venue sends them and the terminal reads them: one shape for
 * both ends (the paper venue's builders are checked against these types). Keys that only appear in
 * some cases are optional: prevented matches, trailing stops, strategies, expiry reasons.
 */
export const executionReport = symbolEvent('executionReport', {
  /** The order's client id; on a cancel, the cancel's own id (the order's is then `C`). */
  c: z.string(),
  S: side,
  o: orderType,
  f: z.string(),
  q: decimalString,
  p: decimalString,
  P: decimalString,
  F: decimalString,
  g: long,
  C: z.string().nullable().optional(),
  x: z.string(),
  X: orderStatus,
  r: z.string(),
  i: long,
  l: decimalString,
  z: decimalString,
  L: decimalString,
  n: decimalString,
  N: z.string().nullable(),
  T: long,
  t: long,
  /** Prevented match id. */
  v: long.optional(),
  /** Execution id. */
  I: long.optional(),
  w: z.boolean(),
  m: z.boolean(),
  M: z.boolean().optional(),
  O: long,
  Z: decimalString,
  Y: decimalString.optional(),
  Q: decimalString,
  W: long.optional(),
  V: selfTradePreventionMode.optional(),
  d: long.optional(),
  D: long.optional(),
  j: long.optional(),
  J: long.optional(),
  A: decimalString.optional(),
  B: decimalString.optional(),
  u: long.optional(),
  U: long.optional(),
  Cs: z.string().optional(),
  pl: decimalString.optional(),
  pL: decimalString.optional(),
  pY: decimalString.optional(),
  eR: z.string().optional(),
});
export type ExecutionReport = z.infer<typeof executionReport>;

export const outboundAccountPosition = streamEvent('outboundAccountPosition', {
  u: long,
  B: z.array(z.object({ a: z.string(), f: decimalString, l: decimalString })),
});
export type OutboundAccountPosition = z.infer<typeof outboundAccountPosition>;

export const balanceUpdate = streamEvent('balanceUpdate', {
  a: z.string(),
  d: decimalString,
  T: long,
});
export type BalanceUpdate = z.infer<typeof balanceUpdate>;

/** An external system locked (positive `d`) or released balance. */
export const externalLockUpdate = streamEvent('externalLockUpdate', {
  a: z.string(),
  d: z.string(),
  T: long,
});
export type ExternalLockUpdate = z.infer<typeof externalLockUpdate>;

export const listStatus = symbolEvent('listStatus', {
  g: long,
  c: z.enum(['OCO', 'OTO', 'OPO']),
  l: z.string(),
  L: z.string(),
  r: z.string(),
  C: z.string(),
  T: long,
  O: z.array(z.object({ s: z.string(), i: long, c: z.string() })),
});
export type ListStatus = z.infer<typeof listStatus>;

export const eventStreamTerminated = streamEvent('eventStreamTerminated', {});
export type EventStreamTerminated = z.infer<typeof eventStreamTerminated>;

export const listenKeyExpired = streamEvent('listenKeyExpired', {
  listenKey: z.string(),
});
export type ListenKeyExpired = z.infer<typeof listenKeyExpired>;

/** The events the terminal acts on. */
export const userDataEvent = z.discriminatedUnion('e', [
  executionReport,
  outboundAccountPosition,
  balanceUpdate,
  listStatus,
  eventStreamTerminated,
]);
export type UserDataEvent = z.infer<typeof userDataEvent>;

/** Every account event the venue sends on the user-data stream. */
export type UserDataPayload =
  ExecutionReport | OutboundAccountPosition | BalanceUpdate | ExternalLockUpdate | ListStatus;
