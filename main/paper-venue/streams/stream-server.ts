import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AccountRegistry } from '../accounts/account-registry';
import { engineAccountIdOf } from '../accounts/engine-account-id';
import { DEFAULT_KEEP_ALIVE, keepAlive, type KeepAliveOptions } from './keep-alive';
import { MarketConnection, type MarketConnectionContext } from './market-connection';
import { MarketFeed, type MarketFeedOptions } from './market-feed';
import type { StreamSource } from './stream-source';
import { UserHub } from './user-hub';
import { writesPerTurn } from './writes-per-turn';
import type { Pipeline } from '../http/router';
import { WsApiSession } from '../ws-api/session';

export interface StreamServerOptions {
  readonly source: StreamSource;
  /** Every listed symbol, upper case. */
  readonly symbols: readonly string[];
  readonly accounts: AccountRegistry;
  /** The legacy listenKeys (owner = account uid). */
  readonly listenKeys: { owner(listenKey: string): number | undefined };
  readonly now: () => number;
  /** The engine's account id of a venue account; its name unless told otherwise. */
  readonly accountIdOf?: (uid: number) => string;
  readonly keepAlive?: Partial<KeepAliveOptions>;
  readonly feed?: Partial<Omit<MarketFeedOptions, 'now' | 'symbols'>>;
  /** The REST pipeline behind the WebSocket API's trading, account and market-data methods. */
  readonly pipeline?: Pipeline;
}

export interface StreamServer {
  readonly feed: MarketFeed;
  readonly users: UserHub;
  /** Drops every open WebSocket (fault injection); clients see an abnormal close. */
  dropConnections(): number;
  close(): void;
}

const MAX_STREAMS = 1024;

function refuse(socket: Duplex, status: number, body: { code: number; msg: string }): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
      `Content-Type: application/json;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
      `Connection: close\r\n\r\n${text}`,
  );
}

/** `timeUnit` from the URL: MICROSECOND or MILLISECOND in either case; undefined when invalid. */
function readTimeUnit(url: URL): boolean | undefined {
  const value = url.searchParams.get('timeUnit');
  if (value === null) return false;
  const upper = value.toUpperCase();
  if (upper === 'MICROSECOND') return true;
  return upper === 'MILLISECOND' ? false : undefined;
}

/**
 * Mounts the venue's WebSockets on its HTTP server (same port): market streams on `/ws/<names>`
 * and `/stream?streams=a/b`, legacy listenKey streams on the same paths, and the WebSocket API's
 * user-data stream on `/ws-api/v3`.
 */
/** A listen key is 60 letters and digits; a stream name has an `@` (or starts with `!`). */
const looksLikeListenKey = (name: string) => /^[A-Za-z0-9]{20,}$/.test(name);

export function attachStreamServer(server: Server, options: StreamServerOptions): StreamServer {
  const accountIdOf = options.accountIdOf ?? engineAccountIdOf(options.accounts);
  const feed = new MarketFeed(options.source, {
    now: options.now,
    symbols: options.symbols,
    ...options.feed,
  });
  const users = new UserHub(options.source, options.now, options.feed?.tradeIdOffset);
  const known = new Set(options.symbols);
  const context: MarketConnectionContext = {
    feed,
    users,
    now: options.now,
    isSymbol: (symbol) => known.has(symbol),
    listenKeys: {
      owner: (listenKey) => {
        const uid = options.listenKeys.owner(listenKey);
        return uid === undefined ? undefined : accountIdOf(uid);
      },
    },
  };
  const timing = { ...DEFAULT_KEEP_ALIVE, ...options.keepAlive };
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set<WebSocket>();
  const marketConnections = new Set<MarketConnection>();
  const oneWritePerTurn = writesPerTurn();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://venue');
    // the futures stream bases belong to futures-streams/
    if (url.pathname.startsWith('/fstream/') || url.pathname.startsWith('/dstream/')) return;
    const microseconds = readTimeUnit(url);
    if (microseconds === undefined) {
      return refuse(socket, 400, {
        code: -1194,
        msg: 'Invalid time unit; expected MICROSECOND or MILLISECOND.',
      });
    }
    let start: (ws: WebSocket) => void;
    if (url.pathname === '/ws-api/v3') {
      start = (ws) => {
        new WsApiSession(
          ws,
          { accounts: options.accounts, users, now: options.now, accountIdOf, pipeline: options.pipeline },
          {
            ip: request.socket.remoteAddress ?? 'unknown',
            microseconds,
            returnRateLimits: url.searchParams.get('returnRateLimits') !== 'false',
            beforeSend: () => oneWritePerTurn(socket),
          },
        );
        keepAlive(ws, timing);
      };
    } else if (url.pathname === '/stream' || url.pathname === '/ws' || url.pathname.startsWith('/ws/')) {
      const combined = url.pathname === '/stream';
      const names = combined
        ? (url.searchParams.get('streams') ?? '').split('/').filter(Boolean)
        : url.pathname.slice('/ws/'.length).split('/').filter(Boolean);
      if (names.length > MAX_STREAMS)
        return refuse(socket, 400, { code: -1101, msg: 'Too many parameters sent for this endpoint.' });
      const unknown = names.filter((name) => !MarketConnection.isServed(name, context));
      // A lapsed listen key is refused as one; a stream the venue does not serve is answered on the
      // open connection, as a SUBSCRIBE of it would be, while the other streams named are served.
      if (unknown.some(looksLikeListenKey)) {
        return refuse(socket, 400, { code: -1125, msg: 'This listenKey does not exist.' });
      }
      start = (ws) => {
        const connection = new MarketConnection(ws, context, {
          combined,
          microseconds,
          beforeSend: () => oneWritePerTurn(socket),
        });
        marketConnections.add(connection);
        ws.once('close', () => marketConnections.delete(connection));
        for (const name of names) connection.subscribe(name);
        if (unknown.length > 0) connection.refuseStream();
        keepAlive(ws, timing, () => connection.checkListenKeys());
      };
    } else {
      return refuse(socket, 404, { code: -1000, msg: `Unknown endpoint ${url.pathname}.` });
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.add(ws);
      ws.once('close', () => sockets.delete(ws));
      start(ws);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    feed,
    users,
    dropConnections: () => {
      const count = sockets.size;
      for (const ws of sockets) ws.terminate();
      return count;
    },
    close: () => {
      server.off('upgrade', onUpgrade);
      for (const connection of marketConnections) connection.announceShutdown();
      for (const ws of sockets) ws.close(1001, 'Server shutdown');
      feed.close();
      users.close();
      wss.close();
    },
  };
}
