import type { SymbolInfo } from '../../../shared/api/spot/exchange-info';
import { createAccountRegistry } from '../accounts/account-registry';
import type { AccountsFile } from '../accounts/accounts-file';
import { createAdminHandler } from '../admin/admin-handler';
import { PAPER_SYMBOLS } from '../config/symbols';
import { faultWrapper } from '../faults/fault-handler';
import { FaultState } from '../faults/fault-state';
import { openVenueStore, type VenueStore } from '../store/venue-store';
import type { KeepAliveOptions } from '../streams/keep-alive';
import type { MarketFeedOptions } from '../streams/market-feed';
import { streamsMount } from '../streams/mount';
import type { StreamServer } from '../streams/stream-server';
import { startPaperVenue, type PaperVenue, type PaperVenueOptions } from '../venue';
import { engineSymbols } from './engine-symbols';
import { MarketHistory } from './history';
import { SimulatedMarket, type Activity } from './simulated-market';

export interface Deposit {
  /** Account uid or name. */
  readonly account: number | string;
  readonly asset: string;
  readonly amount: string;
}

export interface LiveVenueOptions {
  readonly host?: string;
  readonly port?: number;
  /** Where the durable store keeps its journal and snapshots. */
  readonly dataDir: string;
  readonly accounts: AccountsFile;
  readonly symbols?: readonly SymbolInfo[];
  /** Seeds the simulated market and the history (default 1). */
  readonly seed?: number;
  /** Simulated activity (default normal). */
  readonly activity?: Activity;
  /** Enables `/admin/…` and fault injection, guarded by this token. */
  readonly adminToken?: string;
  /** Paper money credited at start (each start credits again). */
  readonly deposits?: readonly Deposit[];
  readonly now?: () => number;
  readonly keepAlive?: Partial<KeepAliveOptions>;
  readonly feed?: Partial<Omit<MarketFeedOptions, 'now' | 'symbols'>>;
  /** Simulation period (default 250 ms). */
  readonly tickMs?: number;
  /** Anything else for startPaperVenue (e.g. the engine adapter of the HTTP endpoints). */
  readonly venue?: Omit<
    PaperVenueOptions,
    'host' | 'port' | 'accounts' | 'symbols' | 'now' | 'mounts' | 'wrapHandler'
  >;
}

export interface LiveVenue {
  readonly venue: PaperVenue;
  readonly store: VenueStore;
  readonly sim: SimulatedMarket;
  readonly history: MarketHistory;
  readonly faults: FaultState;
  readonly streams: StreamServer;
  close(): Promise<void>;
}

/** The engine account of a venue account: its uid as text. */
export const accountIdOf = (uid: number): string => String(uid);

/**
 * The paper venue with a live market: the durable store, every configured account opened in it,
 * WebSocket streams on the same port, the simulated market, its history, and (with an admin
 * token) the admin endpoint and fault injection.
 */
export async function startLiveVenue(options: LiveVenueOptions): Promise<LiveVenue> {
  const symbols = options.symbols ?? PAPER_SYMBOLS;
  const faults = new FaultState(options.now ?? Date.now);
  const store = openVenueStore({
    dataDir: options.dataDir,
    symbols: engineSymbols(symbols),
    now: faults.now,
  });
  const registry = createAccountRegistry(options.accounts);
  for (const account of registry.accounts) {
    store.execute({
      kind: 'openAccount',
      account: {
        accountId: accountIdOf(account.uid),
        balances: account.balances,
        commission: account.commission,
      },
    });
  }
  const trading = engineSymbols(symbols.filter((info) => info.status === 'TRADING'));
  const sim = new SimulatedMarket({
    venue: store,
    symbols: trading,
    activity: options.activity ?? 'normal',
    seed: options.seed ?? 1,
    isTrading: (symbol) => faults.isTrading(symbol),
    tickMs: options.tickMs,
  });
  const anchors = new Map(trading.map((config) => [config.symbol, sim.fairPrice(config.symbol)]));
  const history = new MarketHistory({
    seed: options.seed ?? 1,
    symbols: trading,
    anchorTime: faults.now(),
    anchorPrice: (symbol) => anchors.get(symbol),
  });
  const deposit = (uid: number, asset: string, amount: string) =>
    store.execute({ kind: 'deposit', accountId: accountIdOf(uid), asset, amount });
  const externalLock = (uid: number, asset: string, delta: string) =>
    store.execute({ kind: 'externalLock', accountId: accountIdOf(uid), asset, delta });
  let streams: StreamServer | undefined;
  const venue = await startPaperVenue({
    ...options.venue,
    host: options.host,
    port: options.port,
    accounts: options.accounts,
    symbols,
    now: faults.now,
    mounts: [
      streamsMount({
        source: store,
        accountIdOf,
        keepAlive: options.keepAlive,
        feed: { ...options.feed, history },
        onReady: (server) => (streams = server),
      }),
    ],
    wrapHandler:
      options.adminToken === undefined
        ? undefined
        : faultWrapper(
            faults,
            createAdminHandler({
              token: options.adminToken,
              faults,
              accounts: registry,
              deposit,
              externalLock,
            }),
          ),
  });
  const live = streams as unknown as StreamServer;
  let dropTimer: NodeJS.Timeout | undefined;
  faults.onChange((settings) => {
    for (const symbol of settings.dropDepthEvent ?? []) live.feed.dropNextDepthEvent(symbol);
    if (settings.dropWebSocketEverySeconds === undefined) return;
    clearInterval(dropTimer);
    dropTimer = undefined;
    if (settings.dropWebSocketEverySeconds > 0) {
      dropTimer = setInterval(() => live.dropConnections(), settings.dropWebSocketEverySeconds * 1000);
      dropTimer.unref();
    }
  });
  for (const credit of options.deposits ?? []) {
    const account = registry.accounts.find((a) => a.uid === credit.account || a.name === credit.account);
    if (!account) throw new Error(`--deposit names an unknown account: ${String(credit.account)}`);
    deposit(account.uid, credit.asset, credit.amount);
  }
  sim.start();
  // Generate each symbol's history in the background, one at a time, once start-up is over.
  let warmTimer: NodeJS.Timeout | undefined;
  const warm = (index: number) => {
    const config = trading[index];
    if (!config) return;
    history.tradeCount(config.symbol);
    warmTimer = setTimeout(() => warm(index + 1), 100).unref();
  };
  warmTimer = setTimeout(() => warm(0), 2000).unref();
  return {
    venue,
    store,
    sim,
    history,
    faults,
    streams: live,
    close: async () => {
      sim.stop();
      clearInterval(dropTimer);
      clearTimeout(warmTimer);
      await venue.close();
      store.close();
    },
  };
}
