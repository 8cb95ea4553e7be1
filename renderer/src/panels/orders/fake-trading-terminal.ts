import { vi } from 'vitest';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { TerminalApi } from '@shared/ipc/contract';
import type { AccountSummary, BalanceView } from '@shared/ipc/account';
import type { OrderView } from '@shared/ipc/orders';
import { paperSymbol } from '../../test-support/fake-market';
import { createFakeSettings } from '../../test-support/fake-settings';

/** The paper venue's BTCUSDT: tick 0.01, step 0.00001, notional at least 5. */
export const btcusdt: SymbolInfo = paperSymbol('BTCUSDT');

/** A SPOT account that may trade, holding `balances`, at `fee` for maker and taker alike. */
export const accountSummary = (
  balances: readonly BalanceView[],
  fee = '0.001',
  updateTime = 0,
): AccountSummary => ({
  balances,
  commissionRates: { maker: fee, taker: fee, buyer: '0', seller: '0' },
  canTrade: true,
  permissions: ['SPOT'],
  updateTime,
});

export const order = (over: Partial<OrderView> = {}): OrderView => ({
  symbol: 'BTCUSDT',
  clientOrderId: 'tt-1',
  orderId: 11,
  orderListId: -1,
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  price: '60000.00',
  origQty: '0.01000',
  executedQty: '0.00000',
  cummulativeQuoteQty: '0.00',
  origQuoteOrderQty: '0.00',
  stopPrice: null,
  icebergQty: null,
  trailingDelta: null,
  status: 'NEW',
  selfTradePreventionMode: 'EXPIRE_MAKER',
  time: 1_763_700_000_000,
  updateTime: 1_763_700_000_000,
  workingTime: 1_763_700_000_000,
  problem: null,
  ...over,
});

type Listener = (payload: unknown) => void;

/**
 * A TerminalApi with the methods the trading panes use, as vi.fn()s the test can inspect or replace,
 * and `emit` to push events as main would.
 */
export function fakeTradingTerminal(
  lastPrice = '60000.00',
  preferences: Parameters<typeof createFakeSettings>[0] = {},
) {
  const listeners = new Map<string, Set<Listener>>();
  let nextWatch = 1;
  const on = (name: string) => (listener: Listener) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener);
    return () => set.delete(listener);
  };
  const paper = {
    id: 'p-1',
    name: 'Paper',
    venue: { kind: 'paper' as const },
    active: true,
    builtIn: 'paper' as const,
    key: {
      type: 'ED25519' as const,
      apiKey: 'paperkey',
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEApaper\n-----END PUBLIC KEY-----\n',
      storedIn: 'secret-service' as const,
      missing: false,
    },
  };
  const api = {
    profiles: {
      list: vi.fn<TerminalApi['profiles']['list']>(async () => ({
        profiles: [paper],
        activeProfileId: 'p-1',
      })),
      keychain: vi.fn<TerminalApi['profiles']['keychain']>(async () => ({
        available: true,
        backend: 'secret-service',
        reason: null,
        help: 'On Linux, API keys are kept in a Secret Service keyring reached over D-Bus.',
      })),
      add: vi.fn<TerminalApi['profiles']['add']>(),
      update: vi.fn<TerminalApi['profiles']['update']>(),
      replaceKey: vi.fn<TerminalApi['profiles']['replaceKey']>(),
      setActive: vi.fn<TerminalApi['profiles']['setActive']>(async () => paper),
      remove: vi.fn<TerminalApi['profiles']['remove']>(async () => undefined),
      testConnection: vi.fn<TerminalApi['profiles']['testConnection']>(),
      notices: vi.fn<TerminalApi['profiles']['notices']>(async () => []),
      onChanged: on('profiles:changed'),
    },
    settings: createFakeSettings(preferences),
    workspace: {
      load: vi.fn<TerminalApi['workspace']['load']>(async () => ({
        layout: null,
        theme: 'dark',
        named: {},
      })),
      setTheme: vi.fn<TerminalApi['workspace']['setTheme']>(async () => undefined),
      saveLayout: vi.fn<TerminalApi['workspace']['saveLayout']>(async () => undefined),
      saveNamed: vi.fn<TerminalApi['workspace']['saveNamed']>(async () => undefined),
      deleteNamed: vi.fn<TerminalApi['workspace']['deleteNamed']>(async () => undefined),
    },
    venue: {
      time: vi.fn<TerminalApi['venue']['time']>(async () => ({
        serverTime: 0,
        offsetMs: 0,
        roundTripMs: 1,
        measuredAt: 0,
        venueUrl: 'x',
      })),
      onTime: on('venue:time'),
    },
    market: {
      symbols: vi.fn<TerminalApi['market']['symbols']>(async () => [btcusdt]),
      watchTickers: vi.fn<TerminalApi['market']['watchTickers']>(async () => ({
        watchId: `tickers-${nextWatch++}`,
      })),
      unwatch: vi.fn<TerminalApi['market']['unwatch']>(async () => undefined),
      onTickers: on('market:tickers'),
      // The order form estimates costs from the book; these tests push no frames unless they say so.
      watchBook: vi.fn<TerminalApi['market']['watchBook']>(async () => ({ watchId: `book-${nextWatch++}` })),
      regroupBook: vi.fn<TerminalApi['market']['regroupBook']>(async () => undefined),
      onBook: on('market:book'),
      // A futures contract's mark, as the alert form watches it; a test pushes frames with emit.
      watchMark: vi.fn<TerminalApi['market']['watchMark']>(async () => ({ watchId: `mark-${nextWatch++}` })),
      onMark: on('market:mark'),
      tickers: vi.fn<TerminalApi['market']['tickers']>(async () => [
        {
          symbol: 'BTCUSDT',
          lastPrice,
          openPrice: lastPrice,
          highPrice: lastPrice,
          lowPrice: lastPrice,
          priceChangePercent: '0.00',
          volume: '0',
          quoteVolume: '0',
          eventTime: 0,
        },
      ]),
    },
    account: {
      summary: vi.fn<TerminalApi['account']['summary']>(async () =>
        accountSummary([
          { asset: 'BTC', free: '1.00000000', locked: '0.00000000' },
          { asset: 'USDT', free: '10000.00000000', locked: '0.00000000' },
        ]),
      ),
      limits: vi.fn<TerminalApi['account']['limits']>(async () => ({
        meters: [],
        blockedUntil: null,
        blockedReason: null,
        blocks: [],
      })),
      trades: vi.fn<TerminalApi['account']['trades']>(async () => []),
      preventedMatches: vi.fn<TerminalApi['account']['preventedMatches']>(async () => []),
      amendments: vi.fn<TerminalApi['account']['amendments']>(async () => []),
      portfolio: vi.fn<TerminalApi['account']['portfolio']>(),
      portfolioHistory: vi.fn<TerminalApi['account']['portfolioHistory']>(),
      commission: vi.fn<TerminalApi['account']['commission']>(),
      orderCounts: vi.fn<TerminalApi['account']['orderCounts']>(async () => []),
      onBalances: on('account:balances'),
      onLimits: on('account:limits'),
    },
    orders: {
      open: vi.fn<TerminalApi['orders']['open']>(async () => [] as OrderView[]),
      openLists: vi.fn<TerminalApi['orders']['openLists']>(async () => []),
      place: vi.fn<TerminalApi['orders']['place']>(async () => order()),
      test: vi.fn<TerminalApi['orders']['test']>(async () => null),
      cancel: vi.fn<TerminalApi['orders']['cancel']>(),
      cancelAll: vi.fn<TerminalApi['orders']['cancelAll']>(async () => []),
      cancelReplace: vi.fn<TerminalApi['orders']['cancelReplace']>(),
      amend: vi.fn<TerminalApi['orders']['amend']>(),
      move: vi.fn<TerminalApi['orders']['move']>(),
      placeOco: vi.fn<TerminalApi['orders']['placeOco']>(),
      placeOto: vi.fn<TerminalApi['orders']['placeOto']>(),
      placeOtoco: vi.fn<TerminalApi['orders']['placeOtoco']>(),
      cancelList: vi.fn<TerminalApi['orders']['cancelList']>(),
      history: vi.fn<TerminalApi['orders']['history']>(async () => []),
      listHistory: vi.fn<TerminalApi['orders']['listHistory']>(async () => []),
      twap: vi.fn<TerminalApi['orders']['twap']>(),
      twaps: vi.fn<TerminalApi['orders']['twaps']>(async () => []),
      stopTwap: vi.fn<TerminalApi['orders']['stopTwap']>(),
      onTwapUpdated: on('orders:twapUpdated'),
      chase: vi.fn<TerminalApi['orders']['chase']>(),
      chases: vi.fn<TerminalApi['orders']['chases']>(async () => []),
      stopChase: vi.fn<TerminalApi['orders']['stopChase']>(),
      onChaseUpdated: on('orders:chaseUpdated'),
      onUpdated: on('orders:updated'),
      onListsUpdated: on('orders:listsUpdated'),
      onNotice: on('orders:notice'),
    },
    futures: {
      pnl: vi.fn<TerminalApi['futures']['pnl']>(),
      onChanged: on('futures:changed'),
      onOrderUpdated: on('futures:orderUpdated'),
      onChaseUpdated: on('futures:chaseUpdated'),
      onTwapUpdated: on('futures:twapUpdated'),
      onNotice: on('futures:notice'),
    },
    alerts: {
      list: vi.fn<TerminalApi['alerts']['list']>(async () => []),
      create: vi.fn<TerminalApi['alerts']['create']>(),
      update: vi.fn<TerminalApi['alerts']['update']>(),
      delete: vi.fn<TerminalApi['alerts']['delete']>(async () => undefined),
      rearm: vi.fn<TerminalApi['alerts']['rearm']>(),
      onChanged: on('alerts:changed'),
      onFired: on('alerts:fired'),
    },
  };
  const emit = (name: string, payload: unknown) => {
    for (const listener of listeners.get(name) ?? []) listener(payload);
  };
  return { api, terminal: api as unknown as TerminalApi, emit, paper };
}
