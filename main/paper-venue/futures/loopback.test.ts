import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMiningState, miningRoutes } from '../mining/index';
import { createFuturesState, futuresRoutes, type RouteTable } from './index';
import { marketOrder } from './testing';

/**
 * A bare mount, standing in for the shared pipeline: merges query and form body, takes the
 * account from the key header (no signature check), and sets the weight and order-count headers
 * the route table declares.
 */
function mount(routes: RouteTable, now: () => number): Server {
  const used = { weight: 0, orders10s: 0, orders1m: 0 };
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://venue.invalid');
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(body)]);
      const route = routes[`${req.method} ${url.pathname}`];
      const accountId = String(req.headers['x-mbx-apikey'] ?? 'anonymous');
      const reply = route
        ? route.handler({ accountId, params, now: now() })
        : { status: 404, body: { code: -1000, msg: 'Unknown endpoint.' } };
      const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=UTF-8' };
      if (route) {
        used.weight += route.weight;
        headers['x-mbx-used-weight-1m'] = String(used.weight);
        if (reply.status === 200 && route.orderCount) {
          if (route.orderCount['10S'])
            headers['X-MBX-ORDER-COUNT-10S'] = String((used.orders10s += route.orderCount['10S']));
          if (route.orderCount['1M'])
            headers['X-MBX-ORDER-COUNT-1M'] = String((used.orders1m += route.orderCount['1M']));
        }
      }
      res.writeHead(reply.status, { ...headers, ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
}

let server: Server;
let base: string;
const clock = { now: 1_760_000_000_000 };

beforeAll(async () => {
  const routes = {
    ...futuresRoutes(createFuturesState({ seed: 7 })),
    ...miningRoutes(createMiningState({ seed: 7 })),
  };
  server = mount(routes, () => clock.now);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const form = (params: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-MBX-APIKEY': 'alice' },
  body: new URLSearchParams(params).toString(),
});

describe('the futures and mining tables over loopback HTTP', () => {
  it('places a fapi order from a form body, with order counts and no IP weight', async () => {
    const order = marketOrder('BUY', '0.010', { newOrderRespType: 'RESULT' });
    const res = await fetch(`${base}/fapi/v1/order`, form(order));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-mbx-order-count-10s')).toBe('1');
    expect(res.headers.get('x-mbx-order-count-1m')).toBe('1');
    expect(res.headers.get('x-mbx-used-weight-1m')).toBe('0');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      symbol: 'BTCUSDT',
      status: 'FILLED',
      executedQty: '0.010',
      goodTillDate: 0,
    });
    expect(typeof body.orderId).toBe('number');
    expect(typeof body.cumQuote).toBe('string');
    const second = await fetch(`${base}/fapi/v1/order`, form(order));
    expect(second.headers.get('x-mbx-order-count-10s')).toBe('2');
  });

  it('answers a refusal as HTTP 400 with {code, msg} and no order count', async () => {
    const res = await fetch(
      `${base}/fapi/v1/order`,
      form({ symbol: 'BTCUSDT', side: 'BUY', type: 'STOP', quantity: '1' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('x-mbx-order-count-10s')).toBeNull();
    expect(await res.json()).toEqual({
      code: -4120,
      msg: 'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
    });
  });

  it('reads positions from the query string', async () => {
    const res = await fetch(`${base}/fapi/v2/positionRisk?symbol=BTCUSDT`, {
      headers: { 'X-MBX-APIKEY': 'alice' },
    });
    const [row] = (await res.json()) as Record<string, unknown>[];
    expect(row).toMatchObject({ symbol: 'BTCUSDT', positionAmt: '0.020', positionSide: 'BOTH' });
  });

  it('serves the mining envelope', async () => {
    const res = await fetch(`${base}/sapi/v1/mining/statistics/user/list?algo=sha256&userName=alpha`);
    const body = (await res.json()) as { code: number; msg: string; data: { type: string }[] };
    expect([res.status, body.code, body.msg]).toEqual([200, 0, '']);
    expect(body.data.map((d) => d.type)).toEqual(['H_hashrate', 'D_hashrate']);
  });
});
