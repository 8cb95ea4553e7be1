/**
 * The paper venue's matching engine: public API.
 *
 * Use it through the durable store (main/paper-venue/store) so that nothing acknowledged is lost:
 *
 *   const store = openVenueStore({ dataDir, symbols });            // replays the journal
 *   store.execute({ kind: 'openAccount', at, account: { accountId, balances, commission } });
 *   const placed = store.execute({ kind: 'placeOrder', at, accountId, order: {...} });
 *   store.queries.openOrders(accountId, 'BTCUSDT');
 *   store.engine.subscribe((event) => …);                            // ordered event log
 *   store.close();
 *
 * `new Engine(symbols)` gives the same engine in memory only (tests, benchmarks).
 *
 * Commands (`EngineCommand`, commands.ts) are plain JSON: decimals are strings with at most 8
 * decimals, `at` is the transaction time in ms. `execute` returns the typed result
 * (`CommandResults[kind]`) or throws `EngineError { code, message }` with the venue's code and
 * exact message (-2010 new order rejected, -2011 cancel rejected, -2013 order does not exist,
 * -2038 amend rejected, -2039 id mismatch, -1014 unsupported combination, -1121 invalid symbol).
 * The engine trusts its input: parameters and filters (LOT_SIZE, PRICE_FILTER, NOTIONAL, count
 * filters via `queries.openCounts`) are checked before a command reaches it.
 *
 *  - openAccount   → AccountOpened. Idempotent: an existing account keeps its balances.
 *  - placeOrder    → PlaceResult { transactTime, order: OrderView, fills: FillView[] }.
 *                    The HTTP layer cuts it to ACK / RESULT / FULL.
 *  - cancelOrder   → CancelResult { order, origClientOrderId, clientOrderId (the cancel's id),
 *                    orderList? (present when the order was in a list: the whole list is cancelled) }.
 *  - cancelOrderList → ListCancelResult { list, orderReports }.
 *  - cancelOpenOrders → array of { kind: 'order', result } | { kind: 'list', result }.
 *  - cancelReplace → CancelReplaceResult { cancelResult, newOrderResult, cancelResponse,
 *                    newOrderResponse } (SUCCESS / FAILURE / NOT_ATTEMPTED; failed parts are
 *                    `{ code, msg }`). One atomic command: map it to 200 / 400 (-2022) / 409 (-2021).
 *                    orderRateLimitExceededMode is the HTTP layer's: with CANCEL_ONLY and the count
 *                    exceeded, send a plain cancelOrder instead.
 *  - amendOrder    → AmendResult { transactTime, executionId, amendedOrder, origClientOrderId,
 *                    listStatus? }. Keeps queue priority.
 *  - placeOco / placeOto / placeOtoco → ListPlaceResult { list, orderReports: PlaceResult[] }.
 *
 * Views (views.ts) are the venue's wire shapes with decimal strings: OrderView is the query form of
 * an order (GET /api/v3/order); list, trade, aggTrade, prevented-match and amendment views match
 * their endpoints.
 *
 * Queries (`new EngineQueries(engine)`, or `store.queries`): order, openOrders, allOrders,
 * openCounts, orderList, allOrderLists, openOrderLists, myTrades, preventedMatches, amendments,
 * recentTrades, historicalTrades, aggTrades, trades (raw, for klines/tickers), depth, bookTicker,
 * lastPrice, account, hasAccount, isOpen.
 *
 * Events (events.ts): `engine.subscribe(listener)` receives, in order and numbered by `seq`,
 * executionReport (order view + Execution details), accountPosition (changed balances),
 * listStatus, trade (public trade) and depth (changed levels with first/last update ids; the book's
 * lastUpdateId grows by one per level change, so depth snapshots and diffs line up).
 */
export { Engine } from './engine';
export { EngineQueries } from './queries';
export { EngineError, messages } from './errors';
export { fromFixed, toFixed, SCALE } from './fixed';
export type * from './commands';
export type { EngineEvent, EngineEventListener, Execution, ExecutionType } from './events';
export type { BalanceView } from './ledger';
export type {
  AccountSetup,
  CancelReplaceMode,
  CancelRestrictions,
  ContingencyType,
  ExpiryReason,
  NewOrder,
  OcoLeg,
  SymbolConfig,
  Trade,
} from './types';
export type {
  AccountTradeView,
  AggTradeView,
  AmendmentView,
  FillView,
  OrderListView,
  OrderView,
  PreventedMatchView,
  PublicTradeView,
} from './views';
export type { WindowQuery } from './window';
