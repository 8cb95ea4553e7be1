import { timeResponse } from '../../shared/api/spot/general';
import { usdmExchangeInfoResponse, type UsdmExchangeInfo } from '../../shared/api/futures/exchange-info';
import { coinmOrderResponse, usdmOrderResponse } from '../../shared/api/futures/order';
import type { CoinmOrderParams, UsdmOrderParams } from '../../shared/api/futures/order-params';
import { asParams, type CallOptions } from './client-order-id';
import type { RateLimits } from './rate-limits';
import type { Transport } from './transport';

/** The quote-settled futures family (`/fapi/v1`). */
export function createUsdmClient(t: Transport, limits: RateLimits, newClientOrderId: () => string) {
  return {
    baseUrl: t.baseUrl,
    time: () =>
      t.call({
        method: 'GET',
        path: '/fapi/v1/time',
        signed: false,
        schema: timeResponse,
        millisecondsOnly: true,
      }),
    async exchangeInfo(): Promise<UsdmExchangeInfo> {
      const info = await t.call({
        method: 'GET',
        path: '/fapi/v1/exchangeInfo',
        signed: false,
        schema: usdmExchangeInfoResponse,
      });
      limits.setLimits(t.family, info.rateLimits);
      return info;
    },
    /** POST /fapi/v1/order; newClientOrderId generated when not given. */
    newOrder(params: UsdmOrderParams, options: CallOptions = {}) {
      const id = params.newClientOrderId ?? newClientOrderId();
      return t.call({
        method: 'POST',
        path: '/fapi/v1/order',
        signed: true,
        params: asParams({ ...params, newClientOrderId: id }),
        schema: usdmOrderResponse,
        countsOrders: true,
        newClientOrderId: id,
        recvWindow: options.recvWindow,
      });
    },
  };
}

/** The contract-quantity futures family (`/dapi/v1`). */
export function createCoinmClient(t: Transport, newClientOrderId: () => string) {
  return {
    baseUrl: t.baseUrl,
    /** Read for the clock offset; the spec names no shape, the venue answers `{serverTime}` as fapi does. */
    time: () =>
      t.call({
        method: 'GET',
        path: '/dapi/v1/time',
        signed: false,
        schema: timeResponse,
        millisecondsOnly: true,
      }),
    /** POST /dapi/v1/order; newClientOrderId generated when not given. */
    newOrder(params: CoinmOrderParams, options: CallOptions = {}) {
      const id = params.newClientOrderId ?? newClientOrderId();
      return t.call({
        method: 'POST',
        path: '/dapi/v1/order',
        signed: true,
        params: asParams({ ...params, newClientOrderId: id }),
        schema: coinmOrderResponse,
        countsOrders: true,
        newClientOrderId: id,
        recvWindow: options.recvWindow,
      });
    },
  };
}

export type UsdmClient = ReturnType<typeof createUsdmClient>;
export type CoinmClient = ReturnType<typeof createCoinmClient>;
