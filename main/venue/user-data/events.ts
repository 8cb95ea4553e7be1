import { z } from 'zod';
import { orderStatus, orderType, selfTradePreventionMode, side } from '@shared/api/spot/enums';
import { decimalString, long } from '@shared/api/wire';

/** The user-data events the terminal acts on (api-facts.md §6), with the keys it reads. */
export const executionReport = z.object({
  e: z.literal('executionReport'),
  E: long,
  s: z.string(),
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
  w: z.boolean(),
  m: z.boolean(),
  O: long,
  Z: decimalString,
  Q: decimalString,
  W: long.optional(),
  V: selfTradePreventionMode.optional(),
  d: long.optional(),
});
export type ExecutionReport = z.infer<typeof executionReport>;

export const outboundAccountPosition = z.object({
  e: z.literal('outboundAccountPosition'),
  E: long,
  u: long,
  B: z.array(z.object({ a: z.string(), f: decimalString, l: decimalString })),
});
export type OutboundAccountPosition = z.infer<typeof outboundAccountPosition>;

export const balanceUpdate = z.object({
  e: z.literal('balanceUpdate'),
  E: long,
  a: z.string(),
  d: decimalString,
  T: long,
});
export type BalanceUpdate = z.infer<typeof balanceUpdate>;

export const listStatus = z.object({
  e: z.literal('listStatus'),
  E: long,
  s: z.string(),
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

export const eventStreamTerminated = z.object({ e: z.literal('eventStreamTerminated'), E: long });

export const userDataEvent = z.discriminatedUnion('e', [
  executionReport,
  outboundAccountPosition,
  balanceUpdate,
  listStatus,
  eventStreamTerminated,
]);
export type UserDataEvent = z.infer<typeof userDataEvent>;
