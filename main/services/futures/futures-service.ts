import { dec } from '@shared/decimal/decimal';
import { checkFuturesModify, checkFuturesOrder } from '@shared/api/futures/pre-send-checks';
import type { Emit, Handlers, IpcContext } from '@shared/ipc/contract';
import type { FuturesFamily, FuturesOrderView, PositionView } from '@shared/ipc/futures';
import type {
  ClosePositionArgs,
  ModifyFuturesOrderArgs,
  PlaceFuturesOrderArgs,
} from '@shared/ipc/futures-args';
import { generateClientOrderId } from '../../venue/client-order-id';
import { defaultRecvWindow } from '../../venue/transport';
import { VenueError } from '../../venue/venue-error';
import type { Backoff } from '../orders/reconciler';
import { familyClient, type FamilyClient, type FuturesVenue } from './futures-venue';
import { coinmParams, prospectiveOrder, usdmParams } from './order-request';
import type { FuturesUserDataEvent } from '@shared/api/futures/user-data';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { createFuturesUserData } from './futures-user-data';
import { createFuturesPrecision } from './futures-precision';
import { readFuturesPnl } from './pnl-reader';
import { reconciledNotice } from './stream-views';
import { byClientAlgoId, byClientOrderId, createUnknownOrders } from './unknown-orders';
import { isConditionalType } from '@shared/api/futures/algo-order';
import { algoOrderView, algoParams } from './algo-orders';
import { marginHandlers } from './margin-handlers';
import { createPositionActions } from './position-actions';
import { orderPath, refusedBeforeSending } from './not-sent';
import type { ChaseChannel } from './chase';
import type { TwapChannel } from './twap';
import type { HistoryChannel } from './history';
import { marketStepOf } from '@shared/market/twap-slices';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { accountView, orderView, positionView, symbolView, unknownView } from './views';
import {
  checkAttachedExits,
  exitsNotAllowed,
  exitTypes,
  entryIsLong,
  isWorkingExit,
  type AttachedExit,
  type ExitKind,
} from '@shared/api/futures/attached-exits';
import { createAttachedExits } from './attached-exits';
import { reduceOnlyRefusal } from '@shared/api/futures/reduce-only-rules';
import { moveConditional } from './move-conditional';
import { noticeNumbers } from '../notice-numbers';
import { createAttachedExitsStore, type WaitingEntry } from './attached-exits-store';

export interface FuturesServiceDeps {
  /** The active profile's venue; asked on every request, so a profile switch takes effect at once. */
  readonly venue: () => Promise<FuturesVenue>;
  readonly emit: Emit;
  readonly now?: () => number;
  /** How old a mark price may be for the pre-send PERCENT_PRICE / MIN_NOTIONAL checks (default 2 s). */
  readonly markMaxAgeMs?: number;
  /** Every order's client id (default: 32 characters of [a-z0-9], valid for both families). */
  readonly newClientOrderId?: () => string;
  /** The recvWindow every order is sent with: how long after it was sent it can still be accepted. */
  readonly orderRecvWindowMs?: number;
  /** Reconciling an UNKNOWN order: its waits between queries (tests make them short). */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly reconcileBackoff?: Backoff;
  /** Fills and rejections as OS notifications (every notice is pushed as `tt:futures:notice`). */
  readonly notify?: (notice: FuturesOrderNotice) => void;
  /** Where entries waiting to place their take profit and stop loss outlive a restart. */
  readonly dataDir?: string;
  /** The active profile's key for that file (default: one key for every profile). */
  readonly profileKey?: () => Promise<string | null>;
}

/**
 * Added to an UNKNOWN order's time window before "does not exist" is believed: the venue accepts
 * timestamps up to 1 s ahead of its clock, and main's estimate of that clock may be off as much.
 */
const clockMarginMs = 1_000;

/** The family's channels but a chase's, a TWAP's and the history's, served on their own (chase.ts, twap.ts, history.ts). */
type FuturesHandlers = Pick<
  Handlers,
  Exclude<Extract<keyof Handlers, `tt:futures:${string}`>, ChaseChannel | TwapChannel | HistoryChannel>
>;

/** What the service remembers of one family client: symbol rules, position mode, recent marks. */
/** A contract as the family's exchangeInfo lists it: its rules, assets and (COIN-M) contract size. */
type ListedContract = Awaited<ReturnType<FamilyClient<FuturesFamily>['exchangeInfo']>>['symbols'][number];

interface FamilyMemory {
  rules?: Map<string, ListedContract>;
  hedge?: boolean;
  readonly marks: Map<string, { readonly price: string; readonly at: number }>;
}

/**
 * Futures trading for the IPC contract: order placement per family with the venue's checks run
 * before sending, positions, wallet, position mode, leverage, open orders, cancel and close-position.
 */
export function createFuturesService(deps: FuturesServiceDeps) {
  const now = deps.now ?? Date.now;
  const markMaxAgeMs = deps.markMaxAgeMs ?? 2_000;
  const ids = deps.newClientOrderId ?? generateClientOrderId;
  const recvWindow = deps.orderRecvWindowMs ?? defaultRecvWindow;
  const tell = (notice: FuturesOrderNotice) => {
    deps.emit('tt:futures:notice', notice);
    if (
      notice.kind === 'filled' ||
      notice.kind === 'partially-filled' ||
      notice.kind === 'rejected' ||
      notice.kind === 'exits-refused' ||
      notice.kind === 'margin-call'
    )
      deps.notify?.(notice);
  };
  const memories = new WeakMap<object, FamilyMemory>();
  const orderListeners = new Set<(order: FuturesOrderView) => void>();
  const handMoveListeners = new Set<(family: FuturesFamily, clientOrderId: string) => void>();
  const memoryOf = (client: object): FamilyMemory => {
    let memory = memories.get(client);
    if (!memory) memories.set(client, (memory = { marks: new Map() }));
    return memory;
  };

  /** Reads a family's exchangeInfo: its rules for the checks, its ticks and steps for the notices. */
  async function readRules(venue: FuturesVenue, family: FuturesFamily) {
    const client = familyClient(venue, family);
    const { symbols } = await client.exchangeInfo();
    const rules = new Map(symbols.map((s) => [s.symbol, s]));
    memoryOf(client).rules = rules;
    precision.remember(family, symbols);
    return { symbols, rules };
  }
  const precision = createFuturesPrecision(async (family) => readRules(await deps.venue(), family));

  const unknown = createUnknownOrders({
    emit: deps.emit,
    now,
    sleep: deps.sleep,
    backoff: deps.reconcileBackoff,
    onKnown: (order) => {
      tell(reconciledNotice(order, precision.of(order.family)));
      void exits.onOrder(order).catch(() => undefined);
    },
  });
  const userData = createFuturesUserData({
    emit: deps.emit,
    unknown,
    tell,
    precisionOf: (family) => precision.of(family),
    onOrder: (order) => {
      void exits.onOrder(order).catch(() => undefined);
      for (const listener of orderListeners) listener(order);
    },
    decorate: (order) => withExits(order),
  });
  const exits = createAttachedExits({
    ...(deps.dataDir === undefined ? {} : { store: createAttachedExitsStore(deps.dataDir) }),
    profileKey: deps.profileKey ?? (async () => 'default'),
    tell,
    price: (family, symbol, value) => noticeNumbers(precision.of(family)(symbol)).typedPrice(value),
    openOrders: async (entry) => openOrders(await deps.venue(), entry.family, entry.symbol),
    setExit: async (entry, kind, exit, open) => setExit(await deps.venue(), entry, kind, exit, open),
    readEntry: async (entry) => {
      try {
        const client = familyClient(await deps.venue(), entry.family);
        return orderView(
          entry.family,
          await client.queryOrder({ symbol: entry.symbol, origClientOrderId: entry.clientOrderId }),
        );
      } catch (error) {
        if (error instanceof VenueError && error.code === -2013) return null;
        throw error;
      }
    },
  });
  /** An order as shown: with the take profit and stop loss still riding on it, if any. */
  const withExits = (order: FuturesOrderView): FuturesOrderView => {
    const riding = exits.of(order.family, order.clientOrderId);
    return riding ? { ...order, exits: riding } : order;
  };

  async function rulesOf(venue: FuturesVenue, family: FuturesFamily, symbol: string) {
    const known = memoryOf(familyClient(venue, family)).rules ?? (await readRules(venue, family)).rules;
    const rules = known.get(symbol);
    if (!rules) throw refusedBeforeSending(family, -1121, 'Invalid symbol.');
    return rules;
  }

  async function hedgeOf(venue: FuturesVenue, family: FuturesFamily): Promise<boolean> {
    const client = familyClient(venue, family);
    const memory = memoryOf(client);
    memory.hedge ??= (await client.positionMode()).dualSidePosition;
    return memory.hedge;
  }

  async function positions(
    venue: FuturesVenue,
    family: FuturesFamily,
    symbol?: string,
  ): Promise<PositionView[]> {
    const client = familyClient(venue, family);
    const rows = await client.positionRisk(symbol === undefined ? {} : { symbol });
    const views = rows.map((row) => positionView(family, row));
    const marks = memoryOf(client).marks;
    for (const view of views) marks.set(view.symbol, { price: view.markPrice, at: now() });
    return views;
  }

  async function markOf(venue: FuturesVenue, family: FuturesFamily, symbol: string) {
    const cached = memoryOf(familyClient(venue, family)).marks.get(symbol);
    if (cached && now() - cached.at <= markMaxAgeMs) return cached.price;
    const [row] = await positions(venue, family, symbol);
    return row?.markPrice;
  }

  /**
   * Places an order after the pre-send checks. `beforeSend` runs once they pass (a move cancels the
   * old order there); `clientOrderId` is one a service of main's chose, else a new one is made.
   */
  async function place(
    venue: FuturesVenue,
    args: PlaceFuturesOrderArgs,
    own: {
      readonly beforeSend?: () => Promise<void>;
      readonly clientOrderId?: string;
      /** An open order `beforeSend` cancels: the position rules do not count it. */
      readonly replacing?: string;
      /** The position's signed size, where the caller has just read it (a close). */
      readonly held?: string;
    } = {},
  ): Promise<FuturesOrderView> {
    const { family } = args;
    const rules = await rulesOf(venue, family, args.order.symbol);
    const hedge = await hedgeOf(venue, family);
    const order = prospectiveOrder(args);
    const { symbol } = args.order;
    const has = (type: string) => rules.filters.some((f) => f.filterType === type);
    const conditional = isConditionalType(order.type);
    const onMark = conditional && order.workingType === 'MARK_PRICE';
    const needsMark =
      onMark ||
      (order.price !== undefined && has('PERCENT_PRICE')) ||
      (order.price === undefined && order.quantity !== undefined && !order.reduceOnly && has('MIN_NOTIONAL'));
    const check = checkFuturesOrder(rules, order, {
      hedge,
      now: await venue.serverNow(family),
      markPrice: needsMark ? await markOf(venue, family, symbol) : undefined,
      lastPrice: conditional && !onMark ? await familyClient(venue, family).lastPrice(symbol) : undefined,
    });
    const endpoint = family === 'usdm' && conditional ? 'POST /fapi/v1/algoOrder' : orderPath(family);
    if (!check.ok) throw refusedBeforeSending(family, check.refusal.code, check.refusal.msg, endpoint);
    if (args.exits) {
      const entry = { ...order, positionSide: order.positionSide ?? 'BOTH' };
      const notAllowed = exitsNotAllowed(entry);
      if (notAllowed) throw refusedBeforeSending(family, undefined, notAllowed);
      const entryPrice = order.price ?? (await markOf(venue, family, symbol));
      const exitsCheck = checkAttachedExits(rules, order, args.exits, entryPrice, {
        hedge,
        now: await venue.serverNow(family),
      });
      if (!exitsCheck.ok) throw refusedBeforeSending(family, exitsCheck.refusal.code, exitsCheck.words);
    }
    // The position rules of a one-way reduce-only order, from the position and the open orders now,
    // read at once: the order waits one round trip for them, not one for each.
    if (!hedge && order.reduceOnly && order.quantity !== undefined) {
      const [held, open] = await Promise.all([
        own.held ?? positions(venue, family, symbol).then(([row]) => row?.size ?? '0'),
        openOrders(venue, family, symbol),
      ]);
      const refusal = reduceOnlyRefusal(
        { side: order.side, quantity: order.quantity },
        held,
        open.filter((o) => o.clientOrderId !== own.replacing),
      );
      if (refusal) throw refusedBeforeSending(family, refusal.code, refusal.msg, endpoint);
    }
    await own.beforeSend?.();
    const clientOrderId = own.clientOrderId ?? ids();
    const options = { recvWindow };
    // USD-M conditional orders go to the algo service, which holds them until they trigger.
    const algo = args.family === 'usdm' && conditional;
    const send = async (): Promise<FuturesOrderView> => {
      if (args.family === 'coinm')
        return orderView(
          'coinm',
          await familyClient(venue, 'coinm').newOrder(coinmParams(args.order, clientOrderId), options),
        );
      const usdm = familyClient(venue, 'usdm');
      return algo
        ? algoOrderView(await usdm.newAlgoOrder(algoParams(args.order, clientOrderId), options))
        : orderView('usdm', await usdm.newOrder(usdmParams(args.order, clientOrderId), options));
    };
    try {
      const placed = await send();
      changed(family, symbol);
      if (!args.exits) return placed;
      // The stream may already have told of a fill the answer does not show yet.
      await exits.attach(placed, args.exits, order.price, () => userData.toldOf(family, clientOrderId));
      return withExits(placed);
    } catch (error) {
      if (error instanceof VenueError && error.kind === 'unknown-outcome') {
        // The venue may hold it: show it UNKNOWN and ask by client id; never send it again.
        const view = unknownView(args, clientOrderId, now(), error.toPayload());
        const deadline = (await venue.serverNow(family)) + recvWindow + clockMarginMs;
        unknown.track(venue, view, deadline, (algo ? byClientAlgoId : byClientOrderId)(venue, view));
        // The stream may have told of it before the lost answer came back.
        const told = userData.toldOf(family, clientOrderId);
        if (told) unknown.seen(family, [told]);
        if (args.exits)
          await exits.attach(view, args.exits, order.price, () => userData.toldOf(family, clientOrderId));
        return withExits(view);
      }
      // The mode was changed elsewhere: forget it so the next order reads it again.
      if (error instanceof VenueError && error.code === -4061)
        memoryOf(familyClient(venue, family)).hedge = undefined;
      throw error;
    }
  }

  async function closePosition(venue: FuturesVenue, args: ClosePositionArgs): Promise<FuturesOrderView> {
    const { family, symbol, positionSide } = args;
    const row = (await positions(venue, family, symbol)).find((p) => p.positionSide === positionSide);
    const size = dec(row?.size ?? '0');
    const closeSide: 'BUY' | 'SELL' =
      positionSide === 'LONG' || (positionSide === 'BOTH' && size.gt(0)) ? 'SELL' : 'BUY';
    // One-way mode: the side that closes depends on the sign, so there must be a position now.
    if (size.isZero() && (positionSide === 'BOTH' || !args.trigger))
      throw nothingToClose(family, symbol, positionSide);
    const held = size.abs();
    const quantity = args.quantity === undefined ? held : dec(args.quantity);
    // The venue refuses a close beyond the position with -2022; it is refused here, before sending.
    if (quantity.gt(held))
      throw refusedBeforeSending(family, -2022, 'ReduceOnly Order is rejected.', orderPath(family));
    if (args.trigger && args.quantity !== undefined) {
      // Part of the position at a trigger: a reduce-only conditional order of that size.
      const hedge = await hedgeOf(venue, family);
      const order = {
        symbol,
        side: closeSide,
        quantity: quantity.toFixed(),
        ...(hedge ? { positionSide } : { reduceOnly: true }),
        ...args.trigger,
      } as const;
      return place(venue, family === 'usdm' ? { family, order } : { family, order }, {
        held: size.toFixed(),
      });
    }
    if (args.trigger) {
      const order = { symbol, side: closeSide, positionSide, closePosition: true, ...args.trigger } as const;
      const placed = await place(venue, family === 'usdm' ? { family, order } : { family, order });
      // Moving a take-profit or stop-loss: the new one stands before the old one goes (an UNKNOWN
      // one may not stand: the old one stays).
      if (args.replaces && placed.status !== 'UNKNOWN')
        await cancelOrder(venue, { family, symbol, ...args.replaces });
      return placed;
    }
    const hedge = await hedgeOf(venue, family);
    const closing = {
      symbol,
      side: closeSide,
      quantity: quantity.toFixed(),
      ...(hedge ? { positionSide } : { reduceOnly: true }),
    };
    const order =
      args.price === undefined
        ? { ...closing, type: 'MARKET' as const }
        : { ...closing, type: 'LIMIT' as const, price: args.price, timeInForce: 'GTC' as const };
    return place(venue, family === 'usdm' ? { family, order } : { family, order }, { held: size.toFixed() });
  }

  /**
   * Places an entry's exit as its position's closePosition order; a working one of the same kind on
   * that position is replaced (the new one stands before the old one goes).
   */
  async function setExit(
    venue: FuturesVenue,
    entry: WaitingEntry,
    kind: ExitKind,
    exit: AttachedExit,
    open: readonly FuturesOrderView[],
  ) {
    const { family, symbol, positionSide } = entry;
    const position = {
      symbol,
      positionSide,
      closing: entryIsLong(entry) ? ('SELL' as const) : ('BUY' as const),
    };
    const current = open.find((o) => isWorkingExit(o, position, kind));
    const replaces =
      current?.algoId !== undefined
        ? { algoId: current.algoId }
        : current?.orderId != null
          ? { orderId: current.orderId }
          : undefined;
    return closePosition(venue, {
      family,
      symbol,
      positionSide,
      trigger: { type: exitTypes[kind], ...exit },
      ...(replaces ? { replaces } : {}),
    });
  }

  async function openOrders(venue: FuturesVenue, family: FuturesFamily, symbol?: string) {
    const filter = symbol ? { symbol } : {};
    // USD-M conditional orders wait in the algo service, apart from the book's open orders: both
    // lists are asked for at once.
    const [book, algo] = await Promise.all([
      familyClient(venue, family).openOrders(filter),
      family === 'usdm' ? familyClient(venue, 'usdm').openAlgoOrders(filter) : [],
    ]);
    return [...book.map((o) => orderView(family, o)), ...algo.map(algoOrderView)];
  }

  const changed = (family: FuturesFamily, symbol: string | null) =>
    deps.emit('tt:futures:changed', { family, symbol });

  async function cancelOrder(venue: FuturesVenue, ref: OrderRef): Promise<FuturesOrderView> {
    try {
      if (ref.algoId !== undefined && ref.family === 'usdm') {
        const usdm = familyClient(venue, 'usdm');
        await usdm.cancelAlgoOrder({ algoId: ref.algoId });
        return algoOrderView(await usdm.queryAlgoOrder({ algoId: ref.algoId }));
      }
      return orderView(ref.family, await familyClient(venue, ref.family).cancelOrder(selector(ref)));
    } finally {
      // Refused too (it filled meanwhile): what is shown is out of date either way.
      changed(ref.family, ref.symbol);
    }
  }

  /**
   * Moves a working limit order in place (PUT order). The order is read from the venue first: its
   * side, size and fills decide what the venue would refuse, which is refused here before sending.
   */
  async function modifyOrder(venue: FuturesVenue, args: ModifyFuturesOrderArgs): Promise<FuturesOrderView> {
    const { family, symbol, clientOrderId } = args;
    const endpoint = family === 'usdm' ? 'PUT /fapi/v1/order' : 'PUT /dapi/v1/order';
    const client = familyClient(venue, family);
    const current = orderView(family, await client.queryOrder({ symbol, origClientOrderId: clientOrderId }));
    if (current.status !== 'NEW' && current.status !== 'PARTIALLY_FILLED')
      throw refusedBeforeSending(family, -2013, 'Order does not exist.', endpoint);
    if (current.origType !== 'LIMIT')
      throw refusedBeforeSending(family, -1116, 'Invalid orderType.', endpoint);
    const quantity = args.quantity ?? current.origQty;
    const rules = await rulesOf(venue, family, symbol);
    const modify = {
      side: current.side,
      price: args.price,
      quantity,
      reduceOnly: current.reduceOnly,
      was: { price: current.price, quantity: current.origQty },
    };
    const check = checkFuturesModify(rules, modify, await markOf(venue, family, symbol));
    if (!check.ok) throw refusedBeforeSending(family, check.refusal.code, check.refusal.msg, endpoint);
    // A take profit or stop loss riding on it must still stand on the right side of the new price.
    const entry = exits.waitingEntry(family, clientOrderId);
    if (entry) {
      const hedge = await hedgeOf(venue, family);
      const exitsCheck = checkAttachedExits(
        rules,
        { side: entry.side, type: 'LIMIT', ...(hedge ? { positionSide: entry.positionSide } : {}) },
        entry.exits,
        args.price,
        { hedge, now: await venue.serverNow(family) },
      );
      if (!exitsCheck.ok) throw refusedBeforeSending(family, exitsCheck.refusal.code, exitsCheck.words);
    }
    try {
      const params = {
        symbol,
        origClientOrderId: clientOrderId,
        side: current.side,
        quantity,
        price: args.price,
      };
      const moved = orderView(family, await client.modifyOrder(params, { recvWindow }));
      if (entry) await exits.reprice(family, clientOrderId, moved.price);
      return withExits(moved);
    } finally {
      // Refused too (it filled meanwhile): what is shown is out of date either way.
      changed(family, symbol);
    }
  }

  const positionActions = createPositionActions({
    positions,
    closePosition,
    place,
    hedgeOf,
    contractOf: async (venue, family, symbol) => {
      const info = await rulesOf(venue, family, symbol);
      return {
        marginAsset: info.marginAsset,
        contractSize: 'contractSize' in info ? info.contractSize : null,
      };
    },
    available: async (venue, family, asset) => {
      const { assets } = await familyClient(venue, family).account();
      return assets.find((a) => a.asset === asset)?.availableBalance ?? '0';
    },
    tickOf: async (venue, family, symbol) =>
      tickAndStepOf((await rulesOf(venue, family, symbol)).filters).tickSize,
    changed,
  });

  const handlers: FuturesHandlers = {
    'tt:futures:symbols': async ({ family }) => {
      const { symbols } = await readRules(await deps.venue(), family);
      return symbols.map((s) => symbolView(family, s));
    },
    'tt:futures:place': async (args) => place(await deps.venue(), args),
    'tt:futures:open': async ({ family, symbol }) => {
      const venue = await deps.venue();
      const client = familyClient(venue, family);
      const open = await openOrders(venue, family, symbol);
      unknown.seen(family, open);
      const shown = new Set(open.map((o) => o.clientOrderId));
      const unknownOnes = unknown.of(client, family, symbol).filter((o) => !shown.has(o.clientOrderId));
      return [...open, ...unknownOnes].map(withExits);
    },
    'tt:futures:dismiss': async ({ family, clientOrderId }) => {
      unknown.dismiss(family, clientOrderId);
    },
    'tt:futures:order': async (ref) =>
      orderView(ref.family, await familyClient(await deps.venue(), ref.family).queryOrder(selector(ref))),
    'tt:futures:cancel': async (ref) => cancelOrder(await deps.venue(), ref),
    'tt:futures:modify': async (args) => {
      // Moved by hand: whatever else moves this order (a chase) lets go of it first.
      for (const listener of handMoveListeners) listener(args.family, args.clientOrderId);
      return modifyOrder(await deps.venue(), args);
    },
    'tt:futures:moveConditional': async (args) => {
      const venue = await deps.venue();
      return moveConditional(
        {
          read: async ({ family, symbol, clientOrderId, algoId }) => {
            if (family === 'coinm')
              return orderView(
                family,
                await familyClient(venue, family).queryOrder({ symbol, origClientOrderId: clientOrderId }),
              );
            const usdm = familyClient(venue, 'usdm');
            return algoOrderView(
              await usdm.queryAlgoOrder(algoId !== undefined ? { algoId } : { clientAlgoId: clientOrderId }),
            );
          },
          place: (order, own) => place(venue, order, own),
          cancel: (o) =>
            cancelOrder(venue, {
              family: o.family,
              symbol: o.symbol,
              ...(o.algoId !== undefined
                ? { algoId: o.algoId }
                : o.orderId !== null
                  ? { orderId: o.orderId }
                  : { clientOrderId: o.clientOrderId }),
            }),
          price: (family, symbol, value) => noticeNumbers(precision.of(family)(symbol)).typedPrice(value),
        },
        args,
      );
    },
    'tt:futures:cancelAll': async ({ family, symbol }) => {
      const venue = await deps.venue();
      const working = await openOrders(venue, family, symbol);
      try {
        await familyClient(venue, family).cancelAllOpenOrders({ symbol });
        // USD-M conditional orders wait in the algo service, apart from the book.
        if (family === 'usdm' && working.some((o) => o.algoId !== undefined))
          await familyClient(venue, 'usdm').cancelAllAlgoOrders({ symbol });
      } finally {
        changed(family, symbol);
      }
      return { cancelled: working.length };
    },
    'tt:futures:positions': async ({ family, symbol }) => positions(await deps.venue(), family, symbol),
    'tt:futures:closePosition': async (args) => closePosition(await deps.venue(), args),
    'tt:futures:closeAllPositions': async ({ family, at }) =>
      positionActions.closeAll(await deps.venue(), family, at),
    'tt:futures:reversePosition': async (args) => positionActions.reverse(await deps.venue(), args),
    'tt:futures:moveExit': async ({ family, symbol, clientOrderId, kind, stopPrice }) => {
      const notWaiting = () =>
        refusedBeforeSending(
          family,
          undefined,
          "No take profit or stop loss waits on this order: once an entry fills they are its position's own (move them there).",
        );
      const entry = exits.waitingEntry(family, clientOrderId);
      if (!entry || entry.symbol !== symbol) throw notWaiting();
      if (stopPrice !== null) {
        const venue = await deps.venue();
        const rules = await rulesOf(venue, family, symbol);
        const hedge = await hedgeOf(venue, family);
        const watching = (entry.exits[kind] ?? entry.exits.takeProfit ?? entry.exits.stopLoss)?.workingType;
        const check = checkAttachedExits(
          rules,
          { side: entry.side, type: 'LIMIT', ...(hedge ? { positionSide: entry.positionSide } : {}) },
          { [kind]: { stopPrice, ...(watching ? { workingType: watching } : {}) } },
          entry.price ?? (await markOf(venue, family, symbol)),
          { hedge, now: await venue.serverNow(family) },
        );
        if (!check.ok) throw refusedBeforeSending(family, check.refusal.code, check.words);
      }
      // The entry may have filled while the price was checked: then there is nothing left to move.
      const left = await exits.move(family, clientOrderId, kind, stopPrice);
      if (left === undefined) throw notWaiting();
      changed(family, symbol);
      return left === null ? null : (exits.of(family, clientOrderId) ?? null);
    },
    'tt:futures:account': async ({ family }) =>
      accountView(family, await familyClient(await deps.venue(), family).account()),
    'tt:futures:positionMode': async ({ family }) => {
      const venue = await deps.venue();
      memoryOf(familyClient(venue, family)).hedge = undefined;
      return { family, hedge: await hedgeOf(venue, family) };
    },
    'tt:futures:setPositionMode': async ({ family, hedge }) => {
      const client = familyClient(await deps.venue(), family);
      try {
        await client.setPositionMode({ dualSidePosition: hedge });
      } catch (error) {
        memoryOf(client).hedge = undefined;
        throw error;
      }
      memoryOf(client).hedge = hedge;
      changed(family, null);
      return { family, hedge };
    },
    ...marginHandlers(deps.venue, changed),
    'tt:futures:setLeverage': async ({ family, symbol, leverage }) => {
      const answer = await familyClient(await deps.venue(), family).setLeverage({ symbol, leverage });
      changed(family, symbol);
      return {
        family,
        symbol: answer.symbol,
        leverage: answer.leverage,
        maxPosition: 'maxNotionalValue' in answer ? answer.maxNotionalValue : answer.maxQty,
      };
    },
    'tt:futures:pnl': async ({ family }) => readFuturesPnl(await deps.venue(), family, now()),
    'tt:futures:commissionRate': async ({ family, symbol }) => {
      const rates = await familyClient(await deps.venue(), family).commissionRate({ symbol });
      return {
        family,
        symbol: rates.symbol,
        maker: rates.makerCommissionRate,
        taker: rates.takerCommissionRate,
      };
    },
  };

  /** Main's own reads through the handlers (none of these depends on who asks). */
  const ownCall: IpcContext = { sessionId: 'main' };

  return {
    handlers,
    /** What a contract's margin ratio alert values it with. */
    margin: {
      positions: (family: FuturesFamily) => handlers['tt:futures:positions']({ family }, ownCall),
      account: (family: FuturesFamily) => handlers['tt:futures:account']({ family }, ownCall),
      brackets: (family: FuturesFamily, symbol: string) =>
        handlers['tt:futures:leverageBrackets']({ family, symbol }, ownCall),
      symbols: (family: FuturesFamily) => handlers['tt:futures:symbols']({ family }, ownCall),
    },
    /** Main's own orders (a chase's): placed, moved and read as the renderer's are, checked before sending. */
    orders: {
      place: async (args: PlaceFuturesOrderArgs, own: { readonly clientOrderId?: string } = {}) =>
        place(await deps.venue(), args, own),
      modify: async (args: ModifyFuturesOrderArgs) => modifyOrder(await deps.venue(), args),
      read: async (family: FuturesFamily, symbol: string, clientOrderId: string) =>
        orderView(
          family,
          await familyClient(await deps.venue(), family).queryOrder({
            symbol,
            origClientOrderId: clientOrderId,
          }),
        ),
      tickOf: async (family: FuturesFamily, symbol: string) =>
        tickAndStepOf((await rulesOf(await deps.venue(), family, symbol)).filters).tickSize,
      /** The step a market order's quantity keeps. */
      marketStepOf: async (family: FuturesFamily, symbol: string) =>
        marketStepOf((await rulesOf(await deps.venue(), family, symbol)).filters),
    },
    /** A contract's quote asset, from the family's exchangeInfo read once (what a USD-M fill is worth in). */
    quoteAssetOf: async (family: FuturesFamily, symbol: string) =>
      (await rulesOf(await deps.venue(), family, symbol)).quoteAsset,
    /** An order the trader moves (`tt:futures:modify`), told before it is sent; returns the unsubscribe. */
    onHandMove(listener: (family: FuturesFamily, clientOrderId: string) => void): () => void {
      handMoveListeners.add(listener);
      return () => handMoveListeners.delete(listener);
    },
    /** Every order the user-data stream tells of (after it is pushed); returns the unsubscribe. */
    onOrderUpdate(listener: (order: FuturesOrderView) => void): () => void {
      orderListeners.add(listener);
      return () => orderListeners.delete(listener);
    },
    /**
     * A contract's position rows (both sides in hedge mode) and its contract size (null for a linear
     * contract): what a P&L alert on it values.
     */
    async positionOf(family: FuturesFamily, symbol: string) {
      const venue = await deps.venue();
      const info = await rulesOf(venue, family, symbol);
      const rows = await positions(venue, family, symbol);
      return { rows, contractSize: 'contractSize' in info ? info.contractSize : null };
    },
    /** A futures user-data event of the active profile's stream. */
    onUserData: (family: FuturesFamily, event: FuturesUserDataEvent) => userData.onEvent(family, event),
    onStreamSubscribed: (family: FuturesFamily) => {
      userData.onSubscribed(family);
      // Fills while the stream was away were not heard: ask the venue about every waiting entry.
      void exits.resume().catch(() => undefined);
    },
    /** The active profile opened: its waiting entries are read and asked about. */
    resumeExits: () => exits.resume(),
    /** The stream sent an ORDER_TRADE_UPDATE, ALGO_UPDATE… that did not parse. */
    onUnreadableEvent: (family: FuturesFamily) => userData.onUnreadable(family),
    /** The active profile changed: the contracts' ticks and steps are read from its venue afresh. */
    reset: () => precision.forget(),
    /** Resolves once every UNKNOWN order's reconciliation under way has ended (tests, shutdown). */
    settled: unknown.settled,
    dispose: unknown.dispose,
    /** Resolves once every write of the waiting entries has ended. */
    flush: () => exits.flush(),
  };
}

interface OrderRef {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly orderId?: number;
  readonly clientOrderId?: string;
  readonly algoId?: number;
}

function selector(ref: OrderRef) {
  return ref.orderId !== undefined
    ? { symbol: ref.symbol, orderId: ref.orderId }
    : { symbol: ref.symbol, origClientOrderId: ref.clientOrderId! };
}

function nothingToClose(family: FuturesFamily, symbol: string, positionSide: string): VenueError {
  return new VenueError({
    kind: 'invalid-arguments',
    endpoint: orderPath(family),
    message: `there is no ${positionSide} position in ${symbol} to close`,
  });
}

export type FuturesService = ReturnType<typeof createFuturesService>;
