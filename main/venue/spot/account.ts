import type { z } from 'zod';
import {
  accountResponse,
  accountTradesResponse,
  allocationsResponse,
  commissionRatesResponse,
  preventedMatchesResponse,
  unfilledOrderCountResponse,
} from '@shared/api/spot/account';
import type { CallOptions } from '../client-order-id';
import type { Transport } from '../transport';
import { signedSpotCall } from './signed-call';

interface TimeRange {
  readonly startTime?: number;
  readonly endTime?: number;
}

/** The USER_DATA account endpoints. */
export function spotAccount(t: Transport) {
  const signed = signedSpotCall(t);
  const get = <S extends z.ZodType>(path: string, schema: S, params: object, options: CallOptions) =>
    signed('GET', path, schema, params, options);

  return {
    account: (params: { readonly omitZeroBalances?: boolean } = {}, options: CallOptions = {}) =>
      get('account', accountResponse, params, options),
    myTrades: (
      params: {
        readonly symbol: string;
        readonly orderId?: number;
        readonly fromId?: number;
        readonly limit?: number;
      } & TimeRange,
      options: CallOptions = {},
    ) => get('myTrades', accountTradesResponse, params, options),
    /** GET /api/v3/rateLimit/order: the unfilled order count per interval. */
    orderRateLimits: (options: CallOptions = {}) =>
      get('rateLimit/order', unfilledOrderCountResponse, {}, options),
    myPreventedMatches: (
      params: { readonly symbol: string; readonly limit?: number } & (
        | { readonly preventedMatchId: number }
        | { readonly orderId: number; readonly fromPreventedMatchId?: number }
      ),
      options: CallOptions = {},
    ) => get('myPreventedMatches', preventedMatchesResponse, params, options),
    myAllocations: (
      params: {
        readonly symbol: string;
        readonly fromAllocationId?: number;
        readonly limit?: number;
        readonly orderId?: number;
      } & TimeRange,
      options: CallOptions = {},
    ) => get('myAllocations', allocationsResponse, params, options),
    commissionRates: (symbol: string, options: CallOptions = {}) =>
      get('account/commission', commissionRatesResponse, { symbol }, options),
  };
}
