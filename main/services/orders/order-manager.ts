import type { TestOrderCommission } from '@shared/api/spot/order';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { CancelReplaceView, OrderListView, OrderView } from '@shared/ipc/orders';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { VenueError } from '../../venue/venue-error';
import {
  cancelReplaceEndpoint,
  cancelReplaceParts,
  cancelReplaceRefusal,
  withOrders,
} from './cancel-replace-view';
import { executionReportView, reportClientOrderId } from './execution-report-view';
import { listView, type VenueListFields } from './list-view';
import { createOrderCore, type OrderManagerDeps } from './order-core';
import { createMover } from './move-order';
import { createOrderLists } from './order-lists';
import { newOrderParams, prospectiveOrder } from './order-params';
import { sendingView, type VenueOrderFields } from './order-view';
import { createOrderHistory } from './order-history';

export interface OrderSelectorArgs {
  readonly symbol: string;
  readonly orderId?: number;
  readonly clientOrderId?: string;
}

const selector = (ref: OrderSelectorArgs) =>
  ref.orderId !== undefined
    ? { orderId: ref.orderId, ...(ref.clientOrderId ? { origClientOrderId: ref.clientOrderId } : {}) }
    : { origClientOrderId: ref.clientOrderId! };

/**
 * The order manager: every order the terminal places, with main's own client ids, checked against the
 * symbol's filters first; an answer lost to a 5xx or a timeout leaves the order UNKNOWN until querying
 * it by client id tells what it is, so nothing is ever sent twice.
 */
export function createOrderManager(deps: OrderManagerDeps) {
  const core = createOrderCore(deps);
  const { store, ids, now, publish } = core;
  const spot = deps.spot;
  const lists = createOrderLists(core);

  /** A venue refusal of a new order: shown as REJECTED with the venue's words, then rethrown. */
  const refused = (pending: OrderView, error: unknown): never => {
    if (error instanceof VenueError && error.kind === 'unknown-outcome') throw error;
    const problem =
      error instanceof VenueError ? error.toPayload() : { kind: 'internal' as const, message: String(error) };
    core.beforeAnswer(() =>
      publish([{ view: { ...pending, status: 'REJECTED', updateTime: now(), problem } }]),
    );
    throw error;
  };

  /** Marks an order UNKNOWN with the lost answer as its problem, and starts reconciling it. */
  const unknown = (pending: OrderView, error: VenueError): OrderView => {
    const view: OrderView = { ...pending, status: 'UNKNOWN', updateTime: now(), problem: error.toPayload() };
    core.beforeAnswer(() => publish([{ view }]));
    core.reconcileOrder(view.symbol, view.clientOrderId);
    return view;
  };

  const isUnknownOutcome = (error: unknown): error is VenueError =>
    error instanceof VenueError && error.kind === 'unknown-outcome';

  /**
   * A new order checked against the symbol's filters before anything is sent: its params under a new
   * client id of main's, and the view it shows while being sent.
   */
  const prepare = async (endpoint: string, order: NewOrderArgs, clientOrderId = ids()) => {
    await core.check(endpoint, order.symbol, [prospectiveOrder(order)]);
    return {
      pending: sendingView(order, clientOrderId, now()),
      // The venue answers stop and limit-maker orders ACK by default; the terminal wants the order.
      params: { ...newOrderParams(order, clientOrderId), newOrderRespType: 'FULL' as const },
    };
  };

  const placed = (venue: VenueOrderFields, previous: OrderView): OrderView => {
    const view = core.viewOf(venue);
    core.beforeAnswer(() => publish([{ view, previous }]));
    return view;
  };

  const manager = {
    open: (symbol?: string): OrderView[] => store.open(symbol),
    openLists: () => store.lists(),

    /** Places an order under a new client id of main's, or the one a service of main's chose for it. */
    async place(order: NewOrderArgs, own: { readonly clientOrderId?: string } = {}): Promise<OrderView> {
      const { pending, params } = await prepare('POST /api/v3/order', order, own.clientOrderId);
      core.keepSending(pending);
      try {
        const client = await spot();
        return placed(await client.newOrder(params), pending);
      } catch (error) {
        if (isUnknownOutcome(error)) return unknown(pending, error);
        return refused(pending, error);
      }
    },

    /** One order as the venue has it now, by its client id. */
    async query(symbol: string, clientOrderId: string): Promise<OrderView> {
      return core.viewOf(await (await spot()).queryOrder({ symbol, origClientOrderId: clientOrderId }));
    },

    /** An order as the manager knows it, without asking the venue. */
    find: (ref: OrderSelectorArgs): OrderView | undefined => store.find(ref),

    async test(order: NewOrderArgs, computeCommissionRates: boolean): Promise<TestOrderCommission | null> {
      await core.check('POST /api/v3/order/test', order.symbol, [prospectiveOrder(order)]);
      const params = newOrderParams(order, ids());
      const client = await spot();
      if (computeCommissionRates) return client.testOrder(params, { computeCommissionRates: true });
      await client.testOrder(params);
      return null;
    },

    async cancel(
      ref: OrderSelectorArgs,
      cancelRestrictions?: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED',
    ): Promise<OrderView> {
      const answer = await (
        await spot()
      ).cancelOrder({
        symbol: ref.symbol,
        ...selector(ref),
        newClientOrderId: ids(),
        ...(cancelRestrictions ? { cancelRestrictions } : {}),
      });
      const view = core.viewOf(answer);
      core.beforeAnswer(() => publish([{ view, previous: ref }]));
      return view;
    },

    async cancelAll(symbol: string): Promise<OrderView[]> {
      const answer = await (await spot()).cancelOpenOrders(symbol);
      const orders: OrderView[] = [];
      const lists: OrderListView[] = [];
      for (const item of answer) {
        if ('orderReports' in item) {
          const reports = item.orderReports.map((r) => core.viewOf(r));
          orders.push(...reports);
          lists.push(listView(item as VenueListFields, reports));
        } else orders.push(core.viewOf(item));
      }
      core.beforeAnswer(() => {
        publish(orders.map((view) => ({ view })));
        core.publishLists(lists);
      });
      return orders;
    },

    async cancelReplace(args: {
      readonly cancel: OrderSelectorArgs;
      readonly mode: 'STOP_ON_FAILURE' | 'ALLOW_FAILURE';
      readonly orderRateLimitExceededMode?: 'DO_NOTHING' | 'CANCEL_ONLY';
      readonly cancelRestrictions?: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED';
      readonly order: NewOrderArgs;
    }): Promise<CancelReplaceView> {
      const { cancel, order } = args;
      if (order.symbol !== cancel.symbol)
        throw new VenueError({
          kind: 'invalid-arguments',
          endpoint: cancelReplaceEndpoint,
          message: 'the new order must be on the symbol of the order it replaces',
        });
      const { pending, params } = await prepare(cancelReplaceEndpoint, order);
      const oldId = cancel.clientOrderId ?? String(cancel.orderId);
      const sel = selector(cancel);
      let parts;
      try {
        const client = await spot();
        const outcome = await client.cancelReplace({
          ...params,
          cancelReplaceMode: args.mode,
          cancelNewClientOrderId: ids(),
          ...('orderId' in sel ? { cancelOrderId: sel.orderId } : {}),
          ...(sel.origClientOrderId ? { cancelOrigClientOrderId: sel.origClientOrderId } : {}),
          ...(args.cancelRestrictions ? { cancelRestrictions: args.cancelRestrictions } : {}),
          ...(args.orderRateLimitExceededMode
            ? { orderRateLimitExceededMode: args.orderRateLimitExceededMode }
            : {}),
        } as Parameters<typeof client.cancelReplace>[0]);
        parts = cancelReplaceParts(outcome, oldId);
      } catch (error) {
        if (isUnknownOutcome(error)) {
          unknown(pending, error);
          const old = store.find(cancel);
          if (old?.clientOrderId) {
            core.beforeAnswer(() =>
              publish([{ view: { ...old, status: 'UNKNOWN', problem: error.toPayload() } }]),
            );
            core.reconcileOrder(old.symbol, old.clientOrderId);
          }
          throw error;
        }
        parts = cancelReplaceRefusal(error, oldId);
        if (!parts) throw error;
      }
      const canceled = parts.canceled ? core.viewOf(parts.canceled) : null;
      const placedView = parts.placed ? core.viewOf(parts.placed) : null;
      // Not held: a move's answer ends the mark the page keeps where the order was dropped, so the
      // order's own update must be there first, or the mark would be drawn back at the old price.
      publish([
        ...(canceled ? [{ view: canceled, previous: cancel }] : []),
        ...(placedView ? [{ view: placedView }] : []),
      ]);
      return withOrders(parts, canceled, placedView);
    },

    async amend(ref: OrderSelectorArgs, newQty: string): Promise<OrderView> {
      const answer = await (
        await spot()
      ).amendKeepPriority({
        symbol: ref.symbol,
        ...selector(ref),
        newQty,
        newClientOrderId: ids(),
      });
      const a = answer.amendedOrder;
      const view = core.viewOf({
        symbol: a.symbol,
        orderId: a.orderId,
        orderListId: a.orderListId,
        clientOrderId: a.clientOrderId,
        price: a.price,
        origQty: a.qty,
        executedQty: a.executedQty,
        cummulativeQuoteQty: a.cumulativeQuoteQty,
        origQuoteOrderQty: a.quoteOrderQty,
        status: a.status,
        timeInForce: a.timeInForce,
        type: a.type,
        side: a.side,
        selfTradePreventionMode: a.selfTradePreventionMode,
        updateTime: answer.transactTime,
        workingTime: a.workingTime,
      });
      // Not held, as a replace's: the order's own update reaches the page before the move's answer.
      publish([{ view, previous: { symbol: a.symbol, orderId: a.orderId } }]);
      return view;
    },

    ...lists,
    ...createOrderHistory(core),

    /** One event of the user-data stream. */
    onUserData(event: UserDataEvent): void {
      if (event.e === 'executionReport') {
        const previous = { symbol: event.s, orderId: event.i, clientOrderId: reportClientOrderId(event) };
        const known = store.find(previous) ?? store.find({ symbol: event.s, clientOrderId: event.c });
        publish([{ view: executionReportView(known, event), previous: known ?? previous }]);
      } else if (event.e === 'listStatus') {
        core.publishLists([
          listView(
            {
              symbol: event.s,
              orderListId: event.g,
              listClientOrderId: event.C,
              contingencyType: event.c,
              listStatusType: event.l,
              listOrderStatus: event.L,
              transactionTime: event.T,
              orders: event.O.map((o) => ({ symbol: o.s, orderId: o.i, clientOrderId: o.c })),
            },
            [],
            store,
          ),
        ]);
      }
    },

    resync: core.resync,
    /** Forgets every order and the symbols' filters: the active profile changed. */
    reset: () => {
      store.clear();
      core.forgetRules();
    },
    settled: core.settled,
    dispose: core.dispose,
  };
  const move = createMover({
    find: (ref) => store.find(ref),
    lists: () => store.lists(),
    amend: manager.amend,
    cancelReplace: manager.cancelReplace,
    cancelList: lists.cancelList,
    place: manager.place,
    placeOco: lists.placeOco,
    placeOto: lists.placeOto,
    placeOtoco: lists.placeOtoco,
  });
  return { ...manager, move };
}

export type OrderManager = ReturnType<typeof createOrderManager>;
