import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimit } from '@shared/api/spot/exchange-info';
import { createAccountRegistry } from '../accounts/account-registry';
import { DEFAULT_RATE_LIMITS } from '../config/rate-limits';
import { symbolCatalog } from '../config/symbols';
import {
  manualClock,
  send,
  sendSigned,
  testAccounts,
  testKeys,
  type ManualClock,
  rateLimitsOf,
} from '../test-support';
import { accountRoutes } from './account-routes';
import { generalRoutes } from './general-routes';
import { RateLimiter } from './rate-limiter';
import { createRouter, type RouteHandler } from './router';

const keys = testKeys();
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server?.close(() => resolve());
    server?.closeAllConnections();
  });
  server = undefined;
});

/** The real pipeline on loopback, with routes a test adds beside the real ones. */
async function pipeline(options: {
  clock: ManualClock;
  limits?: RateLimit[];
  routes?: Record<string, RouteHandler>;
}) {
  const symbols = symbolCatalog();
  const limiter = new RateLimiter(options.limits ?? DEFAULT_RATE_LIMITS, options.clock.now);
  const routes = { ...generalRoutes(options.clock.now), ...accountRoutes({ symbols }), ...options.routes };
  const accounts = createAccountRegistry(testAccounts(keys));
  server = createServer(createRouter({ routes, accounts, symbols, limiter, now: options.clock.now }));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A route that reads only `symbol`, runs `whileValidating`, and counts how often it acts. */
function countingRoute(whileValidating: () => void = () => undefined) {
  const route = {
    acted: 0,
    handler: (({ params }) => {
      params.text('symbol');
      whileValidating();
      return () => {
        route.acted += 1;
        return { status: 200, body: {} };
      };
    }) as RouteHandler,
  };
  return route;
}

/** One signed request through a pipeline where `route` serves its method and path. */
async function sendThrough(
  clock: ManualClock,
  route: ReturnType<typeof countingRoute>,
  request: { method: 'POST' | 'DELETE'; path: string; query: string },
) {
  const { method, path, query } = request;
  const url = await pipeline({ clock, routes: { [`${method} ${path}`]: route.handler } });
  const reply = await sendSigned(url, keys, path, { method, query, timestamp: clock.now() });
  return { url, reply };
}

describe('late recvWindow check', () => {
  it('refuses with -1021 when the window has passed by the time the engine would get the request', async () => {
    const clock = manualClock();
    // Stands in for a route whose validation takes long (the clock moves 5001 ms).
    const route = countingRoute(() => clock.advance(5001));
    const { url, reply } = await sendThrough(clock, route, {
      method: 'POST',
      path: '/api/v3/order',
      query: 'symbol=BTCUSDT',
    });
    expect(reply.body).toEqual({
      code: -1021,
      msg: 'Timestamp for this request is outside of the recvWindow.',
    });
    expect(route.acted).toBe(0);
    // The late rejection still counts toward the unfilled order count.
    const counts = await sendSigned(url, keys, '/api/v3/rateLimit/order', { timestamp: clock.now() });
    expect(counts.body).toEqual([
      expect.objectContaining({ interval: 'SECOND', intervalNum: 10, count: 1 }),
      expect.objectContaining({ interval: 'DAY', intervalNum: 1, count: 1 }),
    ]);
  });

  it('lets a route re-run the check right before it forwards', async () => {
    const clock = manualClock();
    const url = await pipeline({
      clock,
      routes: {
        'GET /api/v3/account': (context) => () => {
          clock.advance(6000);
          context.checkRecvWindow();
          return { status: 200, body: {} };
        },
      },
    });
    const reply = await sendSigned(url, keys, '/api/v3/account', { timestamp: clock.now() });
    expect(reply.body).toMatchObject({ code: -1021 });
  });
});

describe('parameters every route must read', () => {
  it('refuses unread parameters with -1104 before the route acts', async () => {
    const clock = manualClock();
    const route = countingRoute();
    const { reply } = await sendThrough(clock, route, {
      method: 'DELETE',
      path: '/api/v3/order',
      query: 'symbol=BTCUSDT&orderId=5',
    });
    // symbol, timestamp and signature were read; orderId was not.
    expect(reply.body).toEqual({
      code: -1104,
      msg: "Not all sent parameters were read; read '3' parameter(s) but was sent '4'.",
    });
    expect(route.acted).toBe(0);
  });
});

describe('ORDERS limits', () => {
  const ORDER_LIMITS = rateLimitsOf({ weightPerMinute: 6000, ordersPer10s: 3, ordersPerDay: 5 });
  const placing: Record<string, RouteHandler> = {
    'POST /api/v3/order': ({ params }) => {
      params.text('symbol');
      return () => ({ status: 200, body: { orderId: 1 } });
    },
    'POST /api/v3/orderList/otoco': ({ params }) => {
      params.text('symbol');
      return () => ({ status: 200, body: { orderListId: 1 } });
    },
  };

  it('counts orders per account, reports them in headers and refuses the excess with -1015', async () => {
    const clock = manualClock(Date.parse('2026-03-02T10:00:00.000Z'));
    const url = await pipeline({ clock, limits: ORDER_LIMITS, routes: placing });
    const place = (path = '/api/v3/order') =>
      sendSigned(url, keys, path, { method: 'POST', query: 'symbol=BTCUSDT', timestamp: clock.now() });

    const first = await place();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-mbx-order-count-10s')).toBe('1');
    expect(first.headers.get('x-mbx-order-count-1d')).toBe('1');
    // An OTOCO is three orders: 1 + 3 > 3 in ten seconds.
    const list = await place('/api/v3/orderList/otoco');
    expect(list.status).toBe(429);
    expect(list.body).toEqual({
      code: -1015,
      msg: 'Too many new orders; current limit is 3 orders per 10 SECOND.',
    });
    expect(list.headers.get('retry-after')).toBeNull();
    expect(list.headers.get('x-mbx-order-count-10s')).toBeNull();

    expect((await place()).headers.get('x-mbx-order-count-10s')).toBe('2');
    expect((await place()).headers.get('x-mbx-order-count-10s')).toBe('3');
    expect((await place()).status).toBe(429);

    clock.advance(10_000);
    const later = await place();
    expect(later.headers.get('x-mbx-order-count-10s')).toBe('1');
    expect(later.headers.get('x-mbx-order-count-1d')).toBe('4');
    await place();
    const overDay = await place();
    expect(overDay.body).toEqual({
      code: -1015,
      msg: 'Too many new orders; current limit is 5 orders per 1 DAY.',
    });
  });
});

describe('REQUEST_WEIGHT limits and bans', () => {
  const WEIGHT_LIMITS: RateLimit[] = [
    { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 3 },
  ];

  it('reports used weight on every response, answers 429 then bans with growing 418s', async () => {
    const clock = manualClock(Date.parse('2026-03-02T10:00:15.000Z'));
    const url = await pipeline({ clock, limits: WEIGHT_LIMITS });
    const ping = () => send(url, '/api/v3/ping');

    expect((await ping()).headers.get('x-mbx-used-weight-1m')).toBe('1');
    const unknown = await send(url, '/api/v3/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-mbx-used-weight-1m')).toBe('2');
    expect((await ping()).headers.get('x-mbx-used-weight-1m')).toBe('3');

    const limited = await ping();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: -1003,
      msg: 'Too much request weight used; current limit is 3 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.',
    });
    // 45 s are left in the minute.
    expect(limited.headers.get('retry-after')).toBe('45');

    const banned = await ping();
    expect(banned.status).toBe(418);
    const bannedUntil = clock.now() + 2 * 60_000;
    expect(banned.body).toEqual({
      code: -1003,
      msg: `Way too much request weight used; IP banned until ${bannedUntil}. Please use WebSocket Streams for live updates to avoid bans.`,
    });
    expect(banned.headers.get('retry-after')).toBe('120');

    clock.advance(60_000);
    const stillBanned = await ping();
    expect(stillBanned.status).toBe(418);
    expect(stillBanned.headers.get('retry-after')).toBe('60');

    clock.advance(60_000);
    expect((await ping()).status).toBe(200);
    // Offend again: the second ban lasts twice as long.
    await ping();
    await ping();
    expect((await ping()).status).toBe(429);
    const second = await ping();
    expect(second.status).toBe(418);
    expect(second.headers.get('retry-after')).toBe('240');
  });

  it('charges variable weights: depth by limit', async () => {
    const clock = manualClock();
    const url = await pipeline({
      clock,
      routes: {
        'GET /api/v3/depth': ({ params }) => {
          params.int('limit', { min: 1, max: 5000 });
          params.text('symbol');
          return () => ({ status: 200, body: {} });
        },
      },
    });
    const weights = [];
    for (const limit of ['100', '101', '500', '1000', '5000']) {
      const reply = await send(url, '/api/v3/depth', { query: `symbol=BTCUSDT&limit=${limit}` });
      weights.push(Number(reply.headers.get('x-mbx-used-weight-1m')));
    }
    expect(weights).toEqual([5, 30, 55, 105, 355]);
  });
});
