import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RateLimit, SymbolInfo } from '@shared/api/spot/exchange-info';
import { createAccountRegistry, type AccountRegistry } from './accounts/account-registry';
import { openAccounts, storeEngine } from './adapter/store-engine';
import { engineSymbolConfig } from './adapter/symbol-config';
import type { AccountsFile } from './accounts/accounts-file';
import { DEFAULT_RATE_LIMITS } from './config/rate-limits';
import {
  PAPER_EXCHANGE_FILTERS,
  PAPER_VENUE_SYMBOLS,
  symbolCatalog,
  type SymbolCatalog,
} from './config/symbols';
import { accountDataRoutes } from './http/account-data-routes';
import { accountRoutes } from './http/account-routes';
import type { VenueEngine } from './http/engine-port';
import { exchangeInfoRoute } from './http/exchange-info-route';
import { generalRoutes } from './http/general-routes';
import { ListenKeys } from './http/listen-keys';
import type { MarketData } from './http/market-data';
import { marketDataRoutes } from './http/market-data-routes';
import { orderListRoutes } from './http/order-list-routes';
import { RateLimiter } from './http/rate-limiter';
import { createPipeline, createRouter, type Pipeline } from './http/router';
import { ENDPOINT_RULES } from './http/endpoint-table';
import { futuresOrderLimiters, tableRoutes } from './http/table-routes';
import { createFuturesState, followIndex, futuresRoutes, type FuturesState } from './futures';
import { accountOrders } from './futures/order-queries';
import { positionRiskRows } from './futures/position-views';
import { accountOf } from './futures/state';
import { listenKeyRoutes } from './futures-streams/listen-key-routes';
import { FuturesListenKeys } from './futures-streams/listen-keys';
import { attachFuturesStreams } from './futures-streams/stream-server';
import { createMiningState, miningRoutes } from './mining';
import { tickerRoutes } from './http/ticker-routes';
import { tradingRoutes } from './http/trading-routes';
import { userStreamRoutes } from './http/user-stream-routes';
import type { JournalSync } from './store/journal';
import { engineAccountIdOf } from './accounts/engine-account-id';
import { createAdminHandler } from './admin/admin-handler';
import { creditDeposits, type Deposit } from './admin/deposits';
import { faultWrapper, faultyPipeline } from './faults/fault-handler';
import { FaultState } from './faults/fault-state';
import { applyStreamFaults } from './faults/stream-faults';
import { historyMarketData } from './sim/history-market-data';
import type { MarketHistory } from './sim/history';
import { createLiveMarket, type LiveMarket } from './sim/live-market';
import { spotPrice } from './sim/spot-price';
import { SIMULATED_ACCOUNTS, type Activity, type SimulatedMarket } from './sim/simulated-market';
import type { KeepAliveOptions } from './streams/keep-alive';
import type { MarketFeedOptions } from './streams/market-feed';
import { streamsMount } from './streams/mount';
import type { StreamServer } from './streams/stream-server';
import { foldInBackground } from './engine/fold-in-background';
import { openVenueStore, type VenueStore } from './store/venue-store';

/** The venue's parts a mounted service may use. */
export interface MountContext {
  readonly accounts: AccountRegistry;
  readonly listenKeys: ListenKeys;
  readonly symbols: SymbolCatalog;
  readonly now: () => number;
  /** The REST pipeline (routes, rules, limits), for the WebSocket API's methods. */
  readonly pipeline: Pipeline;
}

/** A service mounted on the venue's server and port (WebSocket streams, admin); closed with it. */
export type VenueMount = (server: Server, venue: MountContext) => { close(): void };

/** Wraps the HTTP request handler (fault injection, admin endpoints). */
export type HandlerWrapper = (
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void,
) => (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface PaperVenueOptions {
  /** Loopback unless told otherwise. */
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Server time in epoch ms; tests pass a controllable clock. */
  readonly now?: () => number;
  /** Accounts and their API keys; without them only public endpoints answer. */
  readonly accounts?: AccountsFile;
  /** REQUEST_WEIGHT, ORDERS and RAW_REQUESTS limits; small ones let tests reach them. */
  readonly rateLimits?: readonly RateLimit[];
  /** The REQUEST_WEIGHT limit USD-M (/fapi) and COIN-M (/dapi) each count on their own; 2,400 a minute. */
  readonly futuresRequestWeight?: readonly RateLimit[];
  readonly symbols?: readonly SymbolInfo[];
  /**
   * The matching engine: with it every trading, account and market-data endpoint is served;
   * without it only those that need no engine (and market data, when `market` is given).
   */
  readonly engine?: VenueEngine;
  /** Market data alone (an engine is also market data). */
  readonly market?: MarketData;
  /**
   * Where the matching engine keeps its journal and snapshots. With it (and no `engine`) the
   * venue runs the real engine: every account of `accounts` is opened there on start.
   */
  readonly dataDir?: string;
  /** Seeds whatever the venue randomises (the simulated market), so a run can be repeated. */
  readonly seed?: number;
  /** Venue time between futures funding settlements (default 8 hours). */
  readonly fundingIntervalMs?: number;
  /**
   * `background` (the default): an order is answered once the operating system holds its journal
   * line, which survives the process dying (kill -9), and fsync follows within milliseconds; `each`
   * also waits for the disk, surviving a machine crash at the cost of order latency.
   */
  readonly journalSync?: JournalSync;
  /** Services sharing the server and port beside the venue's own WebSocket streams. */
  readonly mounts?: readonly VenueMount[];
  /** Wraps the request handler outside the fault injector. */
  readonly wrapHandler?: HandlerWrapper;
  /**
   * Runs the simulated market in the store (`off`: its book and history only, no trading) and
   * serves the generated history before it over REST and the streams. Needs `dataDir`.
   */
  readonly activity?: Activity;
  /** Enables `/admin/…` and fault injection, guarded by this token (at least 16 characters). */
  readonly adminToken?: string;
  /** Paper money credited at start (each start credits again). Needs `dataDir`. */
  readonly deposits?: readonly Deposit[];
  /** WebSocket keep-alive and maximum connection age. */
  readonly keepAlive?: Partial<KeepAliveOptions>;
  /** Market stream pacing (tests make it fast). */
  readonly feed?: Partial<
    Omit<MarketFeedOptions, 'now' | 'symbols' | 'history' | 'tradeHistory' | 'tradeIdOffset'>
  >;
  /** Simulation period (default 250 ms). */
  readonly tickMs?: number;
}

export interface PaperVenue {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly accounts: AccountRegistry;
  readonly symbols: SymbolCatalog;
  readonly listenKeys: ListenKeys;
  /** The durable engine, when the venue was started with a data directory. */
  readonly store?: VenueStore;
  /**
   * The futures market and accounts (`/fapi`, `/dapi`; in memory). With a simulated market the marks
   * follow its spot prices after every step (index plus a seeded basis); without one they move only
   * through `setMarkPrice`.
   */
  readonly futures: FuturesState;
  /** The injected faults (set through `/admin/faults` when started with `adminToken`). */
  readonly faults: FaultState;
  /** The venue's own WebSocket streams, when it has a store (`dataDir`). */
  readonly streams?: StreamServer;
  /** The simulated market and its history, when started with `activity`. */
  readonly sim?: SimulatedMarket;
  readonly history?: MarketHistory;
  close(): Promise<void>;
}

/** Requests Node's HTTP parser refuses still get the venue's JSON error shape. */
function answerMalformedHttp(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (error.code === 'ECONNRESET' && socket.destroyed)) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ code: -1100, msg: 'Illegal characters found in a parameter.' });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json;charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Commands between two snapshots of the engine: a start loads the newest snapshot and replays
 * at most this many (about 20 minutes of the normal simulated market, ~0.3 s), however long the
 * venue has run; the snapshot itself is written off the event loop.
 */
export const JOURNAL_SEGMENT_ENTRIES = 50_000;

/**
 * Public trades are kept this long after the newest; older ones live on as minute bars (klines,
 * tickers). A day and an hour: the 24 h tickers' windows start on any millisecond, so their edge
 * trades must be there; every other window starts on a minute.
 */
export const TRADE_RETENTION_MS = 25 * 60 * 60 * 1000;

/** The paper venue: a Binance-compatible HTTP server any client can trade against. */
export async function startPaperVenue(options: PaperVenueOptions = {}): Promise<PaperVenue> {
  const host = options.host ?? '127.0.0.1';
  const faults = new FaultState(options.now ?? Date.now);
  const now = faults.now;
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const symbols = symbolCatalog(options.symbols ?? PAPER_VENUE_SYMBOLS);
  const accounts = createAccountRegistry(options.accounts);
  const accountIdOf = engineAccountIdOf(accounts);
  const listenKeys = new ListenKeys(now);
  const dataDir = options.engine ? undefined : options.dataDir;
  const store =
    dataDir !== undefined
      ? openVenueStore({
          dataDir,
          symbols: symbols.all.map(engineSymbolConfig),
          historyFreeAccounts: SIMULATED_ACCOUNTS,
          tradeRetentionMs: TRADE_RETENTION_MS,
          now,
          sync: options.journalSync ?? 'background',
          snapshotEvery: JOURNAL_SEGMENT_ENTRIES,
        })
      : undefined;
  const stopFolding =
    store && foldInBackground([...store.engine.symbols.values()].map((state) => state.trades));
  const closeStore = () => {
    stopFolding?.();
    store?.close();
  };
  const futures = createFuturesState({
    seed: options.seed,
    ...(options.fundingIntervalMs ? { fundingIntervalMs: options.fundingIntervalMs } : {}),
    ...(options.futuresRequestWeight ? { requestWeight: options.futuresRequestWeight } : {}),
  });
  /** With a simulated market: moves the futures marks to its spot prices (at start and after each step). */
  let followSpot: ((now: number) => void) | undefined;
  let started: LiveMarket | undefined;
  try {
    if (!store && (options.activity !== undefined || options.deposits !== undefined)) {
      throw new Error('The simulated market and deposits need a data directory.');
    }
    if (store) openAccounts(store, accounts);
    if (store && options.deposits) creditDeposits(store, accounts, options.deposits);
    if (store && dataDir !== undefined && options.activity !== undefined) {
      started = createLiveMarket({
        store,
        dataDir,
        symbols: symbols.all,
        activity: options.activity,
        seed: options.seed ?? 1,
        now,
        isTrading: (symbol) => faults.isTrading(symbol),
        tickMs: options.tickMs,
        afterStep: () => followSpot?.(now()),
      });
      followSpot = followIndex(futures, spotPrice(store.queries, started.sim));
      followSpot(now());
    }
  } catch (error) {
    closeStore();
    throw error;
  }
  const live = started;
  /** Engine trade ids as clients see them: after the generated history's. */
  const tradeIdOffset = live && ((symbol: string) => live.history.tradeCount(symbol));
  const engine =
    options.engine ??
    (store &&
      storeEngine({
        store,
        accounts,
        symbols,
        exchangeFilters: PAPER_EXCHANGE_FILTERS,
        now,
        tradeIdOffset,
      }));
  const engineMarket = options.market ?? engine;
  const market = engineMarket && live ? historyMarketData(engineMarket, live.history) : engineMarket;
  const spotKlines = live && market?.klines?.bind(market);
  if (spotKlines)
    futures.indexHistory = (symbol, query) => spotKlines(symbol, { ...query, offsetMinutes: 0 });
  // Futures and mining: pure route tables behind the same pipeline, accounts by the caller's uid.
  const futuresKeys = new FuturesListenKeys();
  const derivatives = tableRoutes(
    {
      ...futuresRoutes(futures),
      ...listenKeyRoutes(futuresKeys),
      ...miningRoutes(createMiningState({ seed: options.seed })),
    },
    futuresOrderLimiters(now),
  );
  const routes = {
    ...derivatives.routes,
    ...generalRoutes(now),
    'GET /api/v3/exchangeInfo': exchangeInfoRoute({
      symbols,
      exchangeFilters: PAPER_EXCHANGE_FILTERS,
      rateLimits,
      now,
    }),
    ...userStreamRoutes(listenKeys),
    ...accountRoutes({
      symbols,
      testOrder: engine && ((account, order) => engine.testOrder(account, order)),
    }),
    ...(market ? marketDataRoutes({ symbols, market, now }) : {}),
    ...(market ? tickerRoutes({ symbols, market, now }) : {}),
    ...(engine ? tradingRoutes(engine, symbols) : {}),
    ...(engine ? orderListRoutes(engine, symbols) : {}),
    ...(engine ? accountDataRoutes(engine, symbols) : {}),
  };
  const limiter = new RateLimiter(rateLimits, now);
  // Each futures family weighs its requests apart, as Binance's own hosts do.
  const fapiWeight = new RateLimiter(futures.requestWeight, now);
  const dapiWeight = new RateLimiter(futures.requestWeight, now);
  const pipeline = createPipeline({
    routes,
    rules: { ...ENDPOINT_RULES, ...derivatives.rules },
    accounts,
    symbols,
    limiter,
    weightLimiterOf: (path) =>
      path.startsWith('/fapi/') ? fapiWeight : path.startsWith('/dapi/') ? dapiWeight : limiter,
    now,
  });
  const router = createRouter(pipeline);
  const admin =
    options.adminToken === undefined || !store
      ? undefined
      : createAdminHandler({
          token: options.adminToken,
          faults,
          accounts,
          deposit: (uid, asset, amount) =>
            store.execute({ kind: 'deposit', accountId: accountIdOf(uid), asset, amount }),
          externalLock: (uid, asset, delta) =>
            store.execute({ kind: 'externalLock', accountId: accountIdOf(uid), asset, delta }),
          engine,
          futuresOrders: (uid, family) => accountOrders(futures, family, String(uid)),
          futuresPositions: (uid, family) =>
            positionRiskRows(futures, accountOf(futures, String(uid)), family),
        });
  const faulty = options.adminToken === undefined ? router : faultWrapper(faults, admin)(router);
  const server = createServer(options.wrapHandler ? options.wrapHandler(faulty) : faulty);
  let streams: StreamServer | undefined;
  const mounts: VenueMount[] = [
    ...(store
      ? [
          streamsMount({
            source: store,
            accountIdOf,
            keepAlive: options.keepAlive,
            feed: {
              ...options.feed,
              history: live?.history,
              tradeHistory: live?.history,
              tradeIdOffset,
            },
            onReady: (running) => (streams = running),
          }),
        ]
      : []),
    ...(options.mounts ?? []),
  ];
  // The WebSocket API's methods meet the same injected faults as their HTTP requests.
  const socketPipeline = options.adminToken === undefined ? pipeline : faultyPipeline(pipeline, faults);
  const mounted = mounts.map((mount) =>
    mount(server, { accounts, listenKeys, symbols, now, pipeline: socketPipeline }),
  );
  mounted.push(
    attachFuturesStreams(server, { state: futures, keys: futuresKeys, now, keepAlive: options.keepAlive }),
  );
  const stopStreamFaults = streams ? applyStreamFaults(faults, streams) : undefined;
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerMalformedHttp);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => resolve());
    });
  } catch (error) {
    stopStreamFaults?.();
    for (const mount of mounted) mount.close();
    closeStore();
    throw error;
  }
  live?.start();
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    accounts,
    symbols,
    listenKeys,
    store,
    futures,
    faults,
    streams,
    sim: live?.sim,
    history: live?.history,
    close: () =>
      new Promise<void>((resolve) => {
        live?.stop();
        stopStreamFaults?.();
        for (const mount of mounted) mount.close();
        server.close(() => {
          closeStore();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
