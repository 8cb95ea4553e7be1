import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { send, sendSigned } from '../test-support';
import { paperVenueForTests } from '../venue-for-tests';

const paper = paperVenueForTests();
const { clock, keys } = paper;

const orderTest = (query: string) =>
  sendSigned(paper.venue.url, keys, '/api/v3/order/test', { method: 'POST', query, timestamp: clock.now() });

describe('order parameters', () => {
  it.each([
    ['symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000', 200, {}],
    ['symbol=BTCUSDT&side=BUY&type=MARKET&quoteOrderQty=100', 200, {}],
    ['symbol=BTCUSDT&side=SELL&type=STOP_LOSS&quantity=0.01&trailingDelta=100', 200, {}],
    ['symbol=NOPEUSDT&side=BUY&type=MARKET&quantity=1', -1121, 'Invalid symbol.'],
    [
      'side=BUY&type=MARKET&quantity=1',
      -1102,
      "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.",
    ],
    ['symbol=BTCUSDT&side=HOLD&type=MARKET&quantity=1', -1117, 'Invalid side.'],
    ['symbol=BTCUSDT&side=BUY&type=STOP&quantity=1', -1116, 'Invalid orderType.'],
    ['symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTD&quantity=1&price=1', -1115, 'Invalid timeInForce.'],
    [
      'symbol=BTCUSDT&side=BUY&type=LIMIT&quantity=1&price=1',
      -1102,
      "Mandatory parameter 'timeInForce' was not sent, was empty/null, or malformed.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1',
      -1102,
      "Mandatory parameter 'price' was not sent, was empty/null, or malformed.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET',
      -1102,
      "Param 'quantity' or 'quoteOrderQty' must be sent, but both were empty/null!",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=STOP_LOSS&quantity=1',
      -1102,
      "Param 'stopPrice' or 'trailingDelta' must be sent, but both were empty/null!",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&price=5',
      -1106,
      "Parameter 'price' sent when not required.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&quoteOrderQty=5',
      -1106,
      "Parameter 'quoteOrderQty' sent when not required.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=5&stopPrice=4',
      -1106,
      "Parameter 'stopPrice' sent when not required.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&timeInForce=GTC',
      -1114,
      'TimeInForce parameter sent when not required.',
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.123456789',
      -1111,
      "Parameter 'quantity' has too much precision.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=1.000000001',
      -1111,
      "Parameter 'price' has too much precision.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1e5',
      -1100,
      "Illegal characters found in parameter 'quantity'; legal range is '^([0-9]{1,20})(\\.[0-9]{1,20})?$'.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=-1',
      -1100,
      "Illegal characters found in parameter 'quantity'; legal range is '^([0-9]{1,20})(\\.[0-9]{1,20})?$'.",
    ],
    ['symbol=BTCUSDT&side=BUY&type=MARKET&quantity=', -1105, "Parameter 'quantity' was empty."],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&newClientOrderId=',
      -1118,
      'New client order ID was empty.',
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&newClientOrderId=has%20space',
      -1100,
      "Illegal characters found in parameter 'newClientOrderId'; legal range is '^[\\.A-Z\\:/a-z0-9_-]{1,36}$'.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&strategyType=5',
      -1134,
      '`strategyType` was less than 1000000.',
    ],
    [
      'symbol=BNBBTC&side=BUY&type=MARKET&quantity=1&selfTradePreventionMode=DECREMENT',
      -1130,
      "Data sent for parameter 'selfTradePreventionMode' is not valid.",
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&quantity=2',
      -1101,
      'Duplicate values for a parameter detected.',
    ],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&extra=1',
      -1104,
      "Not all sent parameters were read; read '6' parameter(s) but was sent '7'.",
    ],
    ['symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&%20bad=1', -1103, 'An unknown parameter was sent.'],
    [
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=%E0%A4%A',
      -1100,
      'Illegal characters found in a parameter.',
    ],
    ['symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1%00', -1100, 'Illegal characters found in a parameter.'],
  ])('%s → %s', async (query, expected, detail) => {
    const reply = await orderTest(query);
    if (expected === 200) {
      expect(reply).toMatchObject({ status: 200, body: detail });
    } else {
      expect(reply).toMatchObject({ status: 400, body: { code: expected, msg: detail } });
    }
  });

  it('takes the query string value when a parameter is in both query and body', async () => {
    const reply = await sendSigned(paper.venue.url, keys, '/api/v3/order/test', {
      method: 'POST',
      query: 'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1',
      body: 'side=HOLD',
      timestamp: clock.now(),
    });
    expect(reply.status).toBe(200);
  });

  it('returns commission rates with computeCommissionRates=true', async () => {
    const reply = await orderTest(
      'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=1&computeCommissionRates=true',
    );
    expect(reply.body).toEqual({
      standardCommissionForOrder: { maker: '0.00100000', taker: '0.00075000' },
      taxCommissionForOrder: { maker: '0.00000000', taker: '0.00000000' },
      discount: {
        enabledForAccount: false,
        enabledForSymbol: false,
        discountAsset: 'BNB',
        discount: '0.25000000',
      },
    });
  });
});

/** A deterministic generator so a failing case can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function rawRequest(options: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: paper.venue.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('garbage input', () => {
  it('answers every malformed request with a JSON error and keeps serving', async () => {
    const random = prng(20260302);
    const alphabet = 'abcXYZ019%&=+?#[]{}"\'\\/ <>;:,.-_~!*()\u00e9\u4e2d';
    const garbage = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const paths = [
      '/api/v3/order/test',
      '/api/v3/exchangeInfo',
      '/api/v3/rateLimit/order',
      '/api/v3/userDataStream',
    ];
    const types = [
      'application/x-www-form-urlencoded',
      'application/json',
      'text/plain',
      'multipart/form-data',
    ];
    for (let round = 0; round < 60; round += 1) {
      const path = paths[round % paths.length]!;
      const reply = await rawRequest({
        method: ['GET', 'POST', 'PUT', 'DELETE'][round % 4]!,
        path: `${path}?${encodeURI(garbage(1 + Math.floor(random() * 80)))}`,
        headers: {
          'Content-Type': types[round % types.length]!,
          'X-MBX-APIKEY': round % 3 === 0 ? keys.hmac.apiKey : garbage(10).replace(/[^\x21-\x7e]/g, 'x'),
        },
        body: Buffer.from(garbage(Math.floor(random() * 300))),
      });
      expect(reply.status, reply.body).toBeGreaterThanOrEqual(200);
      expect(reply.status, reply.body).toBeLessThan(500);
      expect(reply.body, `${reply.status}`).not.toBe('');
      expect(JSON.parse(reply.body)).toEqual(expect.any(Object));
    }
    expect((await send(paper.venue.url, '/api/v3/ping')).status).toBe(200);
  });

  it.each([
    ['a single 1 MB parameter', Buffer.from(`symbol=${'A'.repeat(1024 * 1024)}`)],
    ['a 10 MB body', Buffer.alloc(10 * 1024 * 1024, 'a')],
  ])('answers %s with 413 and says the body is too large, then serves on', async (_, body) => {
    const reply = await rawRequest({
      method: 'POST',
      path: '/api/v3/order/test',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({
      code: -1000,
      msg: 'Request body too large; the limit is 65536 bytes.',
    });
    expect((await send(paper.venue.url, '/api/v3/ping')).status).toBe(200);
  });

  it('refuses too many parameters with -1101', async () => {
    const many = Array.from({ length: 70 }, (_, index) => `p${index}=1`).join('&');
    const reply = await send(paper.venue.url, '/api/v3/exchangeInfo', { query: many });
    expect(reply.body).toEqual({ code: -1101, msg: 'Too many parameters sent for this endpoint.' });
  });

  it('ignores a body that is not a form (it carries no parameters)', async () => {
    // As a form, `listenKey` would be an unread parameter of POST userDataStream (-1104).
    const json = await rawRequest({
      method: 'POST',
      path: '/api/v3/userDataStream',
      headers: { 'Content-Type': 'application/json', 'X-MBX-APIKEY': keys.hmac.apiKey },
      body: Buffer.from('listenKey=x'),
    });
    expect(json.status).toBe(200);
    const form = await rawRequest({
      method: 'POST',
      path: '/api/v3/userDataStream',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-MBX-APIKEY': keys.hmac.apiKey },
      body: Buffer.from('listenKey=x'),
    });
    expect(JSON.parse(form.body)).toMatchObject({ code: -1104 });
  });

  it('survives a client that sends half a request and hangs up', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(paper.venue.port, '127.0.0.1', () => {
        socket.write('POST /api/v3/order/test HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nsymbol=BT');
        socket.destroy();
        resolve();
      });
    });
    expect((await send(paper.venue.url, '/api/v3/ping')).status).toBe(200);
  });
});
