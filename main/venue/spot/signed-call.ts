import type { z } from 'zod';
import { asParams, type CallOptions } from '../client-order-id';
import type { Transport } from '../transport';

/** A signed /api/v3 call that places no order: its params as given, its answer read with `schema`. */
export function signedSpotCall(t: Transport) {
  return <S extends z.ZodType>(
    method: 'GET' | 'DELETE' | 'PUT',
    path: string,
    schema: S,
    params: object,
    options: CallOptions,
  ) =>
    t.call({
      method,
      path: `/api/v3/${path}`,
      signed: true,
      params: asParams(params),
      schema,
      recvWindow: options.recvWindow,
    });
}
