import type { z } from 'zod';
import {
  miningAccountListResponse,
  profitTransferDecimalFields,
  profitTransferDetailsResponse,
} from '@shared/api/mining/mining';
import { asParams, type CallOptions } from './client-order-id';
import type { Transport } from './transport';
import { VenueError } from './venue-error';

/** The mining endpoints (`/sapi/v1/mining`): answers come in `{code, msg, data}`; code 0 is success. */
export function createMiningClient(t: Transport) {
  async function get<S extends z.ZodType<{ code: number; msg: string }>>(
    path: string,
    schema: S,
    params: object,
    options: CallOptions,
    decimalNumberFields: readonly string[] = [],
  ): Promise<z.output<S>> {
    const envelope = await t.call({
      method: 'GET',
      path,
      signed: true,
      params: asParams(params),
      schema,
      decimalNumberFields,
      recvWindow: options.recvWindow,
    });
    if (envelope.code !== 0)
      throw new VenueError({
        kind: 'venue',
        endpoint: `GET ${path}`,
        status: 200,
        code: envelope.code,
        message: envelope.msg,
      });
    return envelope;
  }

  return {
    baseUrl: t.baseUrl,
    /** GET /sapi/v1/mining/statistics/user/list */
    accountList: (params: { readonly algo: string; readonly userName: string }, options: CallOptions = {}) =>
      get('/sapi/v1/mining/statistics/user/list', miningAccountListResponse, params, options),
    /** GET /sapi/v1/mining/hash-transfer/profit/details; pageSize 10 to 200. */
    profitTransferDetails: (
      params: {
        readonly configId: number;
        readonly userName: string;
        readonly pageIndex?: number;
        readonly pageSize?: number;
      },
      options: CallOptions = {},
    ) =>
      get(
        '/sapi/v1/mining/hash-transfer/profit/details',
        profitTransferDetailsResponse,
        params,
        options,
        profitTransferDecimalFields,
      ),
  };
}

export type MiningClient = ReturnType<typeof createMiningClient>;
