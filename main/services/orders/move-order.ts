import { dec } from '@shared/decimal/decimal';
import type { NewOrderArgs, OcoArgs, OtoArgs, OtocoArgs } from '@shared/ipc/order-args';
import type { MoveOrderArgs, MoveOutcome, OrderListView, OrderView } from '@shared/ipc/orders';
import { VenueError } from '../../venue/venue-error';
import type { OrderSelectorArgs } from './order-manager';

/** What moving an order uses of the order manager. */
export interface MoveDeps {
  readonly find: (ref: OrderSelectorArgs) => OrderView | undefined;
  readonly lists: () => OrderListView[];
  readonly amend: (ref: OrderSelectorArgs, newQty: string) => Promise<OrderView>;
  readonly cancelReplace: (args: {
    readonly cancel: OrderSelectorArgs;
    readonly mode: 'STOP_ON_FAILURE';
    readonly order: NewOrderArgs;
  }) => Promise<{ readonly newOrderResult: string; readonly placed: OrderView | null } & Refusals>;
  readonly cancelList: (symbol: string, orderListId: number) => Promise<OrderListView>;
  readonly place: (order: NewOrderArgs) => Promise<OrderView>;
  readonly placeOco: (args: OcoArgs) => Promise<OrderListView>;
  readonly placeOto: (args: OtoArgs) => Promise<OrderListView>;
  readonly placeOtoco: (args: OtocoArgs) => Promise<OrderListView>;
}

interface Refusals {
  readonly cancelResult: string;
  readonly explanation: string;
  readonly cancelError: { readonly message: string } | null;
  readonly newOrderError: { readonly message: string } | null;
}

const remaining = (o: OrderView) => dec(o.origQty).minus(o.executedQty);
const working = (o: OrderView) => o.status === 'NEW' || o.status === 'PARTIALLY_FILLED';
const isStop = (type: OrderView['type']) =>
  type === 'STOP_LOSS' ||
  type === 'STOP_LOSS_LIMIT' ||
  type === 'TAKE_PROFIT' ||
  type === 'TAKE_PROFIT_LIMIT';
/** Where an order is moved by its price: a limit's price, a stop market's trigger. */
const hasLimitPrice = (type: OrderView['type']) =>
  type !== 'MARKET' && type !== 'STOP_LOSS' && type !== 'TAKE_PROFIT';

const refused = (reason: string): MoveOutcome => ({
  moved: false,
  how: 'none',
  order: null,
  list: null,
  reason,
});

/** The order's fields with the move applied: a new price, trigger or open quantity. */
function movedFields(order: OrderView, move: MoveOrderArgs) {
  return {
    price: move.price ?? order.price,
    stopPrice: move.stopPrice ?? order.stopPrice ?? undefined,
    quantity: move.quantity ?? remaining(order).toFixed(),
  };
}

/** The same order again, as a new order the venue takes, with the move applied. */
function replacement(order: OrderView, move: MoveOrderArgs): NewOrderArgs {
  const { price, stopPrice, quantity } = movedFields(order, move);
  const common = {
    symbol: order.symbol,
    side: order.side,
    quantity,
    ...(order.selfTradePreventionMode ? { selfTradePreventionMode: order.selfTradePreventionMode } : {}),
  };
  const trigger = {
    ...(stopPrice !== undefined && dec(stopPrice).gt(0) ? { stopPrice } : {}),
    ...(order.trailingDelta ? { trailingDelta: order.trailingDelta } : {}),
  };
  const tif = (order.timeInForce ?? 'GTC') as 'GTC' | 'IOC' | 'FOK';
  const iceberg = order.icebergQty && dec(order.icebergQty).gt(0) ? { icebergQty: order.icebergQty } : {};
  switch (order.type) {
    case 'LIMIT':
      return { ...common, type: 'LIMIT', price, timeInForce: tif, ...iceberg };
    case 'LIMIT_MAKER':
      return { ...common, type: 'LIMIT_MAKER', price, ...iceberg };
    case 'STOP_LOSS':
    case 'TAKE_PROFIT':
      return { ...common, type: order.type, ...trigger };
    case 'STOP_LOSS_LIMIT':
    case 'TAKE_PROFIT_LIMIT':
      return { ...common, type: order.type, price, timeInForce: tif, ...iceberg, ...trigger };
    case 'MARKET':
      throw new Error('a market order is never open');
  }
}

/** One leg of an OCO pair as the venue takes it, with the move applied when it is the moved leg. */
function ocoLeg(order: OrderView, move: MoveOrderArgs | null): OcoArgs['above'] {
  const args = replacement(order, move ?? {});
  const {
    symbol: _symbol,
    side: _side,
    quantity: _quantity,
    selfTradePreventionMode: _stp,
    ...leg
  } = args as NewOrderArgs & { quantity?: string; selfTradePreventionMode?: string };
  return leg as OcoArgs['above'];
}

/** Of an OCO pair, the leg above the market: the take-profit of a sell, the stop of a buy. */
function abovePair(a: OrderView, b: OrderView): [OrderView, OrderView] {
  const aboveIsStop = a.side === 'BUY';
  const aStopLike = a.type.startsWith('STOP_LOSS');
  return aStopLike === aboveIsStop ? [a, b] : [b, a];
}

const legMove = (leg: OrderView, target: OrderView, move: MoveOrderArgs) =>
  leg.clientOrderId === target.clientOrderId ? move : null;

/**
 * Moves an open order by the cheapest call the venue allows that leaves no duplicate and no orphan:
 * amend keepPriority when only the quantity falls (the order keeps its place in the queue);
 * cancelReplace with STOP_ON_FAILURE when the price, trigger or a larger quantity changes (if the cancel
 * fails nothing new is placed); for a list member, the venue cancels the whole list with any member,
 * so the list is cancelled and placed again as it stood with the one leg moved — an OCO as an OCO, an
 * OTO or OTOCO whose working order has not filled as itself, and once it has filled, what is left
 * (an OCO pair, or a single order). The filters are checked before anything is sent.
 */
export function createMover(deps: MoveDeps) {
  const listOf = (order: OrderView) =>
    order.orderListId === -1
      ? undefined
      : deps.lists().find((l) => l.symbol === order.symbol && l.orderListId === order.orderListId);

  async function moveSingle(order: OrderView, move: MoveOrderArgs): Promise<MoveOutcome> {
    const ref = { symbol: order.symbol, clientOrderId: order.clientOrderId };
    const outcome = await deps.cancelReplace({
      cancel: ref,
      mode: 'STOP_ON_FAILURE',
      order: replacement(order, move),
    });
    if (outcome.newOrderResult === 'SUCCESS' && outcome.placed)
      return { moved: true, how: 'cancelReplace', order: outcome.placed, list: null, reason: null };
    const why = outcome.newOrderError?.message ?? outcome.cancelError?.message ?? outcome.explanation;
    return refused(why);
  }

  /** Cancels the list, then places what it was with the leg moved; the new list's member is returned. */
  async function replaceList(
    list: OrderListView,
    place: () => Promise<OrderListView | OrderView>,
    target: OrderView,
  ): Promise<MoveOutcome> {
    await deps.cancelList(list.symbol, list.orderListId!);
    try {
      const placed = await place();
      if ('orders' in placed) {
        const index = list.orders.findIndex((o) => o.clientOrderId === target.clientOrderId);
        return {
          moved: true,
          how: 'listReplace',
          order: placed.orders[index] ?? null,
          list: placed,
          reason: null,
        };
      }
      return { moved: true, how: 'listReplace', order: placed, list: null, reason: null };
    } catch (error) {
      const words = error instanceof VenueError ? error.message : String(error);
      return refused(
        `the venue refused the new list (${words}); the old one was cancelled — place it again.`,
      );
    }
  }

  async function moveListMember(
    list: OrderListView,
    order: OrderView,
    move: MoveOrderArgs,
  ): Promise<MoveOutcome> {
    const legs = list.orders;
    if (legs.some((o) => o.status === 'PARTIALLY_FILLED'))
      return refused('a member of its list has started to fill: change the list from the order form.');
    const stp = legs[0]?.selfTradePreventionMode;
    const common = stp ? { selfTradePreventionMode: stp } : {};
    /** An OCO pair placed again with the moved leg moved: the quantity given, or what it has left. */
    const replacedPair = (a: OrderView, b: OrderView, quantity?: string) => {
      const [above, below] = abovePair(a, b);
      return {
        side: above.side,
        quantity: quantity ?? remaining(above).toFixed(),
        above: ocoLeg(above, legMove(above, order, move)),
        below: ocoLeg(below, legMove(below, order, move)),
      };
    };
    if (list.contingencyType === 'OCO' && legs.length === 2) {
      const oco: OcoArgs = {
        symbol: list.symbol,
        ...replacedPair(legs[0]!, legs[1]!, move.quantity),
        ...common,
      };
      return replaceList(list, () => deps.placeOco(oco), order);
    }
    const [workingLeg, ...pending] = legs;
    if (!workingLeg) return refused('the list has no orders the terminal knows.');
    if (workingLeg.status === 'FILLED') {
      // The working order filled: what is left works on its own — an OCO pair, or one order.
      if (pending.length === 2) {
        const oco: OcoArgs = { symbol: list.symbol, ...replacedPair(pending[0]!, pending[1]!), ...common };
        return replaceList(list, () => deps.placeOco(oco), order);
      }
      return replaceList(list, () => deps.place(replacement(order, move)), order);
    }
    const workingArgs = replacement(workingLeg, legMove(workingLeg, order, move) ?? {});
    const working = {
      type: workingArgs.type,
      side: workingLeg.side,
      price: (workingArgs as { price: string }).price,
      quantity: workingArgs.quantity!,
      ...('timeInForce' in workingArgs ? { timeInForce: workingArgs.timeInForce } : {}),
      ...('icebergQty' in workingArgs && workingArgs.icebergQty
        ? { icebergQty: workingArgs.icebergQty }
        : {}),
    } as OtoArgs['working'];
    if (pending.length === 1) {
      const only = pending[0]!;
      const pendingArgs = replacement(only, legMove(only, order, move) ?? {});
      const {
        symbol: _s,
        selfTradePreventionMode: _m,
        ...pendingLeg
      } = pendingArgs as NewOrderArgs & {
        selfTradePreventionMode?: string;
      };
      const oto: OtoArgs = {
        symbol: list.symbol,
        working,
        pending: pendingLeg as OtoArgs['pending'],
        ...common,
      };
      return replaceList(list, () => deps.placeOto(oto), order);
    }
    const pair = replacedPair(pending[0]!, pending[1]!);
    const otoco: OtocoArgs = {
      symbol: list.symbol,
      working,
      pendingSide: pair.side,
      pendingQuantity: pair.quantity,
      pendingAbove: pair.above,
      pendingBelow: pair.below,
      ...common,
    };
    return replaceList(list, () => deps.placeOtoco(otoco), order);
  }

  return async function moveOrder(
    args: MoveOrderArgs & { readonly order: OrderSelectorArgs },
  ): Promise<MoveOutcome> {
    const { order: ref, ...move } = args;
    const order = deps.find(ref);
    if (!order || !(working(order) || order.status === 'PENDING_NEW'))
      return refused('the order is no longer open.');
    // A stop market order has no price of its own: moving it moves its trigger.
    if (
      move.price !== undefined &&
      !hasLimitPrice(order.type) &&
      move.stopPrice === undefined &&
      isStop(order.type)
    )
      return moveSelf(order, { ...move, stopPrice: move.price, price: undefined });
    return moveSelf(order, move);
  };

  async function moveSelf(order: OrderView, move: MoveOrderArgs): Promise<MoveOutcome> {
    const samePrices =
      (move.price === undefined || dec(move.price).eq(order.price)) &&
      (move.stopPrice === undefined || dec(move.stopPrice).eq(order.stopPrice ?? 0));
    const quantityOnly = move.quantity !== undefined && !dec(move.quantity).eq(remaining(order));
    if (samePrices && !quantityOnly) return refused('the order is already there.');
    if (samePrices && dec(move.quantity!).lt(remaining(order))) {
      // The venue amends a list member in place too (an OCO's other leg with it).
      const newQty = dec(order.executedQty).plus(move.quantity!).toFixed();
      const amended = await deps.amend({ symbol: order.symbol, clientOrderId: order.clientOrderId }, newQty);
      return { moved: true, how: 'amend', order: amended, list: null, reason: null };
    }
    const list = listOf(order);
    if (order.orderListId !== -1 && !list) return refused('its order list is not known yet.');
    return list ? moveListMember(list, order, move) : moveSingle(order, move);
  }
}
