import { z } from 'zod';
import {
  canceledOrderList,
  orderList,
  placedOrderList,
  type PlacedOrderList,
} from '@shared/api/spot/order-list';
import type {
  CancelOrderListParams,
  OcoParams,
  OtocoParams,
  OtoParams,
  QueryOrderListParams,
} from '@shared/api/spot/order-list-params';
import { asParams, type CallOptions } from '../client-order-id';
import type { Params } from '../params';
import type { TimeRange } from '../query-params';
import type { Transport } from '../transport';
import { signedSpotCall } from './signed-call';

/** `{type, price}` under prefix `above` becomes `{aboveType, abovePrice}`. */
export function prefixed(prefix: string, leg: object | undefined): Params {
  if (leg === undefined) return {};
  return Object.fromEntries(
    Object.entries(leg).map(([key, value]) => [
      `${prefix}${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`,
      value,
    ]),
  ) as Params;
}

/** OCO, OTO, OTOCO placement; list cancel and queries. */
export function spotOrderLists(t: Transport, newClientOrderId: () => string) {
  const signed = signedSpotCall(t);
  /** Places a list, each leg's fields on the wire under its name (`above`: aboveType, abovePrice). */
  const place = <P extends { readonly listClientOrderId?: string }>(
    path: string,
    { listClientOrderId, ...fields }: P,
    legs: readonly (keyof P & string)[],
    options: CallOptions,
  ): Promise<PlacedOrderList> => {
    const id = listClientOrderId ?? newClientOrderId();
    const params: Record<string, unknown> = { ...fields };
    for (const leg of legs) {
      delete params[leg];
      Object.assign(params, prefixed(leg, (fields as Record<string, object | undefined>)[leg]));
    }
    params.listClientOrderId = id;
    return t.call({
      method: 'POST',
      path: `/api/v3/orderList/${path}`,
      signed: true,
      params: asParams(params),
      schema: placedOrderList,
      countsOrders: true,
      listClientOrderId: id,
      recvWindow: options.recvWindow,
    });
  };

  return {
    oco: (params: OcoParams, options: CallOptions = {}) => place('oco', params, ['above', 'below'], options),
    oto: (params: OtoParams, options: CallOptions = {}) =>
      place('oto', params, ['working', 'pending'], options),
    otoco: (params: OtocoParams, options: CallOptions = {}) =>
      place('otoco', params, ['working', 'pendingAbove', 'pendingBelow'], options),
    cancelOrderList: (params: CancelOrderListParams, options: CallOptions = {}) =>
      signed('DELETE', 'orderList', canceledOrderList, params, options),
    orderList: (params: QueryOrderListParams, options: CallOptions = {}) =>
      signed('GET', 'orderList', orderList, params, options),
    allOrderLists: (
      params: { readonly fromId?: number; readonly limit?: number } & TimeRange = {},
      options: CallOptions = {},
    ) => signed('GET', 'allOrderList', z.array(orderList), params, options),
    openOrderLists: (options: CallOptions = {}) =>
      signed('GET', 'openOrderList', z.array(orderList), {}, options),
  };
}
