import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { advanceTo } from '../futures/market-moves';
import type { FuturesState } from '../futures/state';
import type { Family } from '../futures/symbols';
import { controlErrors, parseControl } from '../streams/control-messages';
import { DEFAULT_KEEP_ALIVE, keepAlive, type KeepAliveOptions } from '../streams/keep-alive';
import type { FuturesListenKeys } from './listen-keys';
import { type Feed, openFeed } from './market-feeds';
import { parseFuturesStream } from './stream-names';
import { userFeed } from './user-feed';

/** The stream bases: `/fstream` stands for wss://fstream.binance.com, `/dstream` for dstream. */
export const STREAM_BASES: Readonly<Record<string, Family>> = { '/fstream': 'fapi', '/dstream': 'dapi' };

/** How often (real time) feeds are polled; each feed keeps its own venue-time cadence. */
const POLL_MS = 50;
const looksLikeListenKey = (name: string) => /^[A-Za-z0-9]{20,}$/.test(name);

function refuse(socket: Duplex, status: number, body: { code: number; msg: string }): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} Bad Request\r\nContent-Type: application/json;charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

interface Context {
  readonly state: FuturesState;
  readonly family: Family;
  readonly keys: FuturesListenKeys;
  readonly now: () => number;
}

/** One client connection on a futures stream base: its subscriptions and their feeds. */
class FuturesConnection {
  private readonly feeds = new Map<string, Feed | { listenKey: string; feed: Feed }>();

  constructor(
    private readonly ws: WebSocket,
    private readonly context: Context,
    private readonly combined: boolean,
  ) {
    ws.on('message', (data) => this.onMessage(String(data)));
  }

  static isServed(name: string, context: Context): boolean {
    const { state, family, keys, now } = context;
    const isSymbol = (symbol: string) => state.markets.get(symbol)?.spec.family === family;
    return parseFuturesStream(name, isSymbol) !== undefined || keys.owner(name, family, now()) !== undefined;
  }

  subscribe(name: string): boolean {
    if (this.feeds.has(name)) return true;
    const { state, family, keys, now } = this.context;
    const stream = parseFuturesStream(name, (s) => state.markets.get(s)?.spec.family === family);
    if (stream) {
      this.feeds.set(name, openFeed(state, family, stream));
      return true;
    }
    const owner = keys.owner(name, family, now());
    if (owner === undefined) return false;
    this.feeds.set(name, { listenKey: name, feed: userFeed(state, owner, family) });
    return true;
  }

  refuseStream(): void {
    this.reply(controlErrors.invalidStream(null));
  }

  poll(now: number): void {
    for (const [name, entry] of this.feeds) {
      if ('listenKey' in entry) {
        if (this.context.keys.owner(entry.listenKey, this.context.family, now) === undefined) {
          this.feeds.delete(name);
          this.send(name, { e: 'listenKeyExpired', E: now, listenKey: entry.listenKey });
          continue;
        }
        for (const payload of entry.feed.poll(now)) this.send(name, payload);
        continue;
      }
      for (const payload of entry.poll(now)) this.send(name, payload);
    }
  }

  private send(stream: string, data: unknown): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(JSON.stringify(this.combined ? { stream, data } : data));
  }

  private reply(body: unknown): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(body));
  }

  private onMessage(text: string): void {
    const request = parseControl(text);
    if ('error' in request) return this.reply(request);
    switch (request.method) {
      case 'SUBSCRIBE': {
        const refused = request.params.filter((name) => !FuturesConnection.isServed(name, this.context));
        if (refused.length > 0) return this.reply(controlErrors.invalidStream(request.id));
        for (const name of request.params) this.subscribe(name);
        return this.reply({ result: null, id: request.id });
      }
      case 'UNSUBSCRIBE':
        for (const name of request.params) this.feeds.delete(name);
        return this.reply({ result: null, id: request.id });
      case 'LIST_SUBSCRIPTIONS':
        return this.reply({ result: [...this.feeds.keys()], id: request.id });
      default:
        return this.reply(controlErrors.unknownProperty(request.id));
    }
  }
}

export interface FuturesStreamServer {
  close(): void;
}

/**
 * Serves the futures market streams and user-data streams on the venue's port: `/fstream/ws/<names>`
 * and `/fstream/stream?streams=a/b` (USDⓈ-M, also under `/fstream/public|market|private/…`),
 * `/dstream/…` (COIN-M); a listen key from POST /{fapi,dapi}/v1/listenKey is a stream name too, or
 * `?listenKey=` on the private base. Feeds are polled every 50 ms; the venue
 * clock moves (funding, GTD expiry) with them.
 */
export function attachFuturesStreams(
  server: Server,
  options: {
    readonly state: FuturesState;
    readonly keys: FuturesListenKeys;
    readonly now: () => number;
    readonly keepAlive?: Partial<KeepAliveOptions>;
  },
): FuturesStreamServer {
  const wss = new WebSocketServer({ noServer: true });
  const connections = new Set<FuturesConnection>();
  const timing = { ...DEFAULT_KEEP_ALIVE, ...options.keepAlive };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://venue');
    const base = Object.keys(STREAM_BASES).find((prefix) => url.pathname.startsWith(`${prefix}/`));
    if (!base) return;
    const family = STREAM_BASES[base]!;
    // the USDⓈ-M base is also split by category (/public, /market, /private); each serves every stream
    const path = url.pathname.slice(base.length).replace(/^\/(public|market|private)(?=\/)/, '');
    const combined = path === '/stream';
    if (!combined && path !== '/ws' && !path.startsWith('/ws/')) {
      return refuse(socket, 404, { code: -1000, msg: `Unknown endpoint ${url.pathname}.` });
    }
    const names = combined
      ? (url.searchParams.get('streams') ?? '').split('/').filter(Boolean)
      : path.slice('/ws/'.length).split('/').filter(Boolean);
    const listenKey = url.searchParams.get('listenKey');
    if (listenKey) names.push(listenKey);
    const context: Context = { state: options.state, family, keys: options.keys, now: options.now };
    const unknown = names.filter((name) => !FuturesConnection.isServed(name, context));
    // a path segment that names no stream at all (ccxt opens /ws/0, /ws/1 … and subscribes later)
    // is a connection id and ignored; one that looks like a stream but is not served is answered
    const unserved = unknown.filter((name) => name.includes('@') || name.startsWith('!'));
    if (unknown.some(looksLikeListenKey)) {
      return refuse(socket, 400, { code: -1125, msg: 'This listenKey does not exist.' });
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new FuturesConnection(ws, context, combined);
      connections.add(connection);
      ws.once('close', () => connections.delete(connection));
      for (const name of names) connection.subscribe(name);
      if (unserved.length > 0) connection.refuseStream();
      keepAlive(ws, timing);
    });
  };
  server.on('upgrade', onUpgrade);
  const timer = setInterval(() => {
    if (connections.size === 0) return;
    const now = options.now();
    advanceTo(options.state, now);
    for (const connection of connections) connection.poll(now);
  }, POLL_MS);
  timer.unref();

  return {
    close: () => {
      clearInterval(timer);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'Server shutdown');
      wss.close();
    },
  };
}
