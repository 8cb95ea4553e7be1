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
import type { SymbolLimit, TimeRange } from '../query-params';
import type { Transport } from '../transport';
import { signedSpotCall } from './signed-call';

/** The USER_DATA account endpoints. */
export function spotAccount(t: Transport) {
  const signed = signedSpotCall(t);
  const get = <S extends z.ZodType>(path: string, schema: S, params: object, options: CallOptions) =>
    signed('GET', path, schema, params, options);

  return {
    account: (params: { readonly omitZeroBalances?: boolean } = {}, options: CallOptions = {}) =>
      get('account', accountResponse, params, options),
    myTrades: (
      params: SymbolLimit & { readonly orderId?: number; readonly fromId?: number } & TimeRange,
      options: CallOptions = {},
    ) => get('myTrades', accountTradesResponse, params, options),
    /** GET /api/v3/rateLimit/order: the unfilled order count per interval. */
    orderRateLimits: (options: CallOptions = {}) =>
      get('rateLimit/order', unfilledOrderCountResponse, {}, options),
    myPreventedMatches: (
      params: SymbolLimit &
        (
          | { readonly preventedMatchId: number }
          | { readonly orderId: number; readonly fromPreventedMatchId?: number }
        ),
      options: CallOptions = {},
    ) => get('myPreventedMatches', preventedMatchesResponse, params, options),
    myAllocations: (
      params: SymbolLimit & { readonly fromAllocationId?: number; readonly orderId?: number } & TimeRange,
      options: CallOptions = {},
    ) => get('myAllocations', allocationsResponse, params, options),
    commissionRates: (symbol: string, options: CallOptions = {}) =>
      get('account/commission', commissionRatesResponse, { symbol }, options),
  };
}
