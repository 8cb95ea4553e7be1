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
import type { Transport } from '../transport';

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
  const place = (
    path: string,
    listClientOrderId: string | undefined,
    params: Params,
    options: CallOptions,
  ): Promise<PlacedOrderList> => {
    const id = listClientOrderId ?? newClientOrderId();
    return t.call({
      method: 'POST',
      path: `/api/v3/orderList/${path}`,
      signed: true,
      params: { ...params, listClientOrderId: id },
      schema: placedOrderList,
      countsOrders: true,
      listClientOrderId: id,
      recvWindow: options.recvWindow,
    });
  };

  return {
    oco: ({ above, below, listClientOrderId, ...rest }: OcoParams, options: CallOptions = {}) =>
      place(
        'oco',
        listClientOrderId,
        { ...asParams(rest), ...prefixed('above', above), ...prefixed('below', below) },
        options,
      ),

    oto: ({ working, pending, listClientOrderId, ...rest }: OtoParams, options: CallOptions = {}) =>
      place(
        'oto',
        listClientOrderId,
        { ...asParams(rest), ...prefixed('working', working), ...prefixed('pending', pending) },
        options,
      ),

    otoco: (
      { working, pendingAbove, pendingBelow, listClientOrderId, ...rest }: OtocoParams,
      options: CallOptions = {},
    ) =>
      place(
        'otoco',
        listClientOrderId,
        {
          ...asParams(rest),
          ...prefixed('working', working),
          ...prefixed('pendingAbove', pendingAbove),
          ...prefixed('pendingBelow', pendingBelow),
        },
        options,
      ),

    cancelOrderList: (params: CancelOrderListParams, options: CallOptions = {}) =>
      t.call({
        method: 'DELETE',
        path: '/api/v3/orderList',
        signed: true,
        params: asParams(params),
        schema: canceledOrderList,
        recvWindow: options.recvWindow,
      }),

    orderList: (params: QueryOrderListParams, options: CallOptions = {}) =>
      t.call({
        method: 'GET',
        path: '/api/v3/orderList',
        signed: true,
        params: asParams(params),
        schema: orderList,
        recvWindow: options.recvWindow,
      }),

    allOrderLists: (
      params: {
        readonly fromId?: number;
        readonly startTime?: number;
        readonly endTime?: number;
        readonly limit?: number;
      } = {},
      options: CallOptions = {},
    ) =>
      t.call({
        method: 'GET',
        path: '/api/v3/allOrderList',
        signed: true,
        params: asParams(params),
        schema: z.array(orderList),
        recvWindow: options.recvWindow,
      }),

    openOrderLists: (options: CallOptions = {}) =>
      t.call({
        method: 'GET',
        path: '/api/v3/openOrderList',
        signed: true,
        schema: z.array(orderList),
        recvWindow: options.recvWindow,
      }),
  };
}
