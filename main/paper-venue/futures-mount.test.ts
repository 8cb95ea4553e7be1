import { describe, expect, it } from 'vitest';
import { ENDPOINT_RULES } from './http/endpoint-table';
import { Params } from './http/params';
import { RateLimiter } from './http/rate-limiter';
import { tableRoutes } from './http/table-routes';
import { VenueFailure } from './http/venue-failure';
import { createFuturesState, futuresRoutes } from './futures';
import { send, sendSigned } from './test-support';
import { paperVenueForTests } from './venue-for-tests';

const paper = paperVenueForTests({ seed: 3 });
const { clock, keys } = paper;
/** A signed POST with its parameters in the body, at the venue's time. */
const postSigned = (path: string, body: string) =>
  sendSigned(paper.venue.url, keys, path, { method: 'POST', body, timestamp: clock.now() });

const market = (symbol: string, quantity: string) =>
  `symbol=${symbol}&side=BUY&type=MARKET&quantity=${quantity}`;

describe('futures and mining behind the venue pipeline', () => {
  it('serves the public futures endpoints without a key', async () => {
    const info = await send(paper.venue.url, '/fapi/v1/exchangeInfo');
    expect(info.status).toBe(200);
    expect((info.body as { symbols: { symbol: string }[] }).symbols.map((s) => s.symbol)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
    ]);
    expect(await send(paper.venue.url, '/dapi/v1/time')).toMatchObject({ body: { serverTime: clock.now() } });
  });

  it('counts a fapi order on 10S and 1M and a dapi order on 1M, with no IP weight', async () => {
    const before = Number((await send(paper.venue.url, '/fapi/v1/ping')).headers.get('x-mbx-used-weight-1m'));
    const fapi = await postSigned('/fapi/v1/order', market('BTCUSDT', '0.010'));
    expect(fapi.status).toBe(200);
    expect(fapi.headers.get('x-mbx-order-count-10s')).toBe('1');
    expect(fapi.headers.get('x-mbx-order-count-1m')).toBe('1');
    expect(Number(fapi.headers.get('x-mbx-used-weight-1m'))).toBe(before);
    const dapi = await postSigned('/dapi/v1/order', market('BTCUSD_PERP', '1'));
    expect(dapi.status).toBe(200);
    expect(dapi.headers.get('x-mbx-order-count-1m')).toBe('1');
    expect(dapi.headers.get('x-mbx-order-count-10s')).toBeNull();
    const positions = await sendSigned(paper.venue.url, keys, '/fapi/v2/positionRisk', {
      query: 'symbol=BTCUSDT',
      timestamp: clock.now(),
    });
    expect(positions.body).toMatchObject([{ symbol: 'BTCUSDT', positionAmt: '0.010' }]);
    expect(Number(positions.headers.get('x-mbx-used-weight-1m'))).toBe(before + 5);
  });

  it('refuses a refused order without counting it, and checks key and signature as for spot', async () => {
    const refused = await postSigned('/fapi/v1/order', `${market('BTCUSDT', '0.010')}&positionSide=LONG`);
    expect(refused).toMatchObject({
      status: 400,
      body: { code: -4061, msg: "Order's position side does not match user's setting." },
    });
    expect(refused.headers.get('x-mbx-order-count-10s')).toBeNull();
    const unsigned = await send(paper.venue.url, '/fapi/v2/account', {
      query: `timestamp=${clock.now()}`,
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(unsigned.body).toMatchObject({ code: -1102 });
    const badSignature = await send(paper.venue.url, '/sapi/v1/mining/statistics/user/list', {
      query: `algo=sha256&userName=alpha&timestamp=${clock.now()}&signature=00`,
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(badSignature.body).toMatchObject({ code: -1022 });
    const readOnly = await sendSigned(paper.venue.url, keys, '/fapi/v1/leverage', {
      method: 'POST',
      body: 'symbol=BTCUSDT&leverage=5',
      signer: 'readOnly',
      timestamp: clock.now(),
    });
    expect(readOnly.body).toMatchObject({ code: -2015 });
    const mining = await sendSigned(paper.venue.url, keys, '/sapi/v1/mining/statistics/user/list', {
      query: 'algo=sha256&userName=alpha',
      signer: 'readOnly',
      timestamp: clock.now(),
    });
    expect(mining.body).toMatchObject({ code: 0, msg: '' });
  });
});

describe('tableRoutes', () => {
  it('refuses an order over its family order limit with -1015 before the handler runs', () => {
    const state = createFuturesState({ seed: 1 });
    const orders = (interval: 'SECOND' | 'MINUTE', limit: number) => ({
      rateLimitType: 'ORDERS' as const,
      interval,
      intervalNum: interval === 'SECOND' ? 10 : 1,
      limit,
    });
    const limiters = {
      fapi: new RateLimiter([orders('SECOND', 1), orders('MINUTE', 5)], clock.now),
      dapi: new RateLimiter([orders('MINUTE', 5)], clock.now),
    };
    const { routes, rules } = tableRoutes(futuresRoutes(state), limiters);
    expect(rules['POST /fapi/v1/order']?.security).toBe('TRADE');
    expect(Object.keys(rules).every((key) => !(key in ENDPOINT_RULES))).toBe(true);
    const place = () =>
      routes['POST /fapi/v1/order']!({
        params: new Params(new Map(new URLSearchParams(market('ETHUSDT', '0.100')))),
        now: clock.now,
        ip: '127.0.0.1',
        checkRecvWindow: () => undefined,
        limiter: new RateLimiter([], clock.now),
      })();
    expect(place()).toMatchObject({ status: 200, headers: { 'X-MBX-ORDER-COUNT-10S': '1' } });
    const over = (() => {
      try {
        place();
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(over).toBeInstanceOf(VenueFailure);
    expect(over).toMatchObject({ status: 429, code: -1015 });
    expect(state.orders.size).toBe(1);
  });
});
