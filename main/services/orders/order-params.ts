import type { NewOrderParams } from '@shared/api/spot/order-params';
import type { OcoParams, OtocoParams, OtoParams } from '@shared/api/spot/order-list-params';
import type { Side } from '@shared/api/spot/enums';
import type { ProspectiveOrder } from '@shared/market/filters';
import type { NewOrderArgs, OcoArgs, OtoArgs, OtocoArgs } from '@shared/ipc/order-args';

/** The renderer's order with main's own client order id: the venue client's exact param type. */
export const newOrderParams = (order: NewOrderArgs, newClientOrderId: string): NewOrderParams =>
  ({ ...order, newClientOrderId }) as NewOrderParams;

type Leg = {
  readonly type: ProspectiveOrder['type'];
  readonly price?: string;
  readonly stopPrice?: string;
  readonly quantity?: string;
  readonly icebergQty?: string;
  readonly trailingDelta?: number;
};

const prospective = (leg: Leg, side: Side, quantity?: string): ProspectiveOrder => ({
  side,
  type: leg.type,
  price: leg.price,
  stopPrice: leg.stopPrice,
  quantity: quantity ?? leg.quantity,
  icebergQty: leg.icebergQty,
  trailingDelta: leg.trailingDelta,
});

export const prospectiveOrder = (order: NewOrderArgs): ProspectiveOrder => ({
  ...prospective(order as Leg, order.side),
  quoteOrderQty: 'quoteOrderQty' in order ? order.quoteOrderQty : undefined,
});

export const ocoProspective = (args: OcoArgs): ProspectiveOrder[] => [
  prospective(args.above as Leg, args.side, args.quantity),
  prospective(args.below as Leg, args.side, args.quantity),
];

export const otoProspective = (args: OtoArgs): ProspectiveOrder[] => [
  prospective(args.working, args.working.side),
  prospective(args.pending as Leg, args.pending.side),
];

export const otocoProspective = (args: OtocoArgs): ProspectiveOrder[] => [
  prospective(args.working, args.working.side),
  prospective(args.pendingAbove as Leg, args.pendingSide, args.pendingQuantity),
  ...(args.pendingBelow
    ? [prospective(args.pendingBelow as Leg, args.pendingSide, args.pendingQuantity)]
    : []),
];

/** Every leg gets a client order id of main's too, so each order of the list can be found by it. */
export const ocoParams = (args: OcoArgs, ids: () => string): OcoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    above: { ...args.above, clientOrderId: ids() },
    below: { ...args.below, clientOrderId: ids() },
  }) as OcoParams;

export const otoParams = (args: OtoArgs, ids: () => string): OtoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    working: { ...args.working, clientOrderId: ids() },
    pending: { ...args.pending, clientOrderId: ids() },
  }) as OtoParams;

export const otocoParams = (args: OtocoArgs, ids: () => string): OtocoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    working: { ...args.working, clientOrderId: ids() },
    pendingAbove: { ...args.pendingAbove, clientOrderId: ids() },
    ...(args.pendingBelow ? { pendingBelow: { ...args.pendingBelow, clientOrderId: ids() } } : {}),
  }) as OtocoParams;
