import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFuturesState,
  futuresRoutes,
  type FuturesState,
  type RouteTable,
} from '../../../paper-venue/futures';
import { createMiningState, miningRoutes } from '../../../paper-venue/mining';
import { createVenueClient, type VenueClient } from '../../../venue/venue-client';

/**
 * The futures and mining route tables on a bare node:http server, standing in for the venue's
 * pipeline until they are mounted there: merges query and form body, takes the account from the key
 * header (signatures are not checked here), sets the weight and order-count headers the table
 * declares, and records every request so a test can tell what reached the venue.
 */
export interface LoopbackVenue {
  readonly url: string;
  readonly state: FuturesState;
  /** `METHOD /path` of every request received, in order. */
  readonly received: string[];
  /** A signed client for every family, whose API key names the paper account. */
  client(account: string): VenueClient;
  close(): Promise<void>;
}

export async function startLoopbackVenue(): Promise<LoopbackVenue> {
  const state = createFuturesState({ seed: 7 });
  const routes: RouteTable = {
    ...futuresRoutes(state),
    ...miningRoutes(createMiningState({ seed: 7 })),
    'GET /api/v3/time': {
      security: 'NONE',
      weight: 1,
      handler: (call) => ({ status: 200, body: { serverTime: call.now } }),
    },
  };
  const received: string[] = [];
  const used = { weight: 0, orders10s: 0, orders1m: 0 };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://venue.invalid');
      const key = `${req.method} ${url.pathname}`;
      received.push(key);
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
      const route = routes[key];
      const accountId = String(req.headers['x-mbx-apikey'] ?? 'anonymous');
      const reply = route
        ? route.handler({ accountId, params, now: Date.now() })
        : { status: 404, body: { code: -1000, msg: 'Unknown endpoint.' } };
      const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=UTF-8' };
      if (route) {
        used.weight += route.weight;
        headers['x-mbx-used-weight-1m'] = String(used.weight);
        if (reply.status === 200 && route.orderCount?.['10S'])
          headers['X-MBX-ORDER-COUNT-10S'] = String((used.orders10s += route.orderCount['10S']));
        if (reply.status === 200 && route.orderCount?.['1M'])
          headers['X-MBX-ORDER-COUNT-1M'] = String((used.orders1m += route.orderCount['1M']));
      }
      res.writeHead(reply.status, { ...headers, ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: VenueClient[] = [];
  return {
    url,
    state,
    received,
    client(account) {
      const client = createVenueClient({
        baseUrls: { spot: url, usdm: url, coinm: url, mining: url },
        credentials: { apiKey: account, sign: () => 'unchecked-on-this-mount' },
        resyncMs: 0,
        retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
