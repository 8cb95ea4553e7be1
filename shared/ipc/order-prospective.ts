import type { Side } from '../api/spot/enums';
import type { ProspectiveOrder } from '../market/filters';
import type { NewOrderArgs, OcoArgs, OtoArgs, OtocoArgs } from './order-args';

// The orders the symbol's filters look at, from the arguments of an order or list: the order form
// checks them as the trader types, main again before it sends anything.

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
