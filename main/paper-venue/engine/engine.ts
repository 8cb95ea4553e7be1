import type { Account } from './ledger';
import { EventLog } from './event-log';
import { Ledger } from './ledger';
import { EngineError, messages, rejectAmend, rejectCancel, rejectNewOrder } from './errors';
import type { EngineEventListener, Execution } from './events';
import { fromFixed, minBig, notionalCeil, notionalFloor, qtyForQuote, SCALE, toFixed } from './fixed';
import {
  isConditional,
  isMarketType,
  isOpenStatus,
  lockRequirement,
  observePrice,
  remainingQty,
  stopConditionMet,
} from './order-rules';
import { checkOcoPair, legInput, listOrderInput } from './list-rules';
import {
  crosses,
  estimateBuyCost,
  estimateSellQtyForQuote,
  fillableQty,
  priceAcceptable,
  quoteExecutableQty,
} from './liquidity';
import type { Prepared } from './order-rules';
import { SymbolState } from './symbol-state';
import type {
  AmendResult,
  CancelOpenOrdersResult,
  CancelReplaceResult,
  CancelResult,
  CommandKind,
  CommandOf,
  CommandResults,
  DepositResult,
  ExternalLockResult,
  EngineCommand,
  ListCancelResult,
  ListPlaceResult,
  NewOco,
  NewOto,
  NewOtoco,
  OrderRef,
  PlaceResult,
} from './commands';
import { errorBody } from './commands';
import type {
  ExpiryReason,
  NewOrder,
  OcoLeg,
  Order,
  OrderList,
  OrderStatus,
  SelfTradePreventionMode,
  SymbolConfig,
} from './types';
import type { FillView, OrderView, RawFill } from './views';
import { fillView, orderListView, orderView } from './views';

const UNBOUNDED = 1n << 120n;

/**
 * The matching engine: one order book per symbol with price-time priority, balances, order lists
 * and every query the HTTP layer needs. Deterministic: the same commands (with their `at` times)
 * always give the same state, ids and results, which is what the durable store's replay relies on.
 */
export class Engine {
  readonly ledger = new Ledger();
  readonly symbols = new Map<string, SymbolState>();
  readonly lists = new Map<number, OrderList>();
  readonly listsByAccount = new Map<string, OrderList[]>();
  /** Engine-wide id counters (saved in snapshots). */
  readonly counters = { nextOrderListId: 1, nextGeneratedId: 1 };
  private readonly events = new EventLog();
  private readonly symbolList: SymbolState[] = [];
  private now = 0;
  /** Work left for the end of the current command. */
  private readonly prices: { state: SymbolState; price: bigint }[] = [];
  private readonly activations: OrderList[] = [];
  private readonly touchedLists = new Set<OrderList>();
  /** Fills of taker orders during the current command, unformatted, for placement responses. */
  private readonly takerFills = new Map<Order, RawFill[]>();

  constructor(symbols: readonly SymbolConfig[]) {
    for (const config of symbols) {
      const state = new SymbolState(config);
      this.symbols.set(config.symbol, state);
      this.symbolList.push(state);
    }
  }

  /** Subscribes to the ordered event log; returns the unsubscribe function. */
  subscribe(listener: EngineEventListener): () => void {
    const unsubscribe = this.events.subscribe(listener);
    this.trackChanges(true);
    return unsubscribe;
  }

  /** Balance and level changes are noted only for events; nobody listening, nothing to note. */
  private trackChanges(on: boolean): void {
    this.ledger.trackChanges = on;
    for (const state of this.symbolList) state.book.trackChanges = on;
  }

  /** Runs one command. Throws EngineError when the engine refuses it. */
  execute<K extends CommandKind>(command: CommandOf<K>): CommandResults[K];
  execute(command: EngineCommand): CommandResults[CommandKind] {
    this.now = command.at;
    if (this.ledger.trackChanges !== this.events.active) this.trackChanges(this.events.active);
    try {
      switch (command.kind) {
        case 'openAccount': {
          const account = this.ledger.open(command.account, command.at);
          return { accountId: account.accountId, uid: account.uid };
        }
        case 'placeOrder':
          return this.placeOrder(command.accountId, command.order);
        case 'cancelOrder':
          return this.cancelOrder(
            command.accountId,
            command.symbol,
            command,
            command.newClientOrderId,
            command.cancelRestrictions,
          );
        case 'cancelOrderList':
          return this.cancelOrderList(
            command.accountId,
            command.symbol,
            command.orderListId,
            command.listClientOrderId,
            command.newClientOrderId,
          );
        case 'cancelOpenOrders':
          return this.cancelOpenOrders(command.accountId, command.symbol);
        case 'cancelReplace':
          return this.cancelReplace(command);
        case 'amendOrder':
          return this.amendOrder(command);
        case 'placeOco':
          return this.placeOco(command.accountId, command.list);
        case 'placeOto':
          return this.placeOto(command.accountId, command.list);
        case 'placeOtoco':
          return this.placeOtoco(command.accountId, command.list);
        case 'deposit':
          return this.deposit(command);
        case 'externalLock':
          return this.externalLock(command);
      }
    } finally {
      this.finishCommand();
    }
  }

  symbol(symbol: string): SymbolState {
    const state = this.symbols.get(symbol);
    if (!state) throw new EngineError(-1121, 'Invalid symbol.');
    return state;
  }

  /** Credits paper money: a balanceUpdate event, then the accountPosition of the changed asset. */
  private deposit(command: CommandOf<'deposit'>): DepositResult {
    const account = this.ledger.get(command.accountId);
    const amount = toFixed(command.amount);
    if (amount <= 0n) throw new EngineError(-1130, messages.depositAmount);
    this.ledger.deposit(account, command.asset, amount, command.at);
    if (this.events.active) {
      this.events.balanceUpdate(command.at, account.accountId, command.asset, fromFixed(amount));
    }
    return {
      accountId: account.accountId,
      asset: command.asset,
      amount: fromFixed(amount),
      free: fromFixed(this.ledger.free(account, command.asset)),
      transactTime: command.at,
    };
  }

  /** An external system (collateral, say) locks or releases balance: an externalLockUpdate event. */
  private externalLock(command: CommandOf<'externalLock'>): ExternalLockResult {
    const account = this.ledger.get(command.accountId);
    const negative = command.delta.startsWith('-');
    const magnitude = toFixed(negative ? command.delta.slice(1) : command.delta);
    if (magnitude === 0n) throw new EngineError(-1130, messages.externalLockDelta);
    const amount = negative ? -magnitude : magnitude;
    this.ledger.externalLock(account, command.asset, amount, command.at);
    if (this.events.active) {
      this.events.externalLockUpdate(command.at, account.accountId, command.asset, fromFixed(amount));
    }
    const view = this.ledger.view(account, command.asset);
    return {
      accountId: account.accountId,
      asset: command.asset,
      delta: fromFixed(amount),
      free: view.free,
      locked: view.locked,
      transactTime: command.at,
    };
  }

  // ---- placing ------------------------------------------------------------------------------

  private placeOrder(accountId: string, input: NewOrder): PlaceResult {
    const state = this.symbol(input.symbol);
    const account = this.ledger.get(accountId);
    const prepared = this.prepare(state, account, input);
    const order = this.createOrder(state, account, prepared, -1, this.initialLock(state, prepared));
    this.emitOrder(order, 'NEW');
    this.start(state, order);
    return this.placeResult(order);
  }

  /** A snapshot of the order now; the wire strings are only made if someone reads them. */
  private placeResult(order: Order): PlaceResult {
    return new PlacedOrder(this.now, order, this.takerFills.get(order));
  }

  /** Parses and checks an order against the book and the account; changes nothing. */
  private prepare(state: SymbolState, account: Account, input: NewOrder, checkTrigger = true): Prepared {
    const price = input.price !== undefined ? toFixed(input.price) : 0n;
    const qty = input.quantity !== undefined ? toFixed(input.quantity) : 0n;
    const quoteQty =
      input.quoteOrderQty !== undefined && input.type === 'MARKET' ? toFixed(input.quoteOrderQty) : 0n;
    const stopPrice = input.stopPrice !== undefined ? toFixed(input.stopPrice) : 0n;
    const icebergQty = input.icebergQty !== undefined ? toFixed(input.icebergQty) : 0n;
    const clientOrderId = input.newClientOrderId ?? this.generateId('paper');
    const existing = state.byClientId(account.accountId, clientOrderId);
    if (existing && isOpenStatus(existing)) throw rejectNewOrder(messages.duplicateOrder);
    if (input.type === 'LIMIT_MAKER' && crosses(state, input.side, price)) {
      throw rejectNewOrder(messages.wouldTake);
    }
    if (
      checkTrigger &&
      isConditional(input.type) &&
      !input.trailingDelta &&
      state.lastPrice > 0n &&
      stopConditionMet({ type: input.type, side: input.side, stopPrice }, state.lastPrice)
    ) {
      throw rejectNewOrder(messages.wouldTrigger);
    }
    if (
      quoteQty > 0n &&
      quoteExecutableQty(state, input.side, quoteQty) < (state.minQty > 0n ? state.minQty : 1n)
    ) {
      throw rejectNewOrder(messages.liquidityLotSize);
    }
    return { input, price, qty, quoteQty, stopPrice, icebergQty, clientOrderId };
  }

  /** What the order must lock at placement: base for sells, quote for buys (estimated for market buys). */
  private initialLock(state: SymbolState, p: Prepared): bigint {
    const { input } = p;
    if (input.side === 'SELL') {
      return p.quoteQty > 0n ? estimateSellQtyForQuote(state, p.quoteQty) : p.qty;
    }
    if (p.quoteQty > 0n) return p.quoteQty;
    if (p.price > 0n) return notionalCeil(p.price, p.qty);
    if (input.type === 'MARKET') return estimateBuyCost(state, p.qty);
    const reference = p.stopPrice > 0n ? p.stopPrice : state.lastPrice;
    return notionalCeil(reference, p.qty);
  }

  private createOrder(
    state: SymbolState,
    account: Account,
    p: Prepared,
    orderListId: number,
    lock: bigint,
    pending = false,
  ): Order {
    const { input } = p;
    const asset = input.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    if (!pending) this.ledger.lock(account, asset, lock);
    const order: Order = {
      symbol: state.config.symbol,
      orderId: state.nextOrderId++,
      orderListId,
      clientOrderId: p.clientOrderId,
      accountId: account.accountId,
      side: input.side,
      type: input.type,
      timeInForce: input.timeInForce ?? 'GTC',
      price: p.price,
      origQty: p.qty,
      executedQty: 0n,
      cumQuote: 0n,
      origQuoteOrderQty: p.quoteQty,
      stopPrice: p.stopPrice,
      trailingDelta: input.trailingDelta ?? 0,
      trailingTime: -1,
      trailBest: 0n,
      icebergQty: p.icebergQty,
      status: pending ? 'PENDING_NEW' : 'NEW',
      time: this.now,
      updateTime: this.now,
      workingTime: -1,
      isWorking: false,
      selfTradePreventionMode: input.selfTradePreventionMode ?? 'NONE',
      strategyId: input.strategyId,
      strategyType: input.strategyType,
      preventedMatchId: -1,
      preventedQuantity: 0n,
      expiryReason: 'NONE',
      locked: pending ? 0n : lock,
      visible: 0n,
      prev: undefined,
      next: undefined,
      resting: false,
    };
    state.register(order);
    state.open.set(order.orderId, order);
    return order;
  }

  /** Puts a new (or newly activated) order to work: parks a conditional order, or matches it. */
  private start(state: SymbolState, order: Order): void {
    if (isConditional(order.type)) {
      if (order.trailingDelta > 0 && order.stopPrice === 0n && state.lastPrice > 0n) {
        order.trailBest = state.lastPrice;
        order.trailingTime = this.now;
      }
      state.stops.set(order.orderId, order);
      return;
    }
    this.work(state, order);
  }

  /** Matches a working order as taker, then rests or expires what is left. */
  private work(state: SymbolState, order: Order): void {
    order.isWorking = true;
    order.workingTime = this.now;
    if (order.timeInForce === 'FOK' && !isMarketType(order.type)) {
      if (fillableQty(state, order) < remainingQty(order)) {
        this.finish(state, order, 'EXPIRED', 'UNFILLED_FOK_ORDER_EXPIRED');
        return;
      }
    }
    const exhausted = this.match(state, order);
    if (!isOpenStatus(order)) return;
    if (isMarketType(order.type)) {
      if (order.origQuoteOrderQty > 0n) order.origQty = order.executedQty;
      this.finish(state, order, 'EXPIRED', exhausted ? 'INSUFFICIENT_LIQUIDITY' : 'NONE');
      return;
    }
    if (order.timeInForce === 'IOC' || order.timeInForce === 'FOK') {
      this.finish(state, order, 'EXPIRED', 'UNFILLED_IOC_QUANTITY_EXPIRED');
      return;
    }
    const left = remainingQty(order);
    order.visible = order.icebergQty > 0n ? minBig(order.icebergQty, left) : left;
    state.book.add(order);
  }

  /** Returns true when matching stopped because the book ran out of acceptable liquidity. */
  private match(state: SymbolState, taker: Order): boolean {
    const opposite = state.book.sideOf(taker.side === 'BUY' ? 'SELL' : 'BUY');
    const quoteSized = taker.origQuoteOrderQty > 0n;
    const market = isMarketType(taker.type);
    for (;;) {
      if (!isOpenStatus(taker)) return false;
      const left = quoteSized ? UNBOUNDED : remainingQty(taker);
      if (left <= 0n) return false;
      const level = opposite.best();
      if (!level || !priceAcceptable(taker, level.price)) return true;
      const maker = level.head as Order;
      if (maker.accountId === taker.accountId && taker.selfTradePreventionMode !== 'NONE') {
        this.preventMatch(state, taker, maker, level.price);
        continue;
      }
      let qty = minBig(left, maker.visible);
      if (quoteSized) {
        const quoteLeft = taker.origQuoteOrderQty - taker.cumQuote;
        qty = minBig(qty, qtyForQuote(quoteLeft, level.price, state.step));
        if (taker.side === 'SELL') qty = minBig(qty, taker.locked);
      }
      if (market && taker.side === 'BUY')
        qty = minBig(qty, qtyForQuote(taker.locked, level.price, state.step));
      if (qty <= 0n) return false;
      this.fill(state, taker, maker, level.price, qty);
    }
  }

  private fill(state: SymbolState, taker: Order, maker: Order, price: bigint, qty: bigint): void {
    const { baseAsset, quoteAsset } = state.config;
    if (maker.executedQty === 0n) this.resolveOcoPair(state, maker);
    const quote = notionalFloor(price, qty);
    const buyer = taker.side === 'BUY' ? taker : maker;
    const seller = taker.side === 'BUY' ? maker : taker;
    const buyerAccount = this.ledger.get(buyer.accountId);
    const sellerAccount = this.ledger.get(seller.accountId);
    const buyerRate = buyer === taker ? buyerAccount.takerRate : buyerAccount.makerRate;
    const sellerRate = seller === taker ? sellerAccount.takerRate : sellerAccount.makerRate;
    const buyerCommission = (qty * buyerRate) / SCALE;
    const sellerCommission = (quote * sellerRate) / SCALE;

    this.ledger.spendLocked(buyerAccount, quoteAsset, quote);
    buyer.locked -= quote;
    this.ledger.receive(buyerAccount, baseAsset, qty, buyerCommission);
    this.ledger.spendLocked(sellerAccount, baseAsset, qty);
    seller.locked -= qty;
    this.ledger.receive(sellerAccount, quoteAsset, quote, sellerCommission);
    buyerAccount.updateTime = this.now;
    sellerAccount.updateTime = this.now;

    const trade = {
      symbol: state.config.symbol,
      id: state.nextTradeId++,
      price,
      qty,
      quoteQty: quote,
      time: this.now,
      isBuyerMaker: maker === buyer,
      buyerOrderId: buyer.orderId,
      sellerOrderId: seller.orderId,
      buyerAccountId: buyer.accountId,
      sellerAccountId: seller.accountId,
      buyerOrderListId: buyer.orderListId,
      sellerOrderListId: seller.orderListId,
      buyerCommission,
      sellerCommission,
      takerOrderId: taker.orderId,
    };
    state.recordTrade(trade);
    this.prices.push({ state, price });

    maker.executedQty += qty;
    maker.cumQuote += quote;
    maker.updateTime = this.now;
    taker.executedQty += qty;
    taker.cumQuote += quote;
    taker.updateTime = this.now;
    const quoteSized = taker.origQuoteOrderQty > 0n;
    if (quoteSized) taker.origQty = taker.executedQty + taker.preventedQuantity;
    state.book.reduceVisible(maker, qty);
    const makerDone = remainingQty(maker) === 0n;
    if (makerDone) {
      state.book.remove(maker);
    } else if (maker.visible === 0n) {
      state.book.requeue(maker, minBig(maker.icebergQty, remainingQty(maker)));
    }
    const takerDone = quoteSized
      ? qtyForQuote(taker.origQuoteOrderQty - taker.cumQuote, price, state.step) === 0n
      : remainingQty(taker) === 0n;
    maker.status = makerDone ? 'FILLED' : 'PARTIALLY_FILLED';
    taker.status = takerDone ? 'FILLED' : 'PARTIALLY_FILLED';
    this.releaseExcess(state, maker);
    if (!isMarketType(taker.type) || takerDone) this.releaseExcess(state, taker);

    const buyerIsTaker = buyer === taker;
    let fills = this.takerFills.get(taker);
    if (!fills) {
      fills = [];
      this.takerFills.set(taker, fills);
    }
    fills.push({
      price,
      qty,
      commission: buyerIsTaker ? buyerCommission : sellerCommission,
      commissionAsset: buyerIsTaker ? baseAsset : quoteAsset,
      tradeId: trade.id,
    });
    if (!this.events.active) {
      state.nextExecutionId += 2;
    } else {
      this.events.trade(this.now, trade);
      const tradeExecution = (order: Order, isMaker: boolean): Partial<Execution> => {
        const isBuyer = order === buyer;
        return {
          lastQty: fromFixed(qty),
          lastPrice: fromFixed(price),
          lastQuoteQty: fromFixed(quote),
          commission: fromFixed(isBuyer ? buyerCommission : sellerCommission),
          commissionAsset: isBuyer ? baseAsset : quoteAsset,
          tradeId: trade.id,
          isMaker,
        };
      };
      this.emitOrder(maker, 'TRADE', tradeExecution(maker, true));
      this.emitOrder(taker, 'TRADE', tradeExecution(taker, false));
    }
    if (makerDone) this.afterTerminal(state, maker);
    if (takerDone) this.afterTerminal(state, taker);
  }

  /** Gives back funds an order no longer needs (a buy that filled below its limit, or decrements). */
  private releaseExcess(state: SymbolState, order: Order): void {
    const needed = isOpenStatus(order) ? lockRequirement(order, state.lastPrice) : 0n;
    if (order.locked > needed) {
      const account = this.ledger.get(order.accountId);
      const asset = order.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
      this.ledger.unlock(account, asset, order.locked - needed);
      order.locked = needed;
    }
  }

  /** Self-trade prevention: the taker's mode decides what expires; the match is recorded. */
  private preventMatch(state: SymbolState, taker: Order, maker: Order, price: bigint): void {
    const mode: SelfTradePreventionMode = taker.selfTradePreventionMode;
    const account = this.ledger.get(taker.accountId);
    const id = state.nextPreventedMatchId++;
    const takerLeft = taker.origQuoteOrderQty > 0n ? UNBOUNDED : remainingQty(taker);
    const makerLeft = remainingQty(maker);
    const overlap = minBig(takerLeft, makerLeft);
    const makerPrevented = mode === 'EXPIRE_TAKER' ? overlap : mode === 'DECREMENT' ? overlap : makerLeft;
    state.prevented.push({
      symbol: state.config.symbol,
      preventedMatchId: id,
      takerOrderId: taker.orderId,
      makerOrderId: maker.orderId,
      tradeGroupId: account.uid,
      selfTradePreventionMode: mode,
      price,
      makerPreventedQuantity: makerPrevented,
      transactTime: this.now,
      accountId: taker.accountId,
    });
    const expireMaker =
      mode === 'EXPIRE_MAKER' || mode === 'EXPIRE_BOTH' || (mode === 'DECREMENT' && makerLeft <= takerLeft);
    const expireTaker =
      mode === 'EXPIRE_TAKER' || mode === 'EXPIRE_BOTH' || (mode === 'DECREMENT' && takerLeft <= makerLeft);
    const prevention = (order: Order, qty: bigint): Partial<Execution> => ({
      preventedMatchId: id,
      lastPreventedQty: fromFixed(qty),
      preventedPrice: fromFixed(price),
      tradeGroupId: account.uid,
      counterOrderId: order === taker ? maker.orderId : taker.orderId,
    });
    if (expireMaker) {
      maker.preventedMatchId = id;
      maker.preventedQuantity += makerLeft;
      state.book.remove(maker);
      this.finish(state, maker, 'EXPIRED_IN_MATCH', 'NONE', 'TRADE_PREVENTION', prevention(maker, makerLeft));
    } else if (mode === 'DECREMENT') {
      maker.preventedMatchId = id;
      maker.preventedQuantity += overlap;
      const shown = minBig(maker.visible, overlap);
      state.book.reduceVisible(maker, shown);
      if (maker.visible === 0n) state.book.requeue(maker, minBig(maker.icebergQty, remainingQty(maker)));
      this.releaseExcess(state, maker);
      this.emitOrder(maker, 'TRADE_PREVENTION', prevention(maker, overlap));
    }
    if (expireTaker) {
      const left = taker.origQuoteOrderQty > 0n ? 0n : remainingQty(taker);
      taker.preventedMatchId = id;
      taker.preventedQuantity += left;
      if (taker.origQuoteOrderQty > 0n) taker.origQty = taker.executedQty;
      this.finish(state, taker, 'EXPIRED_IN_MATCH', 'NONE', 'TRADE_PREVENTION', prevention(taker, left));
    } else if (mode === 'DECREMENT') {
      taker.preventedMatchId = id;
      taker.preventedQuantity += overlap;
      this.emitOrder(taker, 'TRADE_PREVENTION', prevention(taker, overlap));
    }
  }

  /** Ends an open order: takes it off the book and the stop list and frees its funds. */
  private finish(
    state: SymbolState,
    order: Order,
    status: OrderStatus,
    reason: ExpiryReason,
    executionType: Execution['executionType'] = status === 'CANCELED'
      ? 'CANCELED'
      : status === 'FILLED'
        ? 'TRADE'
        : 'EXPIRED',
    extra?: Partial<Execution>,
  ): void {
    if (order.resting) state.book.remove(order);
    if (state.stops.size > 0) state.stops.delete(order.orderId);
    order.status = status;
    order.expiryReason = reason;
    order.updateTime = this.now;
    this.releaseExcess(state, order);
    if (status !== 'FILLED' || executionType !== 'TRADE') {
      this.emitOrder(
        order,
        executionType,
        this.events.active ? { ...extra, ...(reason !== 'NONE' ? { expiryReason: reason } : {}) } : undefined,
      );
    }
    this.afterTerminal(state, order);
  }

  /** Bookkeeping once an order reached a final status: list progress. */
  private afterTerminal(state: SymbolState, order: Order): void {
    state.open.delete(order.orderId);
    state.stops.delete(order.orderId);
    if (order.orderListId < 0) return;
    const list = this.lists.get(order.orderListId);
    if (!list) return;
    this.touchedLists.add(list);
    if (list.workingOrderId === order.orderId) {
      if (order.status === 'FILLED') this.activations.push(list);
      else this.expirePending(state, list, order.status === 'CANCELED' ? 'CANCELED' : 'EXPIRED');
    } else if (
      order.expiryReason !== 'OCO_TRIGGER' &&
      (order.status === 'FILLED' || order.status === 'EXPIRED_IN_MATCH')
    ) {
      this.resolveOcoPair(state, order);
    }
  }

  private expirePending(state: SymbolState, list: OrderList, status: 'CANCELED' | 'EXPIRED'): void {
    for (const id of list.orderIds) {
      const order = state.orders.get(id);
      if (order && order.status === 'PENDING_NEW') {
        this.finish(state, order, status, status === 'EXPIRED' ? 'OTO_PHASE_ONE_EXPIRED' : 'NONE');
      }
    }
  }

  /** One leg of an OCO pair fills or triggers: the other leg expires and hands over its funds. */
  private resolveOcoPair(state: SymbolState, order: Order): void {
    if (order.orderListId < 0) return;
    const list = this.lists.get(order.orderListId);
    if (!list || !list.ocoPair.includes(order.orderId)) return;
    for (const id of list.ocoPair) {
      if (id === order.orderId) continue;
      const sibling = state.orders.get(id);
      if (!sibling || !isOpenStatus(sibling) || sibling.status === 'PENDING_NEW') continue;
      if (isOpenStatus(order)) {
        order.locked += sibling.locked;
        sibling.locked = 0n;
      }
      this.finish(state, sibling, 'EXPIRED', 'OCO_TRIGGER');
      if (isOpenStatus(order)) this.releaseExcess(state, order);
    }
    this.touchedLists.add(list);
  }

  // ---- conditional orders and pending list orders ----------------------------------------------

  /** After the command's own work: feed trade prices to stops and start pending list orders, until quiet. */
  private settle(): void {
    if (this.activations.length === 0 && this.prices.every(({ state }) => state.stops.size === 0)) {
      if (this.prices.length > 0) this.prices.length = 0;
      return;
    }
    for (let round = 0; round < 10_000; round += 1) {
      if (this.activations.length === 0 && this.prices.length === 0) return;
      const activations = this.activations.splice(0);
      for (const list of activations) this.activateList(list);
      const prices = this.prices.splice(0);
      if (activations.length === 0 && prices.length === 0) return;
      const triggered: { state: SymbolState; order: Order }[] = [];
      const bySymbol = new Map<SymbolState, bigint[]>();
      for (const { state, price } of prices) {
        const list = bySymbol.get(state) ?? [];
        list.push(price);
        bySymbol.set(state, list);
      }
      for (const [state, symbolPrices] of bySymbol) {
        for (const order of state.stops.values()) {
          if (order.status === 'PENDING_NEW') continue;
          for (const price of symbolPrices) {
            if (observePrice(order, price, this.now)) {
              triggered.push({ state, order });
              break;
            }
          }
        }
      }
      for (const { state, order } of triggered) {
        if (state.stops.has(order.orderId) && isOpenStatus(order)) this.trigger(state, order);
      }
    }
  }

  private trigger(state: SymbolState, order: Order): void {
    state.stops.delete(order.orderId);
    this.resolveOcoPair(state, order);
    if (order.side === 'BUY' && isMarketType(order.type)) {
      const account = this.ledger.get(order.accountId);
      const cost = estimateBuyCost(state, remainingQty(order));
      const extra = minBig(cost - order.locked, this.ledger.free(account, state.config.quoteAsset));
      if (extra > 0n) {
        this.ledger.lock(account, state.config.quoteAsset, extra);
        order.locked += extra;
      }
    }
    this.work(state, order);
  }

  private activateList(list: OrderList): void {
    const state = this.symbol(list.symbol);
    const account = this.ledger.get(list.accountId);
    const pending = list.orderIds
      .map((id) => state.orders.get(id))
      .filter((o): o is Order => o !== undefined && o.status === 'PENDING_NEW');
    if (pending.length === 0) return;
    const need = pending.map((o) => lockRequirement(o, state.lastPrice));
    const shared = list.ocoPair.length > 1;
    const total = shared ? need.reduce((a, b) => (a > b ? a : b), 0n) : need.reduce((a, b) => a + b, 0n);
    const asset = (pending[0] as Order).side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    if (this.ledger.free(account, asset) < total) {
      for (const order of pending) this.finish(state, order, 'EXPIRED', 'REJECTED', 'EXPIRED');
      return;
    }
    pending.forEach((order, index) => {
      const lock = shared ? (index === 0 ? total : 0n) : (need[index] ?? 0n);
      this.ledger.lock(account, asset, lock);
      order.locked = lock;
      order.status = 'NEW';
      order.updateTime = this.now;
      this.emitOrder(order, 'NEW');
    });
    for (const order of pending) {
      if (!isOpenStatus(order)) continue;
      if (order.type === 'LIMIT_MAKER' && crosses(state, order.side, order.price)) {
        this.finish(state, order, 'EXPIRED', 'REJECTED');
        continue;
      }
      if (
        isConditional(order.type) &&
        order.trailingDelta === 0 &&
        state.lastPrice > 0n &&
        stopConditionMet(order, state.lastPrice)
      ) {
        this.trigger(state, order);
        continue;
      }
      this.start(state, order);
    }
    this.touchedLists.add(list);
  }

  // ---- cancelling -----------------------------------------------------------------------------

  private findOrder(state: SymbolState, accountId: string, ref: OrderRef, missing: () => EngineError): Order {
    let order: Order | undefined;
    if (ref.orderId !== undefined) {
      order = state.orders.get(ref.orderId);
      if (!order || order.accountId !== accountId) throw missing();
      if (ref.origClientOrderId !== undefined && ref.origClientOrderId !== order.clientOrderId) {
        throw new EngineError(-2039, messages.clientIdMismatch);
      }
      return order;
    }
    if (ref.origClientOrderId !== undefined) {
      order = state.byClientId(accountId, ref.origClientOrderId);
    }
    if (!order) throw missing();
    return order;
  }

  private cancelOrder(
    accountId: string,
    symbol: string,
    ref: OrderRef,
    newClientOrderId: string | undefined,
    restrictions: 'ONLY_NEW' | 'ONLY_PARTIALLY_FILLED' | undefined,
  ): CancelResult {
    const state = this.symbol(symbol);
    this.ledger.get(accountId);
    const order = this.findOrder(state, accountId, ref, () => rejectCancel(messages.unknownOrder));
    if (!isOpenStatus(order)) throw rejectCancel(messages.unknownOrder);
    if (restrictions === 'ONLY_NEW' && order.status !== 'NEW')
      throw rejectCancel(messages.cancelRestrictions);
    if (restrictions === 'ONLY_PARTIALLY_FILLED' && order.status !== 'PARTIALLY_FILLED') {
      throw rejectCancel(messages.cancelRestrictions);
    }
    const cancelId = newClientOrderId ?? this.generateId('cancel');
    if (order.orderListId >= 0) {
      const list = this.lists.get(order.orderListId) as OrderList;
      const listResult = this.cancelList(state, list, cancelId);
      return {
        transactTime: this.now,
        order: orderView(order),
        origClientOrderId: order.clientOrderId,
        clientOrderId: cancelId,
        orderList: listResult,
      };
    }
    this.finish(
      state,
      order,
      'CANCELED',
      'NONE',
      'CANCELED',
      this.events.active ? { cancelClientOrderId: cancelId } : undefined,
    );
    // A cancelled order never changes again: its wire view is only made if someone reads it.
    let view: OrderView | undefined;
    return {
      transactTime: this.now,
      get order() {
        return (view ??= orderView(order));
      },
      origClientOrderId: order.clientOrderId,
      clientOrderId: cancelId,
    };
  }

  private cancelList(state: SymbolState, list: OrderList, cancelId: string): ListCancelResult {
    for (const id of list.orderIds) {
      const order = state.orders.get(id);
      if (order && isOpenStatus(order)) {
        this.finish(state, order, 'CANCELED', 'NONE', 'CANCELED', { cancelClientOrderId: cancelId });
      }
    }
    this.touchedLists.add(list);
    this.refreshList(list);
    const orders = list.orderIds.map((id) => state.orders.get(id) as Order);
    return {
      transactTime: this.now,
      list: orderListView(list, orders),
      orderReports: orders.map(orderView),
      cancelClientOrderId: cancelId,
    };
  }

  private cancelOrderList(
    accountId: string,
    symbol: string,
    orderListId: number | undefined,
    listClientOrderId: string | undefined,
    newClientOrderId: string | undefined,
  ): ListCancelResult {
    const state = this.symbol(symbol);
    const list = this.findList(accountId, orderListId, listClientOrderId);
    if (!list || list.symbol !== symbol || list.listOrderStatus === 'ALL_DONE') {
      throw rejectCancel(messages.unknownOrder);
    }
    return this.cancelList(state, list, newClientOrderId ?? this.generateId('cancel'));
  }

  findList(accountId: string, orderListId?: number, listClientOrderId?: string): OrderList | undefined {
    if (orderListId !== undefined) {
      const list = this.lists.get(orderListId);
      if (!list || list.accountId !== accountId) return undefined;
      if (listClientOrderId !== undefined && list.listClientOrderId !== listClientOrderId) return undefined;
      return list;
    }
    const lists = this.listsByAccount.get(accountId) ?? [];
    for (let i = lists.length - 1; i >= 0; i -= 1) {
      const list = lists[i] as OrderList;
      if (list.listClientOrderId === listClientOrderId) return list;
    }
    return undefined;
  }

  private cancelOpenOrders(accountId: string, symbol: string): CancelOpenOrdersResult {
    const state = this.symbol(symbol);
    this.ledger.get(accountId);
    const open = [...state.open.values()].filter((o) => o.accountId === accountId);
    if (open.length === 0) throw rejectCancel(messages.unknownOrder);
    const results: CancelOpenOrdersResult = [];
    const doneLists = new Set<number>();
    for (const order of open) {
      if (!isOpenStatus(order)) continue;
      if (order.orderListId >= 0) {
        if (doneLists.has(order.orderListId)) continue;
        doneLists.add(order.orderListId);
        const list = this.lists.get(order.orderListId) as OrderList;
        results.push({ kind: 'list', result: this.cancelList(state, list, this.generateId('cancel')) });
      } else {
        const cancelId = this.generateId('cancel');
        this.finish(state, order, 'CANCELED', 'NONE', 'CANCELED', { cancelClientOrderId: cancelId });
        results.push({
          kind: 'order',
          result: {
            transactTime: this.now,
            order: orderView(order),
            origClientOrderId: order.clientOrderId,
            clientOrderId: cancelId,
          },
        });
      }
    }
    return results;
  }

  private cancelReplace(command: CommandOf<'cancelReplace'>): CancelReplaceResult {
    let cancelResponse: CancelResult | { code: number; msg: string };
    let cancelled = false;
    try {
      cancelResponse = this.cancelOrder(
        command.accountId,
        command.order.symbol,
        { orderId: command.cancelOrderId, origClientOrderId: command.cancelOrigClientOrderId },
        command.cancelNewClientOrderId,
        command.cancelRestrictions,
      );
      cancelled = true;
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      cancelResponse = errorBody(error);
    }
    if (!cancelled && command.cancelReplaceMode === 'STOP_ON_FAILURE') {
      return {
        cancelResult: 'FAILURE',
        newOrderResult: 'NOT_ATTEMPTED',
        cancelResponse,
        newOrderResponse: null,
      };
    }
    this.settle();
    try {
      const placed = this.placeOrder(command.accountId, command.order);
      return {
        cancelResult: cancelled ? 'SUCCESS' : 'FAILURE',
        newOrderResult: 'SUCCESS',
        cancelResponse,
        newOrderResponse: placed,
      };
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return {
        cancelResult: cancelled ? 'SUCCESS' : 'FAILURE',
        newOrderResult: 'FAILURE',
        cancelResponse,
        newOrderResponse: errorBody(error),
      };
    }
  }

  // ---- amending -------------------------------------------------------------------------------

  private amendOrder(command: CommandOf<'amendOrder'>): AmendResult {
    const state = this.symbol(command.symbol);
    this.ledger.get(command.accountId);
    if (!state.config.amendAllowed) throw rejectAmend(messages.amendNotSupported);
    const order = this.findOrder(
      state,
      command.accountId,
      command,
      () => new EngineError(-2013, messages.orderDoesNotExist),
    );
    if (!isOpenStatus(order)) throw new EngineError(-2013, messages.orderDoesNotExist);
    const newQty = toFixed(command.newQty);
    const newClientOrderId = command.newClientOrderId ?? order.clientOrderId;
    if (newQty > order.origQty) throw rejectAmend(messages.amendIncrease);
    if (newQty === order.origQty) throw rejectAmend(messages.amendNoChange);
    if (newClientOrderId !== order.clientOrderId) {
      const clash = state.byClientId(order.accountId, newClientOrderId);
      if (clash && clash !== order && isOpenStatus(clash)) throw rejectAmend(messages.duplicateOrder);
    }
    const origQty = order.origQty;
    const origClientOrderId = order.clientOrderId;
    const filledAlready = newQty <= order.executedQty + order.preventedQuantity;
    order.origQty = filledAlready ? order.executedQty + order.preventedQuantity : newQty;
    if (order.resting) {
      const left = remainingQty(order);
      if (order.visible > left) state.book.reduceVisible(order, order.visible - left);
    }
    order.clientOrderId = newClientOrderId;
    order.updateTime = this.now;
    state.setClientId(order);
    const executionId = state.nextExecutionId;
    state.amendments.push({
      symbol: state.config.symbol,
      orderId: order.orderId,
      executionId,
      origClientOrderId,
      newClientOrderId,
      origQty,
      newQty,
      time: this.now,
      accountId: order.accountId,
    });
    if (filledAlready) {
      order.status = 'FILLED';
      if (order.resting) state.book.remove(order);
      this.releaseExcess(state, order);
      this.emitOrder(order, 'REPLACED');
      this.afterTerminal(state, order);
    } else {
      const pair = this.amendOcoSibling(state, order, newQty);
      if (pair.length > 1) this.releasePairExcess(state, pair);
      else this.releaseExcess(state, order);
      this.emitOrder(order, 'REPLACED');
    }
    const list = order.orderListId >= 0 ? this.lists.get(order.orderListId) : undefined;
    const result: AmendResult = {
      transactTime: this.now,
      executionId,
      amendedOrder: orderView(order),
      origClientOrderId,
      ...(list
        ? {
            listStatus: orderListView(
              list,
              list.orderIds.map((id) => state.orders.get(id) as Order),
            ),
          }
        : {}),
    };
    return result;
  }

  /** The legs of an OCO pair share one quantity: amending one amends the other. Returns the live pair. */
  private amendOcoSibling(state: SymbolState, order: Order, newQty: bigint): Order[] {
    const list = order.orderListId >= 0 ? this.lists.get(order.orderListId) : undefined;
    if (!list || !list.ocoPair.includes(order.orderId)) return [order];
    const pair = [order];
    for (const id of list.ocoPair) {
      const sibling = state.orders.get(id);
      if (!sibling || sibling === order || !isOpenStatus(sibling) || sibling.status === 'PENDING_NEW')
        continue;
      if (newQty > sibling.executedQty + sibling.preventedQuantity && newQty < sibling.origQty) {
        sibling.origQty = newQty;
        if (sibling.resting && sibling.visible > remainingQty(sibling)) {
          state.book.reduceVisible(sibling, sibling.visible - remainingQty(sibling));
        }
        sibling.updateTime = this.now;
        this.emitOrder(sibling, 'REPLACED');
      }
      pair.push(sibling);
    }
    return pair;
  }

  /** An OCO pair holds one lock (on one leg) sized for the costlier leg; frees the rest. */
  private releasePairExcess(state: SymbolState, pair: Order[]): void {
    const need = pair.reduce((max, o) => {
      const req = lockRequirement(o, state.lastPrice);
      return req > max ? req : max;
    }, 0n);
    const holder = pair.reduce((a, b) => (b.locked > a.locked ? b : a));
    const total = pair.reduce((sum, o) => sum + o.locked, 0n);
    if (total > need) {
      const asset = holder.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
      const release = minBig(total - need, holder.locked);
      this.ledger.unlock(this.ledger.get(holder.accountId), asset, release);
      holder.locked -= release;
    }
  }

  // ---- order lists ----------------------------------------------------------------------------

  private newList(
    accountId: string,
    listClientOrderId: string | undefined,
  ): { id: number; clientId: string } {
    const clientId = listClientOrderId ?? this.generateId('list');
    const existing = this.findList(accountId, undefined, clientId);
    if (existing && existing.listOrderStatus !== 'ALL_DONE') throw rejectNewOrder(messages.duplicateOrder);
    return { id: this.counters.nextOrderListId++, clientId };
  }

  private registerList(list: OrderList): void {
    this.lists.set(list.orderListId, list);
    let lists = this.listsByAccount.get(list.accountId);
    if (!lists) {
      lists = [];
      this.listsByAccount.set(list.accountId, lists);
    }
    lists.push(list);
    this.touchedLists.add(list);
    this.emitList(list);
  }

  private checkDistinctClientIds(prepared: readonly Prepared[]): void {
    const ids = new Set(prepared.map((p) => p.clientOrderId));
    if (ids.size !== prepared.length) throw rejectNewOrder(messages.duplicateOrder);
  }

  private placeOco(accountId: string, request: NewOco): ListPlaceResult {
    const state = this.symbol(request.symbol);
    const account = this.ledger.get(accountId);
    const stp = request.selfTradePreventionMode;
    const leg = (input: OcoLeg) =>
      this.prepare(
        state,
        account,
        legInput(request.symbol, request.side, request.quantity, input, stp),
        false,
      );
    const above = leg(request.above);
    const below = leg(request.below);
    this.checkDistinctClientIds([above, below]);
    checkOcoPair(state, request.side, above, below);
    const lockAbove = this.initialLock(state, above);
    const lockBelow = this.initialLock(state, below);
    const lock = lockAbove > lockBelow ? lockAbove : lockBelow;
    const asset = request.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    if (this.ledger.free(account, asset) < lock) throw rejectNewOrder(messages.insufficientBalance);
    const { id, clientId } = this.newList(accountId, request.listClientOrderId);
    const first = request.side === 'SELL' ? below : above;
    const second = request.side === 'SELL' ? above : below;
    const firstOrder = this.createOrder(state, account, first, id, lock);
    const secondOrder = this.createOrder(state, account, second, id, 0n);
    const list: OrderList = {
      orderListId: id,
      symbol: state.config.symbol,
      accountId,
      contingencyType: 'OCO',
      listClientOrderId: clientId,
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
      transactionTime: this.now,
      orderIds: [firstOrder.orderId, secondOrder.orderId],
      workingOrderId: -1,
      ocoPair: [firstOrder.orderId, secondOrder.orderId],
    };
    this.registerList(list);
    this.emitOrder(firstOrder, 'NEW');
    this.emitOrder(secondOrder, 'NEW');
    for (const order of [firstOrder, secondOrder]) {
      if (isOpenStatus(order)) this.start(state, order);
    }
    return this.listResult(state, list);
  }

  private placeWorkingList(
    accountId: string,
    request: NewOto | NewOtoco,
    pendingInputs: NewOrder[],
    pairCheck: boolean,
  ): ListPlaceResult {
    const state = this.symbol(request.symbol);
    const account = this.ledger.get(accountId);
    const stp = request.selfTradePreventionMode;
    const working = this.prepare(state, account, listOrderInput(request.symbol, request.working, stp));
    const pendingPrepared = pendingInputs.map((input) => this.preparePending(state, account, input));
    this.checkDistinctClientIds([working, ...pendingPrepared]);
    if (pairCheck && pendingPrepared.length === 2) {
      const [above, below] = pendingPrepared as [Prepared, Prepared];
      checkOcoPair(state, above.input.side, above, below, false);
    }
    const lock = this.initialLock(state, working);
    const asset = working.input.side === 'BUY' ? state.config.quoteAsset : state.config.baseAsset;
    if (this.ledger.free(account, asset) < lock) throw rejectNewOrder(messages.insufficientBalance);
    const { id, clientId } = this.newList(accountId, request.listClientOrderId);
    const workingOrder = this.createOrder(state, account, working, id, lock);
    const pendingOrders = pendingPrepared.map((p) => this.createOrder(state, account, p, id, 0n, true));
    const list: OrderList = {
      orderListId: id,
      symbol: state.config.symbol,
      accountId,
      contingencyType: 'OTO',
      listClientOrderId: clientId,
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
      transactionTime: this.now,
      orderIds: [workingOrder.orderId, ...pendingOrders.map((o) => o.orderId)],
      workingOrderId: workingOrder.orderId,
      ocoPair: pendingOrders.length === 2 ? pendingOrders.map((o) => o.orderId) : [],
    };
    this.registerList(list);
    this.emitOrder(workingOrder, 'NEW');
    for (const order of pendingOrders) this.emitOrder(order, 'NEW');
    this.work(state, workingOrder);
    return this.listResult(state, list);
  }

  /** Pending orders are checked for shape and duplicates only; the book is judged when they start. */
  private preparePending(state: SymbolState, account: Account, input: NewOrder): Prepared {
    const clientOrderId = input.newClientOrderId ?? this.generateId('paper');
    const existing = state.byClientId(account.accountId, clientOrderId);
    if (existing && isOpenStatus(existing)) throw rejectNewOrder(messages.duplicateOrder);
    return {
      input,
      price: input.price !== undefined ? toFixed(input.price) : 0n,
      qty: input.quantity !== undefined ? toFixed(input.quantity) : 0n,
      quoteQty: 0n,
      stopPrice: input.stopPrice !== undefined ? toFixed(input.stopPrice) : 0n,
      icebergQty: input.icebergQty !== undefined ? toFixed(input.icebergQty) : 0n,
      clientOrderId,
    };
  }

  private placeOto(accountId: string, request: NewOto): ListPlaceResult {
    const stp = request.selfTradePreventionMode;
    return this.placeWorkingList(
      accountId,
      request,
      [listOrderInput(request.symbol, request.pending, stp)],
      false,
    );
  }

  private placeOtoco(accountId: string, request: NewOtoco): ListPlaceResult {
    const stp = request.selfTradePreventionMode;
    const legs = [request.pendingAbove, ...(request.pendingBelow ? [request.pendingBelow] : [])];
    const inputs = legs.map((leg) =>
      legInput(request.symbol, request.pendingSide, request.pendingQuantity, leg, stp),
    );
    return this.placeWorkingList(accountId, request, inputs, true);
  }

  private listResult(state: SymbolState, list: OrderList): ListPlaceResult {
    const orders = list.orderIds.map((id) => state.orders.get(id) as Order);
    return {
      transactTime: this.now,
      list: orderListView(list, orders),
      orderReports: orders.map((order) => this.placeResult(order)),
    };
  }

  /** Marks a list ALL_DONE once nothing in it can still change the list's course. */
  private refreshList(list: OrderList): void {
    if (list.listOrderStatus === 'ALL_DONE') return;
    const state = this.symbol(list.symbol);
    const done = (id: number) => {
      const order = state.orders.get(id);
      return !order || !isOpenStatus(order);
    };
    const pairResolved = list.ocoPair.length === 0 ? true : list.ocoPair.some(done);
    const others = list.orderIds.filter((id) => !list.ocoPair.includes(id));
    if (pairResolved && others.every(done) && (list.ocoPair.length > 0 || list.orderIds.every(done))) {
      list.listStatusType = 'ALL_DONE';
      list.listOrderStatus = 'ALL_DONE';
      list.transactionTime = this.now;
      this.emitList(list);
    }
  }

  // ---- events ---------------------------------------------------------------------------------

  private generateId(prefix: string): string {
    return `${prefix}${(this.counters.nextGeneratedId++).toString(36).padStart(6, '0')}`;
  }

  private emitOrder(
    order: Order,
    executionType: Execution['executionType'],
    extra?: Partial<Execution>,
  ): void {
    const state = this.symbols.get(order.symbol) as SymbolState;
    const executionId = state.nextExecutionId++;
    if (!this.events.active) return;
    const execution: Execution = {
      executionType,
      executionId,
      lastQty: '0.00000000',
      lastPrice: '0.00000000',
      lastQuoteQty: '0.00000000',
      commission: '0',
      commissionAsset: null,
      tradeId: -1,
      isMaker: false,
      isOnBook: order.resting,
      ...extra,
    };
    this.events.order(this.now, order, execution);
  }

  private emitList(list: OrderList): void {
    if (!this.events.active) return;
    const state = this.symbol(list.symbol);
    const orders = list.orderIds.map((id) => state.orders.get(id)).filter((o): o is Order => o !== undefined);
    this.events.list(this.now, list, orders);
  }

  private finishCommand(): void {
    this.settle();
    if (this.touchedLists.size > 0) {
      for (const list of this.touchedLists) this.refreshList(list);
      this.touchedLists.clear();
    }
    if (this.takerFills.size > 0) this.takerFills.clear();
    if (!this.events.active) {
      this.ledger.clearDirty();
      for (const state of this.symbolList) state.book.clearChanges();
      return;
    }
    const dirty = this.ledger.drainDirty();
    const changes = this.symbolList.map((state) => ({
      symbol: state.config.symbol,
      changes: state.book.drainChanges(),
    }));
    for (const [accountId, assets] of dirty) {
      const account = this.ledger.get(accountId);
      const balances = [...assets].sort().map((asset) => this.ledger.view(account, asset));
      this.events.accountPosition(this.now, accountId, balances);
    }
    for (const { symbol, changes: change } of changes) {
      if (change) this.events.depth(this.now, symbol, change);
    }
  }
}

/**
 * A placement result: the fields that can change after placement are copied now, the rest are read
 * from the order; the views are made on first read. A class, so a result costs no closures; its own
 * state is private and it serialises as { transactTime, order, fills }.
 */
class PlacedOrder implements PlaceResult {
  readonly #placed: Order;
  readonly #moving: Partial<Order>;
  readonly #raw: RawFill[] | undefined;
  #view: OrderView | undefined;
  #fills: FillView[] | undefined;

  constructor(
    readonly transactTime: number,
    placed: Order,
    raw: RawFill[] | undefined,
  ) {
    this.#placed = placed;
    this.#raw = raw;
    this.#moving = {
      orderListId: placed.orderListId,
      clientOrderId: placed.clientOrderId,
      origQty: placed.origQty,
      executedQty: placed.executedQty,
      cumQuote: placed.cumQuote,
      status: placed.status,
      updateTime: placed.updateTime,
      workingTime: placed.workingTime,
      isWorking: placed.isWorking,
      trailingTime: placed.trailingTime,
      preventedMatchId: placed.preventedMatchId,
      preventedQuantity: placed.preventedQuantity,
      expiryReason: placed.expiryReason,
    };
  }

  get order(): OrderView {
    return (this.#view ??= orderView({ ...this.#placed, ...this.#moving }));
  }

  get fills(): FillView[] {
    return (this.#fills ??= this.#raw ? this.#raw.map(fillView) : []);
  }

  toJSON(): PlaceResult {
    return { transactTime: this.transactTime, order: this.order, fills: this.fills };
  }
}
