import { randomUUID } from 'node:crypto';
import type { Params } from './params';

/** A fresh client order id: 32 characters of [a-z0-9], valid for spot and for the futures pattern. */
export const generateClientOrderId = (): string => `tt${randomUUID().replaceAll('-', '').slice(0, 30)}`;

/** Typed params objects handed to the transport as they are (their fields are all ParamValues). */
export const asParams = (params: object): Params => params as Params;

/** The signed-call options every TRADE / USER_DATA method takes. */
export interface CallOptions {
  /** 1 to 60000 ms; the client's default (5000) otherwise. */
  readonly recvWindow?: number;
}
