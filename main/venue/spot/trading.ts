import { z } from 'zod';
import { amendKeepPriorityResponse, orderAmendmentsResponse } from '@shared/api/spot/amend';
import {
  cancelReplaceErrorBody,
  cancelReplaceResponse,
  type CancelReplaceOutcome,
} from '@shared/api/spot/cancel-replace';
import type { NewOrderRespType } from '@shared/api/spot/enums';
import {
  canceledOrder,
  orderAck,
  orderFull,
  orderResult,
  queriedOrder,
  testOrderCommissionResponse,
  testOrderResponse,
  type OrderAck,
  type OrderFull,
  type OrderResult,
  type TestOrderCommission,
} from '@shared/api/spot/order';
import { cancelAllResponse } from '@shared/api/spot/order-list';
import type {
  AmendKeepPriorityParams,
  CancelOrderParams,
  CancelReplaceParams,
  NewOrderParams,
  OrderSelector,
} from '@shared/api/spot/order-params';
import { asParams, type CallOptions } from '../client-order-id';
import type { Transport } from '../transport';
import { signedSpotCall } from './signed-call';

export type OrderResponseOf<R extends NewOrderRespType> = R extends 'ACK'
  ? OrderAck
  : R extends 'RESULT'
    ? OrderResult
    : OrderFull;

const orderSchemaOf = { ACK: orderAck, RESULT: orderResult, FULL: orderFull } as const;

/** cancelReplace answers that are outcomes: one part done, the other not (409, or 429 with CANCEL_ONLY). */
function partialOutcome(status: number, body: unknown): CancelReplaceOutcome | undefined {
  const parsed = cancelReplaceErrorBody.safeParse(body);
  if (!parsed.success) return undefined;
  const { code, msg, data } = parsed.data;
  if (data.cancelResult !== 'SUCCESS' && data.newOrderResult !== 'SUCCESS') return undefined;
  return { outcome: 'partial', status, code, msg, data };
}

/** Order placement, query, cancel, cancelReplace and amend. */
export function spotTrading(t: Transport, newClientOrderId: () => string) {
  const signed = signedSpotCall(t);

  return {
    /** POST /api/v3/order. newClientOrderId is generated when not given; newOrderRespType defaults to FULL. */
    newOrder<R extends NewOrderRespType = 'FULL'>(
      params: NewOrderParams & { readonly newOrderRespType?: R },
      options: CallOptions = {},
    ): Promise<OrderResponseOf<R>> {
      const clientOrderId = params.newClientOrderId ?? newClientOrderId();
      const respType = params.newOrderRespType ?? 'FULL';
      return t.call({
        method: 'POST',
        path: '/api/v3/order',
        signed: true,
        params: asParams({ ...params, newClientOrderId: clientOrderId, newOrderRespType: respType }),
        schema: orderSchemaOf[respType],
        countsOrders: true,
        newClientOrderId: clientOrderId,
        recvWindow: options.recvWindow,
      }) as Promise<OrderResponseOf<R>>;
    },

    /** POST /api/v3/order/test: validates without placing; commission rates when asked. */
    testOrder<C extends boolean = false>(
      params: NewOrderParams,
      options: CallOptions & { readonly computeCommissionRates?: C } = {},
    ): Promise<C extends true ? TestOrderCommission : Record<string, never>> {
      const compute = options.computeCommissionRates === true;
      return t.call({
        method: 'POST',
        path: '/api/v3/order/test',
        signed: true,
        params: asParams({ ...params, ...(compute ? { computeCommissionRates: true } : {}) }),
        schema: compute ? testOrderCommissionResponse : testOrderResponse,
        recvWindow: options.recvWindow,
      }) as Promise<C extends true ? TestOrderCommission : Record<string, never>>;
    },

    queryOrder: (params: { readonly symbol: string } & OrderSelector, options: CallOptions = {}) =>
      signed('GET', 'order', queriedOrder, params, options),

    cancelOrder: (params: CancelOrderParams, options: CallOptions = {}) =>
      signed('DELETE', 'order', canceledOrder, params, options),

    /** DELETE /api/v3/openOrders: every open order and list on the symbol. */
    cancelOpenOrders: (symbol: string, options: CallOptions = {}) =>
      signed('DELETE', 'openOrders', cancelAllResponse, { symbol }, options),

    /** POST /api/v3/order/cancelReplace. A partial outcome resolves (outcome 'partial'); it is not thrown. */
    async cancelReplace(
      params: CancelReplaceParams,
      options: CallOptions = {},
    ): Promise<CancelReplaceOutcome> {
      const clientOrderId = params.newClientOrderId ?? newClientOrderId();
      const result = await t.call({
        method: 'POST',
        path: '/api/v3/order/cancelReplace',
        signed: true,
        params: asParams({ ...params, newClientOrderId: clientOrderId }),
        schema: cancelReplaceResponse,
        countsOrders: true,
        newClientOrderId: clientOrderId,
        recvWindow: options.recvWindow,
        outcomeOf: partialOutcome,
      });
      return 'outcome' in result ? result : { outcome: 'replaced', ...result };
    },

    /** PUT /api/v3/order/amend/keepPriority: lowers the quantity, keeps the queue place. */
    amendKeepPriority: (params: AmendKeepPriorityParams, options: CallOptions = {}) =>
      signed('PUT', 'order/amend/keepPriority', amendKeepPriorityResponse, params, options),

    orderAmendments: (
      params: {
        readonly symbol: string;
        readonly orderId: number;
        readonly fromExecutionId?: number;
        readonly limit?: number;
      },
      options: CallOptions = {},
    ) => signed('GET', 'order/amendments', orderAmendmentsResponse, params, options),

    /** GET /api/v3/openOrders: one symbol, or all (weight 80). */
    openOrders: (params: { readonly symbol?: string } = {}, options: CallOptions = {}) =>
      signed('GET', 'openOrders', z.array(queriedOrder), params, options),

    allOrders: (
      params: {
        readonly symbol: string;
        readonly orderId?: number;
        readonly startTime?: number;
        readonly endTime?: number;
        readonly limit?: number;
      },
      options: CallOptions = {},
    ) => signed('GET', 'allOrders', z.array(queriedOrder), params, options),
  };
}
