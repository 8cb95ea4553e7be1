import type { z } from 'zod';
import { asParams } from './client-order-id';
import type { Transport } from './transport';

/** Unsigned (NONE security) GETs under one path prefix. */
export const publicGet =
  (t: Transport, prefix: string) =>
  <S extends z.ZodType>(path: string, schema: S, params: object = {}) =>
    t.call({ method: 'GET', path: `${prefix}/${path}`, signed: false, params: asParams(params), schema });
