import { z } from 'zod';
import type { RateLimit } from '@shared/api/spot/exchange-info';
import { timeResponse } from '@shared/api/spot/general';
import { coinmExchangeInfoResponse } from '@shared/api/futures/coinm-exchange-info';
import { usdmExchangeInfoResponse } from '@shared/api/futures/exchange-info';
import { futuresCommissionRate, futuresIncome, futuresUserTrade } from '@shared/api/futures/history';
import { coinmOrderResponse, usdmOrderResponse } from '@shared/api/futures/order';
import { listenKeyResponse } from '@shared/api/futures/user-data';
import {
  algoCancelResponse,
  usdmAlgoOrderResponse,
  type AlgoOrderSelector,
  type UsdmAlgoOrderParams,
} from '@shared/api/futures/algo-order';
import {
  coinmBracketsResponse,
  marginTypeResponse,
  positionMarginResponse,
  usdmSymbolBracketsResponse,
  type MarginTypeParams,
  type PositionMarginParams,
} from '@shared/api/futures/margin';
import type {
  CoinmOrderParams,
  FuturesModifyParams,
  FuturesOrderSelector,
  LeverageParams,
  PositionRiskParams,
  UsdmOrderParams,
} from '@shared/api/futures/order-params';
import {
  coinmAccountResponse,
  coinmLeverageResponse,
  coinmPositionRiskResponse,
  positionModeChangeResponse,
  positionModeResponse,
  usdmAccountResponse,
  usdmLeverageResponse,
  usdmPositionRiskResponse,
} from '@shared/api/futures/positions';
import { asParams, type CallOptions } from './client-order-id';
import type { RateLimits } from './rate-limits';
import { futuresMarketData } from './futures-market-data';
import type { Transport } from './transport';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** userTrades / income paging: a symbol, a time span, a starting id, a page size. */
export interface FuturesHistoryParams {
  readonly symbol?: string;
  readonly pair?: string;
  readonly incomeType?: string;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly fromId?: number;
  readonly limit?: number;
  readonly page?: number;
}

/** allOrders: a symbol (COIN-M: or a pair), from an order id or within a span of 7 days at most. */
export interface FuturesAllOrdersParams {
  readonly symbol?: string;
  readonly pair?: string;
  readonly orderId?: number;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit?: number;
}

const symbolPrice = z.object({ symbol: z.string(), price: z.string() });

/** A signed call with the caller's recvWindow. */
const signedCall =
  (t: Transport) =>
  <S extends z.ZodType>(method: Method, path: string, schema: S, params: object, options: CallOptions) =>
    t.call({ method, path, signed: true, params: asParams(params), schema, recvWindow: options.recvWindow });

/**
 * A signed POST that places an order and counts against the ORDERS limits, under a client id the
 * caller chose or one made now (`idKey` names it on the wire: newClientOrderId, clientAlgoId).
 */
function placeCounted<S extends z.ZodType>(
  t: Transport,
  path: string,
  params: Record<string, unknown>,
  idKey: 'newClientOrderId' | 'clientAlgoId',
  newId: () => string,
  schema: S,
  options: CallOptions,
) {
  const id = (params[idKey] as string | undefined) ?? newId();
  return t.call({
    method: 'POST',
    path,
    signed: true,
    params: asParams({ ...params, [idKey]: id }),
    schema,
    countsOrders: true,
    newClientOrderId: id,
    recvWindow: options.recvWindow,
  });
}

/** DELETE allOpenOrders and algoOpenOrders: `{code: 200, msg: "The operation of cancel all open order is done."}`. */
const cancelAllResponse = z.object({ code: z.number(), msg: z.string() });

type ExchangeInfoSchema = z.ZodType<{ readonly rateLimits: readonly RateLimit[] }>;

/** The endpoints both futures families share, under their own prefixes and with their own shapes. */
function familyCalls<O extends z.ZodType, I extends ExchangeInfoSchema>(
  t: Transport,
  limits: RateLimits,
  prefix: '/fapi/v1' | '/dapi/v1',
  schemas: { readonly order: O; readonly exchangeInfo: I },
  newClientOrderId: () => string,
) {
  const signed = signedCall(t);
  const orderSchema = schemas.order;

  return {
    baseUrl: t.baseUrl,
    ...futuresMarketData(t, prefix),
    /** GET exchangeInfo; its rateLimits become the family's limits. */
    async exchangeInfo(): Promise<z.output<I>> {
      const info = await t.call({
        method: 'GET',
        path: `${prefix}/exchangeInfo`,
        signed: false,
        schema: schemas.exchangeInfo,
      });
      limits.setLimits(t.family, info.rateLimits);
      return info;
    },
    time: () =>
      t.call({
        method: 'GET',
        path: `${prefix}/time`,
        signed: false,
        schema: timeResponse,
        millisecondsOnly: true,
        forTrading: true,
      }),
    /** The user-data stream's listen key (USER_STREAM: the API key, no signature). */
    listenKey: {
      open: () =>
        t.call({
          method: 'POST',
          path: `${prefix}/listenKey`,
          signed: false,
          keyed: true,
          schema: listenKeyResponse,
        }),
      /** Keeps it alive 60 more minutes; -1125 when it has lapsed. */
      keepAlive: () =>
        t.call({
          method: 'PUT',
          path: `${prefix}/listenKey`,
          signed: false,
          keyed: true,
          schema: listenKeyResponse,
        }),
      close: () =>
        t.call({
          method: 'DELETE',
          path: `${prefix}/listenKey`,
          signed: false,
          keyed: true,
          schema: z.object({}),
        }),
    },
    /** GET userTrades: the account's fills, oldest first, with each one's realized profit. */
    userTrades: (params: FuturesHistoryParams, options: CallOptions = {}) =>
      signed('GET', `${prefix}/userTrades`, z.array(futuresUserTrade), params, options),
    /** GET income: realized profit, commission, funding and transfers, oldest first. */
    income: (params: FuturesHistoryParams = {}, options: CallOptions = {}) =>
      signed('GET', `${prefix}/income`, z.array(futuresIncome), params, options),
    /** GET commissionRate: the account's maker and taker rates on one symbol (weight 20). */
    commissionRate: (params: { readonly symbol: string }, options: CallOptions = {}) =>
      signed('GET', `${prefix}/commissionRate`, futuresCommissionRate, params, options),
    /** POST order; newClientOrderId generated when not given. */
    placeOrder: (params: { readonly newClientOrderId?: string }, options: CallOptions) =>
      placeCounted(t, `${prefix}/order`, params, 'newClientOrderId', newClientOrderId, orderSchema, options),
    /** GET order: one order by orderId or origClientOrderId (-2013 when unknown). */
    queryOrder: (params: FuturesOrderSelector, options: CallOptions = {}) =>
      signed('GET', `${prefix}/order`, orderSchema, params, options),
    /** DELETE order: cancels an open order (-2011 when none is open). */
    cancelOrder: (params: FuturesOrderSelector, options: CallOptions = {}) =>
      signed('DELETE', `${prefix}/order`, orderSchema, params, options),
    /** DELETE allOpenOrders: every open order of one symbol (its answer names none of them). */
    cancelAllOpenOrders: (params: { readonly symbol: string }, options: CallOptions = {}) =>
      signed('DELETE', `${prefix}/allOpenOrders`, cancelAllResponse, params, options),
    /** PUT order (Modify Order): a LIMIT order's new price and quantity, in place; counts as an order. */
    modifyOrder: (params: FuturesModifyParams, options: CallOptions = {}) =>
      t.call({
        method: 'PUT',
        path: `${prefix}/order`,
        signed: true,
        params: asParams(params),
        schema: orderSchema,
        countsOrders: true,
        recvWindow: options.recvWindow,
      }),
    /** GET allOrders: the account's orders of a symbol, open or not, oldest first (weight 5; COIN-M 20, 40 a pair). */
    allOrders: (params: FuturesAllOrdersParams, options: CallOptions = {}) =>
      signed('GET', `${prefix}/allOrders`, z.array(orderSchema), params, options),
    /** GET openOrders, of one symbol or all. */
    openOrders: (params: { readonly symbol?: string } = {}, options: CallOptions = {}) =>
      signed('GET', `${prefix}/openOrders`, z.array(orderSchema), params, options),
    /** GET positionSide/dual: `dualSidePosition` true is hedge mode. */
    positionMode: (options: CallOptions = {}) =>
      signed('GET', `${prefix}/positionSide/dual`, positionModeResponse, {}, options),
    /** POST positionSide/dual: refused with -4059 (same mode), -4067 (open orders), -4068 (a position). */
    setPositionMode: (params: { readonly dualSidePosition: boolean }, options: CallOptions = {}) =>
      signed('POST', `${prefix}/positionSide/dual`, positionModeChangeResponse, params, options),
    /** GET ticker/price of one symbol: its contract (last trade) price (dapi answers a list). */
    async lastPrice(symbol: string): Promise<string | undefined> {
      const answer = await t.call({
        method: 'GET',
        path: `${prefix}/ticker/price`,
        signed: false,
        params: asParams({ symbol }),
        schema: z.union([symbolPrice, z.array(symbolPrice)]),
      });
      return (Array.isArray(answer) ? answer[0] : answer)?.price;
    },
    /** POST marginType: -4046 (already so), -4047 (open orders), -4048 (a position). */
    setMarginType: (params: MarginTypeParams, options: CallOptions = {}) =>
      signed('POST', `${prefix}/marginType`, marginTypeResponse, params, options),
    /** POST positionMargin: adds (type 1) or removes (type 2) an isolated position's margin. */
    modifyPositionMargin: (params: PositionMarginParams, options: CallOptions = {}) =>
      signed('POST', `${prefix}/positionMargin`, positionMarginResponse, params, options),
  };
}

/**
 * A family's leverage brackets (GET, one symbol), positions (GET positionRisk), account (GET) and
 * leverage (POST): the same calls at paths of its own (their versions differ) with answers of its own.
 */
function positionCalls<B extends z.ZodType, P extends z.ZodType, A extends z.ZodType, L extends z.ZodType>(
  t: Transport,
  endpoints: {
    readonly leverageBracket: readonly [string, B];
    readonly positionRisk: readonly [string, P];
    readonly account: readonly [string, A];
    readonly leverage: readonly [string, L];
  },
) {
  const signed = signedCall(t);
  const { leverageBracket, positionRisk, account, leverage } = endpoints;
  return {
    leverageBrackets: (params: { readonly symbol: string }, options: CallOptions = {}) =>
      signed('GET', leverageBracket[0], leverageBracket[1], params, options),
    positionRisk: (params: PositionRiskParams = {}, options: CallOptions = {}) =>
      signed('GET', positionRisk[0], positionRisk[1], params, options),
    account: (options: CallOptions = {}) => signed('GET', account[0], account[1], {}, options),
    setLeverage: (params: LeverageParams, options: CallOptions = {}) =>
      signed('POST', leverage[0], leverage[1], params, options),
  };
}

/** The quote-settled futures family (`/fapi`). */
export function createUsdmClient(t: Transport, limits: RateLimits, newClientOrderId: () => string) {
  const { placeOrder, ...shared } = familyCalls(
    t,
    limits,
    '/fapi/v1',
    { order: usdmOrderResponse, exchangeInfo: usdmExchangeInfoResponse },
    newClientOrderId,
  );
  const signedUsdm = signedCall(t);
  return {
    ...shared,
    /** POST /fapi/v1/order; newClientOrderId generated when not given. */
    newOrder: (params: UsdmOrderParams, options: CallOptions = {}) => placeOrder(params, options),
    /** POST /fapi/v1/algoOrder: a conditional order, held by the algo service until it triggers. */
    newAlgoOrder: (params: UsdmAlgoOrderParams, options: CallOptions = {}) =>
      placeCounted(
        t,
        '/fapi/v1/algoOrder',
        { ...params },
        'clientAlgoId',
        newClientOrderId,
        usdmAlgoOrderResponse,
        options,
      ),
    /** GET /fapi/v1/algoOrder (-2013 when unknown). */
    queryAlgoOrder: (params: AlgoOrderSelector, options: CallOptions = {}) =>
      signedUsdm('GET', '/fapi/v1/algoOrder', usdmAlgoOrderResponse, params, options),
    /** DELETE /fapi/v1/algoOrder: cancels an algo order still waiting (-2011 otherwise). */
    cancelAlgoOrder: (params: AlgoOrderSelector, options: CallOptions = {}) =>
      signedUsdm('DELETE', '/fapi/v1/algoOrder', algoCancelResponse, params, options),
    /** DELETE /fapi/v1/algoOpenOrders: every algo order of one symbol still waiting for its trigger. */
    cancelAllAlgoOrders: (params: { readonly symbol: string }, options: CallOptions = {}) =>
      signedUsdm('DELETE', '/fapi/v1/algoOpenOrders', cancelAllResponse, params, options),
    /** GET /fapi/v1/openAlgoOrders: the algo orders waiting for their trigger. */
    openAlgoOrders: (params: { readonly symbol?: string } = {}, options: CallOptions = {}) =>
      signedUsdm('GET', '/fapi/v1/openAlgoOrders', z.array(usdmAlgoOrderResponse), params, options),
    ...positionCalls(t, {
      leverageBracket: ['/fapi/v1/leverageBracket', usdmSymbolBracketsResponse],
      positionRisk: ['/fapi/v2/positionRisk', usdmPositionRiskResponse],
      account: ['/fapi/v2/account', usdmAccountResponse],
      leverage: ['/fapi/v1/leverage', usdmLeverageResponse],
    }),
  };
}

/** The contract-quantity futures family (`/dapi`). */
export function createCoinmClient(t: Transport, limits: RateLimits, newClientOrderId: () => string) {
  // Its exchangeInfo is beyond the spec.
  const { placeOrder, ...shared } = familyCalls(
    t,
    limits,
    '/dapi/v1',
    { order: coinmOrderResponse, exchangeInfo: coinmExchangeInfoResponse },
    newClientOrderId,
  );
  return {
    ...shared,
    /** POST /dapi/v1/order; newClientOrderId generated when not given. */
    newOrder: (params: CoinmOrderParams, options: CallOptions = {}) => placeOrder(params, options),
    ...positionCalls(t, {
      // The venue answers an array, for the one symbol.
      leverageBracket: ['/dapi/v2/leverageBracket', coinmBracketsResponse],
      positionRisk: ['/dapi/v1/positionRisk', coinmPositionRiskResponse],
      account: ['/dapi/v1/account', coinmAccountResponse],
      leverage: ['/dapi/v1/leverage', coinmLeverageResponse],
    }),
  };
}

export type UsdmClient = ReturnType<typeof createUsdmClient>;
export type CoinmClient = ReturnType<typeof createCoinmClient>;
