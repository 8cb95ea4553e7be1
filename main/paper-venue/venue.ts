import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RateLimit, SymbolInfo } from '../../shared/api/spot/exchange-info';
import { createAccountRegistry, type AccountRegistry } from './accounts/account-registry';
import type { AccountsFile } from './accounts/accounts-file';
import { DEFAULT_RATE_LIMITS } from './config/rate-limits';
import { PAPER_EXCHANGE_FILTERS, PAPER_SYMBOLS, symbolCatalog, type SymbolCatalog } from './config/symbols';
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
import { createRouter } from './http/router';
import { tickerRoutes } from './http/ticker-routes';
import { tradingRoutes } from './http/trading-routes';
import { userStreamRoutes } from './http/user-stream-routes';

/** The venue's parts a mounted service may use. */
export interface MountContext {
  readonly accounts: AccountRegistry;
  readonly listenKeys: ListenKeys;
  readonly symbols: SymbolCatalog;
  readonly now: () => number;
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
  readonly symbols?: readonly SymbolInfo[];
  /**
   * The matching engine: with it every trading, account and market-data endpoint is served;
   * without it only those that need no engine (and market data, when `market` is given).
   */
  readonly engine?: VenueEngine;
  /** Market data alone (an engine is also market data). */
  readonly market?: MarketData;
  /** Services sharing the server and port, e.g. `streamsMount` (streams/mount.ts). */
  readonly mounts?: readonly VenueMount[];
  /** Wraps the request handler, outermost last, e.g. the fault injector (faults/). */
  readonly wrapHandler?: HandlerWrapper;
}

export interface PaperVenue {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly accounts: AccountRegistry;
  readonly symbols: SymbolCatalog;
  readonly listenKeys: ListenKeys;
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

/** The paper venue: a Binance-compatible HTTP server any client can trade against. */
export async function startPaperVenue(options: PaperVenueOptions = {}): Promise<PaperVenue> {
  const host = options.host ?? '127.0.0.1';
  const now = options.now ?? Date.now;
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const symbols = symbolCatalog(options.symbols ?? PAPER_SYMBOLS);
  const accounts = createAccountRegistry(options.accounts);
  const listenKeys = new ListenKeys(now);
  const { engine } = options;
  const market = options.market ?? engine;
  const routes = {
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
  const router = createRouter({ routes, accounts, symbols, limiter, now });
  const server = createServer(options.wrapHandler ? options.wrapHandler(router) : router);
  const mounted = (options.mounts ?? []).map((mount) =>
    mount(server, { accounts, listenKeys, symbols, now }),
  );
  server.keepAliveTimeout = 65_000;
  server.on('clientError', answerMalformedHttp);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    host,
    port,
    accounts,
    symbols,
    listenKeys,
    close: () =>
      new Promise<void>((resolve) => {
        for (const mount of mounted) mount.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
