/**
 * The paper venue's matching engine: public API.
 *
 * Use it through the durable store (main/paper-venue/store/venue-store.ts) so that nothing
 * acknowledged is lost:
 *
 *   import { openVenueStore } from '../store/venue-store';
 *   const store = openVenueStore({ dataDir, symbols });             // replays the journal
 *   store.execute({ kind: 'openAccount', account: { accountId, balances, commission } });
 *   const placed = store.execute({ kind: 'placeOrder', accountId, order: { symbol, side, type, … } });
 *   store.queries.openOrders(accountId, 'BTCUSDT');
 *   const stop = store.engine.subscribe((event) => …);              // ordered event log
 *   store.close();
 *
 * `store.execute` fills `at` (transaction time, ms) from the store's clock when omitted, runs the
 * command, appends it to the journal and fsyncs before returning (`sync: 'background'`: the
 * operating system holds the line before returning, fsync follows). A start replays the journal; with
 * `snapshotEvery` the store also writes compact snapshots (engine/snapshot.ts, atomically, off the
 * event loop), cuts the journal there, and a start replays only what came after the newest one.
 * `new Engine(symbols)` is the same engine in memory only (tests, benchmarks). Both take
 * `historyFreeAccounts`: accounts whose ended orders and per-account trades are not kept.
 *
 * Commands (`EngineCommand`, commands.ts) are plain JSON: decimals are strings with at most 8
 * decimals. `execute` returns the typed result (`CommandResults[kind]`) or throws
 * `EngineError { code, message }` with the venue's code and exact message:
 *   -2010 new order rejected (insufficient balance, duplicate client id, LIMIT_MAKER would take,
 *         stop would trigger immediately, OCO price relationship, thin book for quoteOrderQty),
 *   -2011 cancel rejected (unknown order, cancel restrictions), -2013 order does not exist
 *   (amend/query), -2038 amend rejected, -2039 orderId/client id mismatch, -1014 unsupported
 *   OCO leg combination, -1121 invalid symbol, -2015 unknown account.
 * The engine trusts its input: parameters, type/timeInForce combinations and filters (LOT_SIZE,
 * PRICE_FILTER, NOTIONAL, ICEBERG_PARTS, TRAILING_DELTA, the count filters via
 * `queries.openCounts`) are checked before a command reaches it. Send the symbol's
 * defaultSelfTradePreventionMode explicitly when the client sent none (the engine's default is NONE).
 *
 *  - openAccount   → AccountOpened { accountId, uid }. Idempotent: an existing account keeps its
 *                    balances, so it is safe to run for every account at every start.
 *  - placeOrder    → PlaceResult { transactTime, order: OrderView, fills: FillView[] }. `order` is
 *                    the order as it stood when the command finished matching; cut it to
 *                    ACK / RESULT / FULL (placement responses omit stopPrice/icebergQty unless they
 *                    apply, and say `cummulativeQuoteQty`, `origQuoteOrderQty`, `workingTime`).
 *  - cancelOrder   → CancelResult { order, origClientOrderId, clientOrderId (the cancel's id),
 *                    orderList? } — when the order was in a list the whole list is cancelled and
 *                    `orderList` carries it.
 *  - cancelOrderList → ListCancelResult { list, orderReports }.
 *  - cancelOpenOrders → array of { kind: 'order', result } | { kind: 'list', result }; -2011
 *                    `Unknown order sent.` when nothing is open.
 *  - cancelReplace → CancelReplaceResult { cancelResult, newOrderResult, cancelResponse,
 *                    newOrderResponse } (SUCCESS / FAILURE / NOT_ATTEMPTED; failed parts are
 *                    `{ code, msg }`, newOrderResponse null when not attempted). One atomic command;
 *                    map it to 200, 400 (-2022 `Order cancel-replace failed.`) or 409 (-2021
 *                    `Order cancel-replace partially failed.`). orderRateLimitExceededMode belongs to
 *                    the HTTP layer: with CANCEL_ONLY and the count exceeded, send cancelOrder.
 *  - amendOrder    → AmendResult { transactTime, executionId, amendedOrder, origClientOrderId,
 *                    listStatus? }. Keeps queue priority; amending one OCO leg amends both.
 *  - placeOco / placeOto / placeOtoco → ListPlaceResult { list, orderReports: PlaceResult[] }.
 *                    OCO legs are listed stop-type leg first; OTO/OTOCO list the working order first.
 *
 * Views (views.ts) are the venue's wire shapes with decimal strings ("0.00100000"): OrderView is
 * the query form of an order (GET /api/v3/order, openOrders, allOrders); list, public trade,
 * account trade, prevented-match and amendment views match their endpoints. Aggregate trades are
 * made from the trades where they are served (http/agg-trades.ts, streams/market-feed.ts).
 *
 * Queries (`new EngineQueries(engine)`, or `store.queries`): order, openOrders, allOrders,
 * openCounts, orderList, allOrderLists, openOrderLists, myTrades, preventedMatches, amendments,
 * recentTrades, historicalTrades, trades (the symbol's TradeTape of raw bigint trades, for klines
 * and tickers: the history-free accounts' trades with each other in 25-byte columns, others as
 * their objects, since the venue keeps every trade),
 * depth, bookTicker, lastPrice, account, hasAccount, isOpen. History queries follow the venue's
 * paging rules (window.ts): fromId → oldest from it; startTime[/endTime] → oldest in range;
 * endTime only → newest up to it; nothing → newest. The 24-hour span and limit bounds are the
 * HTTP layer's to enforce.
 *
 * Events (events.ts): `engine.subscribe(listener)` receives, in order and numbered by `seq`,
 * executionReport (OrderView + Execution: execution type, execution id, last fill, commission,
 * trade id, maker flag, on-book flag, STP details, cancel client id), accountPosition (the
 * balances changed by the command), listStatus, trade (public trade with buyer/seller order ids)
 * and depth (levels changed by the command as [price, new qty] with first/last update ids; the
 * book's lastUpdateId grows by one per level change, so depth snapshots and diffs line up).
 * Events are built only while someone listens. Listeners run synchronously inside the command:
 * they must not call back into the engine (queue the work instead).
 */
export { Engine, type EngineOptions } from './engine';
export { EngineQueries } from './queries';
export { restoreSnapshot, takeSnapshot } from './snapshot';
export type { EngineSnapshot } from './snapshot';
export { EngineError, messages } from './errors';
export { fromFixed, toFixed, SCALE } from './fixed';
export { publicTradeFigures } from './views';
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
  Side,
  SymbolConfig,
  Trade,
} from './types';
export type {
  AccountTradeView,
  AmendmentView,
  FillView,
  OrderListView,
  OrderView,
  PreventedMatchView,
  PublicTradeView,
} from './views';
export type { WindowQuery } from './window';
