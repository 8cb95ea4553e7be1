import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import type { Kline } from '@shared/api/spot/market-data';
import type { TerminalApi } from '@shared/ipc/contract';
import type {
  BookFrame,
  KlineFrame,
  StreamStatus,
  TapeTrade,
  TickersFrame,
  TickerView,
} from '@shared/ipc/market';

/** The paper venue's own symbol definition, by name (one fixture for the venue and the fakes). */
export function paperSymbol(name: string): SymbolInfo {
  const info = PAPER_SYMBOLS.find((symbol) => symbol.symbol === name);
  if (!info) throw new Error(`the paper venue lists no ${name}`);
  return info;
}

export const btcusdt = paperSymbol('BTCUSDT');
export const ethbtc = paperSymbol('ETHBTC');
export const ethusdt = paperSymbol('ETHUSDT');

type WatchKind = 'book' | 'trades' | 'klines' | 'tickers';

export interface FakeWatch {
  readonly kind: WatchKind;
  readonly args: Record<string, unknown>;
}

interface FakeMarketData {
  readonly symbols?: SymbolInfo[];
  readonly tickers?: TickerView[];
  readonly trades?: TapeTrade[];
  readonly klines?: Kline[];
  readonly statuses?: StreamStatus[];
}

/**
 * A TerminalApi whose market domain answers from fixed data and pushes whatever frames a test emits,
 * keeping track of the watches the UI holds (started, regrouped, ended).
 */
export function createFakeMarket(data: FakeMarketData = {}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const watches = new Map<string, FakeWatch>();
  const calls: { channel: string; args: unknown }[] = [];
  let nextWatch = 1;

  const on = (name: string) => (listener: (payload: unknown) => void) => {
    const set = listeners.get(name) ?? new Set();
    listeners.set(name, set);
    set.add(listener);
    return () => void set.delete(listener);
  };
  const watch = (kind: WatchKind) => async (args: Record<string, unknown> | undefined) => {
    const watchId = `${kind}-${nextWatch++}`;
    calls.push({ channel: `watch:${kind}`, args });
    watches.set(watchId, { kind, args: args ?? {} });
    return { watchId };
  };

  const market = {
    symbols: async () => data.symbols ?? [btcusdt, ethbtc, ethusdt],
    tickers: async () => data.tickers ?? [],
    recentTrades: async (args: { symbol: string; limit: number }) => {
      calls.push({ channel: 'recentTrades', args });
      return data.trades ?? [];
    },
    klines: async (args: unknown) => {
      calls.push({ channel: 'klines', args });
      return data.klines ?? [];
    },
    streamStatus: async () => data.statuses ?? [],
    watchBook: watch('book'),
    watchTrades: watch('trades'),
    watchKlines: watch('klines'),
    watchTickers: watch('tickers'),
    regroupBook: async (args: { watchId: string; group: string; levels: number }) => {
      calls.push({ channel: 'regroupBook', args });
      const known = watches.get(args.watchId);
      if (known) watches.set(args.watchId, { ...known, args: { ...known.args, ...args } });
    },
    unwatch: async ({ watchId }: { watchId: string }) => {
      watches.delete(watchId);
    },
    onBook: on('book'),
    onTrades: on('trades'),
    onKline: on('kline'),
    onTickers: on('tickers'),
    onStreamStatus: on('streamStatus'),
  };
  const venue = {
    time: async () => ({
      serverTime: 0,
      offsetMs: 4,
      roundTripMs: 2,
      measuredAt: 0,
      venueUrl: 'http://127.0.0.1:1',
    }),
    onTime: () => () => undefined,
  };

  const emit = (name: string, payload: unknown) => {
    for (const listener of listeners.get(name) ?? []) listener(payload);
  };
  const watchOf = (kind: WatchKind) => [...watches.entries()].find(([, w]) => w.kind === kind);

  return {
    terminal: { market, venue } as unknown as TerminalApi,
    watches,
    calls,
    /** The id of the (only) live watch of a kind; throws when there is none. */
    watchIdOf(kind: WatchKind): string {
      const found = watchOf(kind);
      if (!found) throw new Error(`no ${kind} watch is live`);
      return found[0];
    },
    emitBook: (frame: BookFrame) => emit('book', frame),
    emitTrades: (frame: { watchId: string; symbol: string; trades: TapeTrade[] }) => emit('trades', frame),
    emitKline: (frame: KlineFrame) => emit('kline', frame),
    emitTickers: (frame: TickersFrame) => emit('tickers', frame),
    emitStatus: (status: StreamStatus) => emit('streamStatus', status),
  };
}

export type FakeMarket = ReturnType<typeof createFakeMarket>;

export function ticker(
  symbol: string,
  lastPrice: string,
  priceChangePercent: string,
  quoteVolume: string,
  eventTime = 1,
): TickerView {
  return {
    symbol,
    lastPrice,
    openPrice: lastPrice,
    highPrice: lastPrice,
    lowPrice: lastPrice,
    priceChangePercent,
    volume: '1.00000000',
    quoteVolume,
    eventTime,
  };
}
