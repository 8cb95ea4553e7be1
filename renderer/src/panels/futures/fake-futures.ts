import { limitAtTrigger } from '@shared/ipc/futures-moves';
import { dec, isZero } from '@shared/decimal/decimal';
import { futuresOrderType } from '@shared/api/futures/enums';
import type { TerminalApi } from '@shared/ipc/contract';
import type {
  ChaseView,
  FuturesTradeView,
  FuturesTransactionView,
  FuturesAccountView,
  FuturesFamily,
  FuturesOrderView,
  FuturesSymbolView,
  PositionView,
} from '@shared/ipc/futures';
import type { FamilyBlock, LimitsView } from '@shared/ipc/account';
import type { TerminalErrorPayload } from '@shared/ipc/errors';
import type { MarkFrame } from '@shared/ipc/market';
import type { ChaseArgs, ClosePositionArgs, TwapArgs } from '@shared/ipc/futures-args';
import type { TwapView } from '@shared/ipc/twap';
import type { AlertView } from '@shared/ipc/alerts';

export const btcusdtPerp: FuturesSymbolView = {
  family: 'usdm',
  symbol: 'BTCUSDT',
  pair: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marginAsset: 'USDT',
  contractSize: null,
  pricePrecision: 2,
  quantityPrecision: 3,
  orderTypes: [...futuresOrderType.options],
  timeInForce: ['GTC', 'IOC', 'FOK', 'GTX', 'GTD'],
  triggerProtect: '0.0500',
  marketTakeBound: '0.05',
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.10', maxPrice: '1000000', tickSize: '0.10' },
    { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000', stepSize: '0.001' },
    { filterType: 'MARKET_LOT_SIZE', minQty: '0.001', maxQty: '120', stepSize: '0.001' },
    { filterType: 'MIN_NOTIONAL', notional: '100' },
    { filterType: 'PERCENT_PRICE', multiplierUp: '1.0500', multiplierDown: '0.9500', multiplierDecimal: '4' },
  ],
};

export const btcusdCoin: FuturesSymbolView = {
  ...btcusdtPerp,
  family: 'coinm',
  symbol: 'BTCUSD_PERP',
  pair: 'BTCUSD',
  quoteAsset: 'USD',
  marginAsset: 'BTC',
  contractSize: 100,
  pricePrecision: 1,
  quantityPrecision: 0,
  timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
  filters: [
    { filterType: 'PRICE_FILTER', minPrice: '0.1', maxPrice: '1000000', tickSize: '0.1' },
    { filterType: 'LOT_SIZE', minQty: '1', maxQty: '1000000', stepSize: '1' },
    { filterType: 'MARKET_LOT_SIZE', minQty: '1', maxQty: '60000', stepSize: '1' },
  ],
};

/** What main is asked to place for a BTCUSDT buy limit, good till cancelled (the form's defaults), and `order`. */
export const btcusdtBuyLimit = (order: Record<string, unknown>) => ({
  family: 'usdm',
  order: { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', ...order },
});

export function position(
  family: FuturesFamily,
  symbol: string,
  size: string,
  positionSide: PositionView['positionSide'] = 'BOTH',
): PositionView {
  return {
    family,
    symbol,
    positionSide,
    size,
    entryPrice: '60000.0',
    markPrice: '60500.0',
    unrealizedPnl: '5.00000000',
    leverage: 20,
    liquidationPrice: '30000.5',
    liquidationNote: null,
    marginType: 'cross',
    isolatedMargin: '0',
    notional: '6050',
    maxPosition: '1000000',
    updateTime: 1,
  };
}

export function order(family: FuturesFamily, symbol: string, orderId: number): FuturesOrderView {
  return {
    family,
    symbol,
    orderId,
    clientOrderId: `tt-${orderId}`,
    side: 'BUY',
    positionSide: 'BOTH',
    type: 'LIMIT',
    origType: 'LIMIT',
    status: 'NEW',
    timeInForce: 'GTC',
    price: '59000.0',
    avgPrice: null,
    origQty: '0.010',
    executedQty: '0',
    stopPrice: '0',
    reduceOnly: false,
    closePosition: false,
    workingType: 'CONTRACT_PRICE',
    priceProtect: false,
    priceMatch: 'NONE',
    selfTradePreventionMode: 'EXPIRE_MAKER',
    goodTillDate: null,
    activatePrice: null,
    priceRate: null,
    updateTime: 1,
  };
}

/**
 * The account as the venue lists it: the wallet, and each held position of the family with its
 * maintenance margin at the paper venue's 0.4 % of its value.
 */
const account = (family: FuturesFamily, positions: readonly PositionView[] = []): FuturesAccountView => ({
  family,
  canTrade: true,
  updateTime: 1,
  wallets: [
    {
      asset: family === 'usdm' ? 'USDT' : 'BTC',
      walletBalance: family === 'usdm' ? '10000.00000000' : '1.00000000',
      unrealizedPnl: '0',
      marginBalance: family === 'usdm' ? '10000.00000000' : '1.00000000',
      availableBalance: family === 'usdm' ? '9700.00000000' : '0.90000000',
      initialMargin: '0',
      maintMargin: '0',
      maxWithdrawAmount: '0',
      crossWalletBalance: family === 'usdm' ? '10000.00000000' : '1.00000000',
    },
  ],
  positions: positions
    .filter((p) => p.family === family && !isZero(p.size))
    .map((p) => ({
      symbol: p.symbol,
      positionSide: p.positionSide,
      maintMargin: dec(p.notional).abs().mul('0.004').toFixed(8),
      unrealizedPnl: p.unrealizedPnl,
      isolated: p.marginType === 'isolated',
    })),
});

interface FakeFuturesState {
  hedge: boolean;
  positions: PositionView[];
  orders: FuturesOrderView[];
  /** The next place/closePosition/setPositionMode/setLeverage/cancel call rejects with this, once. */
  refuseNext?: TerminalErrorPayload;
  /** The rate-limit blocks main holds (pushed with `pushBlocks`). */
  blocks: FamilyBlock[];
  /** Set: the venue clock cannot be measured (main cannot reach the venue). */
  clockFailure?: TerminalErrorPayload;
  /** Set: the family's position reads fail with this. */
  positionsFailure?: TerminalErrorPayload;
  /** Set: "Close all positions" leaves this contract's position open, for this reason. */
  closeAllFails?: { readonly symbol: string; readonly reason: string };
  /** The chases main keeps, newest first. */
  chases: ChaseView[];
  /** The TWAPs main keeps, newest first. */
  twaps: TwapView[];
  /** The venue's records the history reads, oldest first (orders: those of `orders` when not set). */
  orderHistory?: FuturesOrderView[];
  trades: FuturesTradeView[];
  transactions: FuturesTransactionView[];
}

/** A history read as main answers it: a day up to the fake's clock, one page. */
const history = <Row>(rows: readonly Row[]) => ({
  rows,
  from: 1_700_000_000_000 - 86_400_000,
  to: 1_700_000_000_000,
  complete: rows.length < 1000,
});

/**
 * A TerminalApi with the futures, mining and venue domains: answers from a mutable state, records every
 * call, and lets a test push `tt:futures:changed` and `tt:futures:orderUpdated`.
 */
export function createFakeFutures(initial: Partial<FakeFuturesState> = {}) {
  const state: FakeFuturesState = {
    hedge: false,
    positions: [],
    orders: [],
    blocks: [],
    chases: [],
    twaps: [],
    trades: [],
    transactions: [],
    ...initial,
  };
  const calls: { channel: string; args: unknown }[] = [];
  const changed = new Set<(p: { family: FuturesFamily; symbol: string | null }) => void>();
  const orderUpdates = new Set<(p: { order: FuturesOrderView }) => void>();
  const chaseUpdates = new Set<(p: { chase: ChaseView }) => void>();
  const twapUpdates = new Set<(p: { twap: TwapView }) => void>();
  const call =
    <T>(channel: string, answer: (args: never) => T) =>
    async (args: unknown) => {
      calls.push({ channel, args });
      if (
        state.refuseNext &&
        ['place', 'closePosition', 'reversePosition', 'setPositionMode', 'setLeverage', 'cancel'].includes(
          channel,
        )
      ) {
        const error = state.refuseNext;
        delete state.refuseNext;
        throw error;
      }
      return answer(args as never);
    };
  const ofFamily = <T extends { family: FuturesFamily }>(list: T[], family: FuturesFamily) =>
    list.filter((x) => x.family === family);

  const futures = {
    symbols: call('symbols', ({ family }: { family: FuturesFamily }) =>
      family === 'usdm' ? [btcusdtPerp] : [btcusdCoin],
    ),
    positions: call('positions', ({ family }: { family: FuturesFamily }) => {
      if (state.positionsFailure) throw state.positionsFailure;
      return ofFamily(state.positions, family);
    }),
    open: call('open', ({ family }: { family: FuturesFamily }) => ofFamily(state.orders, family)),
    account: call('account', ({ family }: { family: FuturesFamily }) => account(family, state.positions)),
    positionMode: call('positionMode', ({ family }: { family: FuturesFamily }) => ({
      family,
      hedge: state.hedge,
    })),
    setPositionMode: call(
      'setPositionMode',
      ({ family, hedge }: { family: FuturesFamily; hedge: boolean }) => {
        state.hedge = hedge;
        return { family, hedge };
      },
    ),
    setLeverage: call('setLeverage', (args: { family: FuturesFamily; symbol: string; leverage: number }) => ({
      ...args,
      maxPosition: '1000',
    })),
    setMarginType: call(
      'setMarginType',
      ({ symbol, marginType }: { symbol: string; marginType: 'ISOLATED' | 'CROSSED' }) => {
        state.positions = state.positions.map((p) =>
          p.symbol === symbol ? { ...p, marginType: marginType === 'ISOLATED' ? 'isolated' : 'cross' } : p,
        );
      },
    ),
    positionMargin: call('positionMargin', () => undefined),
    commissionRate: call(
      'commissionRate',
      ({ family, symbol }: { family: FuturesFamily; symbol: string }) => ({
        family,
        symbol,
        maker: '0.0002',
        taker: '0.0005',
      }),
    ),
    leverageBrackets: call(
      'leverageBrackets',
      ({ family, symbol }: { family: FuturesFamily; symbol: string }) => ({
        family,
        symbol,
        unit: 'notional',
        brackets: [
          { bracket: 1, maxLeverage: 125, floor: '0', cap: '50000', maintMarginRatio: '0.004', cum: '0' },
          {
            bracket: 2,
            maxLeverage: 100,
            floor: '50000',
            cap: '250000',
            maintMarginRatio: '0.004',
            cum: '0',
          },
        ],
      }),
    ),
    place: call('place', ({ family }: { family: FuturesFamily }) => order(family, 'BTCUSDT', 77)),
    chase: call('chase', (args: ChaseArgs) => {
      const chase: ChaseView = {
        id: `chase-${state.chases.length + 1}`,
        family: args.family,
        symbol: args.symbol,
        side: args.side,
        quantity: args.quantity,
        clientOrderId: `tt-chase-${state.chases.length + 1}`,
        price: '60000.0',
        startPrice: '60000.0',
        limitPrice: args.limitPrice ?? null,
        moves: 0,
        filled: '0',
        state: 'chasing',
        note: null,
      };
      state.chases.unshift(chase);
      return chase;
    }),
    chases: call('chases', () => state.chases),
    stopChase: call('stopChase', ({ id }: { id: string }) => {
      const stopped = {
        ...state.chases.find((c) => c.id === id)!,
        state: 'stopped' as const,
        note: 'Stopped.',
      };
      state.chases = state.chases.map((c) => (c.id === id ? stopped : c));
      for (const listener of chaseUpdates) listener({ chase: stopped });
      return stopped;
    }),
    onChaseUpdated: (listener: (p: { chase: ChaseView }) => void) => {
      chaseUpdates.add(listener);
      return () => void chaseUpdates.delete(listener);
    },
    orderHistory: call('orderHistory', ({ family, symbol }: { family: FuturesFamily; symbol: string }) =>
      history((state.orderHistory ?? state.orders).filter((o) => o.family === family && o.symbol === symbol)),
    ),
    tradeHistory: call('tradeHistory', ({ family, symbol }: { family: FuturesFamily; symbol: string }) =>
      history(state.trades.filter((t) => t.family === family && t.symbol === symbol)),
    ),
    transactions: call('transactions', ({ family }: { family: FuturesFamily }) =>
      history(state.transactions.filter((r) => r.family === family)),
    ),
    twap: call('twap', (args: TwapArgs) => {
      const twap: TwapView = {
        id: `twap-${state.twaps.length + 1}`,
        family: args.family,
        symbol: args.symbol,
        side: args.side,
        quantity: args.quantity,
        slices: args.slices,
        durationSeconds: args.durationSeconds,
        limitPrice: args.limitPrice ?? null,
        sent: 1,
        skipped: 0,
        executedQty: '0.000',
        avgPrice: null,
        startedAt: 1_700_000_000_000,
        nextAt: 1_700_000_000_000 + (args.durationSeconds * 1000) / (args.slices - 1),
        state: 'running',
        note: null,
      };
      state.twaps.unshift(twap);
      return twap;
    }),
    twaps: call('twaps', () => state.twaps),
    stopTwap: call('stopTwap', ({ id }: { id: string }) => {
      const stopped = {
        ...state.twaps.find((t) => t.id === id)!,
        state: 'stopped' as const,
        nextAt: null,
        note: 'Stopped by you.',
      };
      state.twaps = state.twaps.map((t) => (t.id === id ? stopped : t));
      for (const listener of twapUpdates) listener({ twap: stopped });
      return stopped;
    }),
    onTwapUpdated: (listener: (p: { twap: TwapView }) => void) => {
      twapUpdates.add(listener);
      return () => void twapUpdates.delete(listener);
    },
    closeAllPositions: call(
      'closeAllPositions',
      ({ family, at }: { family: FuturesFamily; at?: 'market' | 'mark' }) => {
        const open = ofFamily(state.positions, family).filter((p) => !/^-?0(\.0+)?$/.test(p.size));
        const fails = (p: PositionView) => p.symbol === state.closeAllFails?.symbol;
        state.positions = state.positions.filter((p) => p.family !== family || fails(p));
        return {
          family,
          at: at ?? 'market',
          closed: open
            .filter((p) => !fails(p))
            .map((p) => ({
              symbol: p.symbol,
              positionSide: p.positionSide,
              size: p.size,
              order: { ...order(family, p.symbol, 0), type: 'MARKET', status: 'FILLED' } as FuturesOrderView,
            })),
          failed: open.filter(fails).map((p) => ({
            symbol: p.symbol,
            positionSide: p.positionSide,
            size: p.size,
            reason: state.closeAllFails?.reason ?? '',
          })),
        };
      },
    ),
    reversePosition: call(
      'reversePosition',
      ({ family, symbol }: { family: FuturesFamily; symbol: string }) => {
        state.positions = state.positions.map((p) =>
          p.family === family && p.symbol === symbol
            ? { ...p, size: p.size.startsWith('-') ? p.size.slice(1) : `-${p.size}` }
            : p,
        );
        return { ...order(family, symbol, 0), type: 'MARKET', status: 'FILLED' } as FuturesOrderView;
      },
    ),
    closePosition: call('closePosition', (args: ClosePositionArgs) => {
      const { family, symbol } = args;
      if (args.trigger) {
        // a take-profit or stop-loss: a waiting closePosition order (a moved one replaces the old)
        const algoId = 900 + state.orders.length;
        const side: 'BUY' | 'SELL' = args.positionSide === 'SHORT' ? 'BUY' : 'SELL';
        const placed: FuturesOrderView = {
          ...order(family, symbol, 0),
          orderId: null,
          algoId,
          algoStatus: 'NEW',
          clientOrderId: `tt-algo-${algoId}`,
          side,
          positionSide: args.positionSide,
          type: args.trigger.type,
          origType: args.trigger.type,
          stopPrice: args.trigger.stopPrice,
          closePosition: true,
          origQty: '0',
        };
        state.orders = [
          ...state.orders.filter(
            (o) => args.replaces?.algoId === undefined || o.algoId !== args.replaces.algoId,
          ),
          placed,
        ];
        return placed;
      }
      state.positions = state.positions.filter((p) => p.symbol !== symbol);
      return { ...order(family, symbol, 78), type: 'MARKET', status: 'FILLED' };
    }),
    cancel: call(
      'cancel',
      ({ family, symbol, orderId }: { family: FuturesFamily; symbol: string; orderId: number }) => {
        state.orders = state.orders.filter((o) => o.orderId !== orderId);
        return { ...order(family, symbol, orderId), status: 'CANCELED' };
      },
    ),
    cancelAll: call('cancelAll', ({ symbol }: { family: FuturesFamily; symbol: string }) => {
      const cancelled = state.orders.filter((o) => o.symbol === symbol).length;
      state.orders = state.orders.filter((o) => o.symbol !== symbol);
      return { cancelled };
    }),
    modify: call('modify', (args: { clientOrderId: string; price: string; quantity?: string }) => {
      const found = state.orders.find((o) => o.clientOrderId === args.clientOrderId);
      if (!found) throw new Error('no such order');
      const moved = { ...found, price: args.price, origQty: args.quantity ?? found.origQty };
      state.orders = state.orders.map((o) => (o === found ? moved : o));
      return moved;
    }),
    moveConditional: call(
      'moveConditional',
      (args: { clientOrderId: string; stopPrice: string; price?: string }) => {
        const found = state.orders.find((o) => o.clientOrderId === args.clientOrderId);
        if (!found) throw new Error('no such order');
        const price = limitAtTrigger(found, args.stopPrice, args.price);
        const moved = {
          ...found,
          clientOrderId: `${found.clientOrderId}-moved`,
          ...(found.algoId === undefined ? {} : { algoId: found.algoId + 1 }),
          stopPrice: args.stopPrice,
          ...(price === undefined ? {} : { price }),
        };
        state.orders = state.orders.map((o) => (o === found ? moved : o));
        return { order: moved, warning: null };
      },
    ),
    order: call('order', ({ family, symbol }: { family: FuturesFamily; symbol: string }) =>
      order(family, symbol, 1),
    ),
    onChanged: (listener: (p: { family: FuturesFamily; symbol: string | null }) => void) => {
      changed.add(listener);
      return () => void changed.delete(listener);
    },
    moveExit: call(
      'moveExit',
      ({
        clientOrderId,
        kind,
        stopPrice,
      }: {
        clientOrderId: string;
        kind: 'takeProfit' | 'stopLoss';
        stopPrice: string | null;
      }) => {
        const entry = state.orders.find((o) => o.clientOrderId === clientOrderId);
        const { [kind]: _moved, ...others } = entry?.exits ?? {};
        const exits = stopPrice === null ? others : { ...others, [kind]: stopPrice };
        const left = Object.keys(exits).length > 0 ? exits : undefined;
        state.orders = state.orders.map((o) => (o === entry ? { ...o, exits: left } : o));
        return left ?? null;
      },
    ),
    dismiss: call('dismiss', ({ clientOrderId }: { clientOrderId: string }) => {
      state.orders = state.orders.filter((o) => o.clientOrderId !== clientOrderId);
    }),
    onOrderUpdated: (listener: (p: { order: FuturesOrderView }) => void) => {
      orderUpdates.add(listener);
      return () => void orderUpdates.delete(listener);
    },
  };
  const venue = {
    time: async () => {
      if (state.clockFailure) throw state.clockFailure;
      return { serverTime: 0, offsetMs: 0, roundTripMs: 1, measuredAt: 0, venueUrl: 'http://x' };
    },
    onTime: () => () => undefined,
  };
  // The mark price stream the header watches; a test pushes frames with emitMark.
  const markListeners = new Set<(frame: MarkFrame) => void>();
  const markWatches: { watchId: string; symbol: string; market: 'usdm' | 'coinm' }[] = [];
  const marketDomain = {
    watchMark: call('watchMark', (args: { symbol: string; market: 'usdm' | 'coinm' }) => {
      const watchId = `mark-${markWatches.length + 1}`;
      markWatches.push({ watchId, ...args });
      return { watchId };
    }),
    onMark: (listener: (frame: MarkFrame) => void) => {
      markListeners.add(listener);
      return () => void markListeners.delete(listener);
    },
    unwatch: async () => undefined,
  };
  const limitsListeners = new Set<(limits: LimitsView) => void>();
  const limitsView = (): LimitsView => {
    const longest = [...state.blocks].sort((a, b) => b.until - a.until)[0];
    return {
      meters: [],
      blockedUntil: longest?.until ?? null,
      blockedReason: longest?.reason ?? null,
      blocks: state.blocks,
    };
  };
  const accountDomain = {
    limits: async () => limitsView(),
    onBalances: () => () => undefined,
    onLimits: (listener: (limits: LimitsView) => void) => {
      limitsListeners.add(listener);
      return () => void limitsListeners.delete(listener);
    },
  };
  // Alerts as main keeps them: created armed, pushed to every listener after each change.
  const alertListeners = new Set<(alerts: readonly AlertView[]) => void>();
  const alerts: AlertView[] = [];
  const alertsDomain = {
    list: async () => alerts,
    create: call('createAlert', (args: Pick<AlertView, 'symbol' | 'market' | 'condition' | 'sound'>) => {
      const alert: AlertView = {
        ...args,
        id: `a${alerts.length + 1}`,
        createdAt: 0,
        status: 'armed',
        fired: null,
      };
      alerts.push(alert);
      for (const listener of alertListeners) listener([...alerts]);
      return alert;
    }),
    update: call('updateAlert', () => undefined),
    delete: call('deleteAlert', () => undefined),
    rearm: call('rearmAlert', () => undefined),
    onChanged: (listener: (alerts: readonly AlertView[]) => void) => {
      alertListeners.add(listener);
      return () => void alertListeners.delete(listener);
    },
    onFired: () => () => undefined,
  };
  return {
    terminal: {
      futures,
      venue,
      account: accountDomain,
      market: marketDomain,
      alerts: alertsDomain,
    } as unknown as TerminalApi,
    /** The venue's mark price stream tells this for the newest watch of the symbol. */
    emitMark: (mark: Omit<MarkFrame, 'watchId' | 'market'>) => {
      const watch = markWatches.findLast((w) => w.symbol === mark.symbol);
      if (!watch) throw new Error(`nothing watches the mark of ${mark.symbol}`);
      for (const listener of markListeners)
        listener({ ...mark, watchId: watch.watchId, market: watch.market });
    },
    state,
    calls,
    callsTo: (channel: string) => calls.filter((c) => c.channel === channel).map((c) => c.args),
    /** Main's meter changed: these blocks are now in force. */
    pushBlocks: (blocks: FamilyBlock[]) => {
      state.blocks = blocks;
      for (const listener of limitsListeners) listener(limitsView());
    },
    emitChanged: (family: FuturesFamily) => {
      for (const listener of changed) listener({ family, symbol: null });
    },
    /** Main pushes one order (`tt:futures:orderUpdated`), as it does for an UNKNOWN one. */
    emitOrderUpdated: (updated: FuturesOrderView) => {
      for (const listener of orderUpdates) listener({ order: updated });
    },
    /** Main pushes a chase's change (`tt:futures:chaseUpdated`). */
    emitChase: (chase: ChaseView) => {
      state.chases = state.chases.map((c) => (c.id === chase.id ? chase : c));
      for (const listener of chaseUpdates) listener({ chase });
    },
    /** Main pushes a TWAP's change (`tt:futures:twapUpdated`). */
    emitTwap: (twap: TwapView) => {
      state.twaps = state.twaps.map((t) => (t.id === twap.id ? twap : t));
      for (const listener of twapUpdates) listener({ twap });
    },
  };
}
