import { WebSocket, type ClientOptions } from 'ws';
import { PAPER_SYMBOLS } from '../config/symbols';
import { Engine, EngineQueries } from '../engine';
import type { NewOrder } from '../engine';
import { engineSymbols } from '../sim/engine-symbols';
import { testAccounts, testKeys } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';
import type { StreamServer, StreamServerOptions } from './stream-server';
import { streamsMount } from './mount';

/** A venue with streams over an in-memory engine; alice (uid 1, engine account "alice") is funded. */
export async function startStreamingVenue(
  options: Partial<Pick<StreamServerOptions, 'keepAlive' | 'feed'>> & { now?: () => number } = {},
) {
  const engine = new Engine(engineSymbols(PAPER_SYMBOLS));
  const queries = new EngineQueries(engine);
  const keys = testKeys();
  let clock = Date.now();
  /** Engine time follows the wall clock (the streams' 24 h windows read it), strictly increasing. */
  const at = () => (clock = Math.max(clock + 1, Date.now()));
  for (const accountId of ['alice', 'mm']) {
    engine.execute({
      kind: 'openAccount',
      at: at(),
      account: {
        accountId,
        balances: { USDT: '10000000', BTC: '1000', ETH: '1000' },
        commission: { maker: '0.001', taker: '0.001' },
      },
    });
  }
  let streams: StreamServer | undefined;
  const venue: PaperVenue = await startPaperVenue({
    // The catalog the streams serve is the engine's: the core pairs.
    symbols: PAPER_SYMBOLS,
    accounts: testAccounts(keys),
    now: options.now,
    mounts: [
      streamsMount({
        source: { engine, queries },
        keepAlive: options.keepAlive,
        feed: options.feed,
        onReady: (server) => {
          streams = server;
        },
      }),
    ],
  });
  const place = (accountId: string, order: Omit<NewOrder, 'symbol'> & { symbol?: string }) =>
    engine.execute({ kind: 'placeOrder', at: at(), accountId, order: { symbol: 'BTCUSDT', ...order } });
  const limit = (accountId: string, side: 'BUY' | 'SELL', price: string, quantity: string) =>
    place(accountId, { side, type: 'LIMIT', timeInForce: 'GTC', price, quantity });
  return {
    venue,
    engine,
    queries,
    keys,
    place,
    limit,
    at,
    streams: streams as unknown as StreamServer,
    wsUrl: venue.url.replace('http', 'ws'),
  };
}

/** A WebSocket client that keeps every message and can wait for one that matches. */
export async function connect(url: string, options?: ClientOptions) {
  const socket = new WebSocket(url, options);
  const messages: unknown[] = [];
  const waiters: { match: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as unknown;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    /** The first message (already received or still to come) that matches. */
    next<T = Record<string, unknown>>(match: (message: Record<string, unknown>) => boolean): Promise<T> {
      const test = (m: unknown) => typeof m === 'object' && m !== null && match(m as Record<string, unknown>);
      const seen = messages.find(test);
      if (seen) return Promise.resolve(seen as T);
      return new Promise<T>((resolve) =>
        waiters.push({ match: test, resolve: resolve as (m: unknown) => void }),
      );
    },
    send(message: unknown) {
      socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    close() {
      socket.terminate();
    },
  };
}
export type TestClient = Awaited<ReturnType<typeof connect>>;
