import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { ExchangeFilter } from '@shared/api/spot/filters';
import type { AccountRegistry, PaperAccount } from '../accounts/account-registry';
import type { SymbolCatalog } from '../config/symbols';
import type { CanceledOrder, Fill } from '@shared/api/spot/order';
import { EngineError, type NewOrder, type OcoLeg } from '../engine';
import type { ListOrder } from '../engine/commands';
import type {
  EngineRejection,
  ListLegRequest,
  NewOrderRequest,
  OrderListRequest,
  VenueEngine,
} from '../http/engine-port';
import type { VenueStore } from '../store/venue-store';
import { accountInfoBody } from './account-info';
import { storeMarketData } from './market-data-adapter';
import { checkSymbolAccess, OrderChecks } from './order-checks';
import {
  amendReport,
  listCancelReport,
  listPlacementReport,
  orderCancelReport,
  placementReport,
} from './reports';

/** Engine refusals reach the HTTP layer as `{code, msg}`. */
function rejecting<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof EngineError)
      throw { code: error.code, msg: error.message } satisfies EngineRejection;
    throw error;
  }
}

/** The engine's form of a new order: the request less its answer shape, with the symbol's default STP
 * mode when the client sent none. */
function engineOrder(order: NewOrder | NewOrderRequest, info: SymbolInfo): NewOrder {
  const { newOrderRespType: _answerShape, ...fields } = order as NewOrderRequest;
  return {
    ...fields,
    selfTradePreventionMode: fields.selfTradePreventionMode ?? info.defaultSelfTradePreventionMode,
  };
}

function ocoLeg(leg: ListLegRequest): OcoLeg {
  return {
    type: leg.type,
    clientOrderId: leg.newClientOrderId,
    price: leg.price,
    stopPrice: leg.stopPrice,
    trailingDelta: leg.trailingDelta,
    icebergQty: leg.icebergQty,
    timeInForce: leg.timeInForce,
    strategyId: leg.strategyId,
    strategyType: leg.strategyType,
  };
}

function listOrder(leg: ListLegRequest): ListOrder {
  return { ...ocoLeg(leg), side: leg.side, quantity: leg.quantity ?? '0' };
}

export interface StoreEngineOptions {
  readonly store: VenueStore;
  readonly accounts: AccountRegistry;
  readonly symbols: SymbolCatalog;
  readonly exchangeFilters: readonly ExchangeFilter[];
  readonly now: () => number;
  /** Added to the engine's trade ids (the generated history's count), so they match public trade ids. */
  readonly tradeIdOffset?: (symbol: string) => number;
}

/**
 * The HTTP layer's VenueEngine over the durable store: symbol access and filters first, then one
 * journaled engine command, answered in the venue's wire shapes. Accounts are the engine's by name.
 */
export function storeEngine(options: StoreEngineOptions): VenueEngine {
  const { store, symbols } = options;
  const { queries } = store;
  const checks = new OrderChecks(store, options.exchangeFilters, options.now);
  const byUid = new Map(options.accounts.accounts.map((account) => [account.uid, account]));

  const accountOf = (uid: number): PaperAccount => {
    const account = byUid.get(uid);
    if (!account) throw { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' };
    return account;
  };
  const idOf = (uid: number) => accountOf(uid).name;
  const offsetOf = (symbol: string) => options.tradeIdOffset?.(symbol) ?? 0;
  /** A placement report with its fills' trade ids as clients see them. */
  const shiftFills = <T extends object>(body: T, symbol: string): T => {
    if (!('fills' in body) || !Array.isArray(body.fills) || !options.tradeIdOffset) return body;
    const offset = offsetOf(symbol);
    const fills = body.fills as Fill[];
    return { ...body, fills: fills.map((fill) => ({ ...fill, tradeId: fill.tradeId + offset })) };
  };
  const infoOf = (symbol: string): SymbolInfo => {
    const info = symbols.get(symbol);
    if (!info) throw { code: -1121, msg: 'Invalid symbol.' };
    return info;
  };

  /** Symbol access and filters for a single order; `excluding` open orders the same command cancels. */
  const admitOrder = (uid: number, order: NewOrderRequest, excluding = 0): SymbolInfo => {
    const account = accountOf(uid);
    const info = infoOf(order.symbol);
    checkSymbolAccess(account, info);
    rejecting(() => checks.checkFilters(info, order, checks.context(account.name, info, 1, excluding)));
    return info;
  };

  const cancelOrderCommand = (uid: number, request: Parameters<VenueEngine['cancelOrder']>[1]) =>
    store.execute({
      kind: 'cancelOrder',
      accountId: idOf(uid),
      symbol: request.symbol,
      orderId: request.orderId,
      origClientOrderId: request.origClientOrderId,
      newClientOrderId: request.newClientOrderId,
      cancelRestrictions: request.cancelRestrictions,
    });

  const placeList = (uid: number, request: OrderListRequest) => {
    const accountId = idOf(uid);
    const info = infoOf(request.symbol);
    checkSymbolAccess(accountOf(uid), info);
    checks.checkListCount(accountId, info);
    const context = checks.context(accountId, info, request.legs.length);
    for (const leg of request.legs) checks.checkFilters(info, leg, context);
    const stp = request.selfTradePreventionMode ?? info.defaultSelfTradePreventionMode;
    const header = { symbol: request.symbol, listClientOrderId: request.listClientOrderId };
    const [first, second, third] = request.legs as [ListLegRequest, ListLegRequest, ListLegRequest?];
    switch (request.contingencyType) {
      case 'OCO':
        return store.execute({
          kind: 'placeOco',
          accountId,
          list: {
            ...header,
            side: first.side,
            quantity: first.quantity ?? '0',
            selfTradePreventionMode: stp,
            above: ocoLeg(first),
            below: ocoLeg(second),
          },
        });
      case 'OTO':
        return store.execute({
          kind: 'placeOto',
          accountId,
          list: {
            ...header,
            selfTradePreventionMode: stp,
            working: listOrder(first),
            pending: listOrder(second),
          },
        });
      case 'OTOCO':
        return store.execute({
          kind: 'placeOtoco',
          accountId,
          list: {
            ...header,
            selfTradePreventionMode: stp,
            working: listOrder(first),
            pendingSide: second.side,
            pendingQuantity: second.quantity ?? '0',
            pendingAbove: ocoLeg(second),
            pendingBelow: third && ocoLeg(third),
          },
        });
    }
  };

  const engine: VenueEngine = {
    ...storeMarketData(store),

    placeOrder: (uid, order) =>
      rejecting(() => {
        const info = admitOrder(uid, order);
        const placed = store.execute({
          kind: 'placeOrder',
          accountId: idOf(uid),
          order: engineOrder(order, info),
        });
        return shiftFills(placementReport(placed, order.newOrderRespType), order.symbol);
      }),

    testOrder: (uid, order) => {
      admitOrder(uid, order);
    },

    cancelOrder: (uid, request) => rejecting(() => orderCancelReport(cancelOrderCommand(uid, request))),

    cancelOpenOrders: (uid, symbol) =>
      rejecting(() =>
        store
          .execute({ kind: 'cancelOpenOrders', accountId: idOf(uid), symbol })
          .map((entry) =>
            entry.kind === 'order' ? orderCancelReport(entry.result) : listCancelReport(entry.result),
          ),
      ),

    cancelReplace: (uid, request, orderLimitExceeded, orderLimitRejection) =>
      rejecting(() => {
        const { cancel, order } = request;
        if (orderLimitExceeded) {
          // CANCEL_ONLY over the order limit: the cancel alone, the new order refused with -1015.
          let cancelResponse: CanceledOrder | EngineRejection;
          let cancelled = true;
          try {
            cancelResponse = orderCancelReport(cancelOrderCommand(uid, cancel));
          } catch (error) {
            if (!(error instanceof EngineError)) throw error;
            cancelResponse = { code: error.code, msg: error.message };
            cancelled = false;
          }
          const attempt = cancelled || request.cancelReplaceMode === 'ALLOW_FAILURE';
          return {
            cancelResult: cancelled ? 'SUCCESS' : 'FAILURE',
            newOrderResult: attempt ? 'FAILURE' : 'NOT_ATTEMPTED',
            cancelResponse,
            newOrderResponse: attempt
              ? { ...(orderLimitRejection ?? { code: -1015, msg: 'Too many new orders.' }) }
              : null,
          };
        }
        const target = openTarget(uid, cancel);
        const info = admitOrder(uid, order, target);
        const outcome = store.execute({
          kind: 'cancelReplace',
          accountId: idOf(uid),
          cancelReplaceMode: request.cancelReplaceMode,
          cancelOrderId: cancel.orderId,
          cancelOrigClientOrderId: cancel.origClientOrderId,
          cancelNewClientOrderId: cancel.newClientOrderId,
          cancelRestrictions: cancel.cancelRestrictions,
          order: engineOrder(order, info),
        });
        const { cancelResponse, newOrderResponse } = outcome;
        return {
          cancelResult: outcome.cancelResult,
          newOrderResult: outcome.newOrderResult,
          cancelResponse:
            'code' in cancelResponse ? { ...cancelResponse } : orderCancelReport(cancelResponse),
          newOrderResponse:
            newOrderResponse === null
              ? null
              : 'code' in newOrderResponse
                ? { ...newOrderResponse }
                : shiftFills(placementReport(newOrderResponse, order.newOrderRespType), order.symbol),
        };
      }),

    amendKeepPriority: (uid, request) =>
      rejecting(() => {
        const accountId = idOf(uid);
        checks.checkAmendCount(accountId, infoOf(request.symbol), request);
        return amendReport(
          store.execute({
            kind: 'amendOrder',
            accountId,
            symbol: request.symbol,
            orderId: request.orderId,
            origClientOrderId: request.origClientOrderId,
            newClientOrderId: request.newClientOrderId,
            newQty: request.newQty,
          }),
        );
      }),

    placeOrderList: (uid, request) =>
      rejecting(() => listPlacementReport(placeList(uid, request), request.newOrderRespType)),

    cancelOrderList: (uid, request) =>
      rejecting(() =>
        listCancelReport(
          store.execute({
            kind: 'cancelOrderList',
            accountId: idOf(uid),
            symbol: request.symbol,
            orderListId: request.orderListId,
            listClientOrderId: request.listClientOrderId,
            newClientOrderId: request.newClientOrderId,
          }),
        ),
      ),

    queryOrder: (uid, selector) =>
      rejecting(() => ({ ...queries.order(idOf(uid), selector.symbol, selector) })),
    openOrders: (uid, symbol) => queries.openOrders(idOf(uid), symbol).map((view) => ({ ...view })),
    allOrders: (uid, symbol, query) =>
      queries.allOrders(idOf(uid), symbol, query).map((view) => ({ ...view })),
    orderAmendments: (uid, symbol, orderId, fromExecutionId, limit) =>
      rejecting(() =>
        queries
          .amendments(idOf(uid), symbol, orderId, { fromExecutionId, limit })
          .map((view) => ({ ...view })),
      ),
    queryOrderList: (uid, selector) => rejecting(() => ({ ...queries.orderList(idOf(uid), selector) })),
    allOrderLists: (uid, query) => queries.allOrderLists(idOf(uid), query).map((view) => ({ ...view })),
    openOrderLists: (uid) => queries.openOrderLists(idOf(uid)).map((view) => ({ ...view })),
    accountInfo: (uid, omitZeroBalances) =>
      accountInfoBody(accountOf(uid), queries.account(idOf(uid), { omitZeroBalances })),
    myTrades: (uid, symbol, query) => {
      const offset = offsetOf(symbol);
      const fromId = query.fromId === undefined ? undefined : Math.max(1, query.fromId - offset);
      return queries
        .myTrades(idOf(uid), symbol, { ...query, fromId })
        .map((view) => ({ ...view, id: view.id + offset }));
    },
    preventedMatches: (uid, symbol, query) =>
      queries.preventedMatches(idOf(uid), symbol, query).map((view) => ({ ...view })),
    // No smart order routing here, so there are never allocations.
    allocations: () => [],
  };

  /** 1 when the order a cancelReplace cancels is open now (it frees a slot for the count filters). */
  function openTarget(uid: number, cancel: Parameters<VenueEngine['cancelOrder']>[1]): number {
    try {
      const order = queries.order(idOf(uid), cancel.symbol, cancel);
      return queries.isOpen(cancel.symbol, order.orderId) ? 1 : 0;
    } catch {
      return 0;
    }
  }

  return engine;
}

/** Opens every configured account in the engine (idempotent: existing balances are kept). */
export function openAccounts(store: VenueStore, accounts: AccountRegistry): void {
  for (const account of accounts.accounts) {
    if (store.queries.hasAccount(account.name)) continue;
    store.execute({
      kind: 'openAccount',
      account: { accountId: account.name, balances: account.balances, commission: account.commission },
    });
  }
}
