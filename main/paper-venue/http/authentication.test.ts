import { describe, expect, it } from 'vitest';
import { send, sendSigned, signPayload } from '../test-support';
import { paperVenueForTests } from '../venue-for-tests';

const paper = paperVenueForTests();
const { clock, keys } = paper;

const RATE_LIMIT = '/api/v3/rateLimit/order';
const ORDER_TEST = '/api/v3/order/test';
const ORDER = 'symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000';

const error = (code: number, msg: string) => ({ code, msg });

describe('signed endpoints', () => {
  it.each(['hmac', 'ed25519', 'rsa'] as const)('accept a valid %s signature', async (signer) => {
    const reply = await sendSigned(paper.venue.url, keys, ORDER_TEST, {
      method: 'POST',
      query: ORDER,
      signer,
      timestamp: clock.now(),
    });
    expect(reply).toMatchObject({ status: 200, body: {} });
  });

  it('signs query then body with no separator, signature in the body or the query', async () => {
    for (const signatureIn of ['query', 'body'] as const) {
      const reply = await sendSigned(paper.venue.url, keys, ORDER_TEST, {
        method: 'POST',
        query: 'symbol=BTCUSDT&side=BUY',
        body: 'type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000',
        signatureIn,
        signer: 'rsa',
        timestamp: clock.now(),
      });
      expect(reply.status).toBe(200);
    }
  });

  it('compares HMAC signatures case-insensitively', async () => {
    const query = `timestamp=${clock.now()}`;
    const signature = signPayload(keys, 'hmac', query).toUpperCase();
    const reply = await send(paper.venue.url, RATE_LIMIT, {
      query: `${query}&signature=${signature}`,
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(reply.status).toBe(200);
  });

  it('refuses a signature over anything but the exact payload with -1022', async () => {
    const timestamp = clock.now();
    const cases = [
      // Signed as if everything were in one place, but sent split: the join has no `&`.
      `symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000&timestamp=${timestamp}`,
      // The right payload but with the parameters reordered.
      `timestamp=${timestamp}&symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=50000`,
    ];
    for (const signer of ['hmac', 'ed25519', 'rsa'] as const) {
      for (const signed of cases) {
        const reply = await send(paper.venue.url, ORDER_TEST, {
          method: 'POST',
          query: `symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&timestamp=${timestamp}`,
          body: `quantity=0.01&price=50000&signature=${encodeURIComponent(signPayload(keys, signer, signed))}`,
          headers: { 'X-MBX-APIKEY': keys[signer].apiKey },
        });
        expect(reply).toMatchObject({
          status: 400,
          body: error(-1022, 'Signature for this request is not valid.'),
        });
      }
    }
  });

  it('refuses another key type’s signature and garbage signatures with -1022', async () => {
    const query = `timestamp=${clock.now()}`;
    for (const signature of [signPayload(keys, 'ed25519', query), 'zz', 'abc%2B%2F%3D', '0'.repeat(64)]) {
      const reply = await send(paper.venue.url, RATE_LIMIT, {
        query: `${query}&signature=${signature}`,
        headers: { 'X-MBX-APIKEY': keys.rsa.apiKey },
      });
      expect(reply.body).toEqual(error(-1022, 'Signature for this request is not valid.'));
    }
  });

  it('answers -2014 for a missing or malformed key and -2015 for an unknown one, both HTTP 401', async () => {
    const query = `timestamp=${clock.now()}&signature=00`;
    const missing = await send(paper.venue.url, RATE_LIMIT, { query });
    expect(missing).toMatchObject({ status: 401, body: error(-2014, 'API-key format invalid.') });
    const malformed = await send(paper.venue.url, RATE_LIMIT, {
      query,
      headers: { 'X-MBX-APIKEY': 'not a key!' },
    });
    expect(malformed).toMatchObject({ status: 401, body: error(-2014, 'API-key format invalid.') });
    const unknown = await send(paper.venue.url, RATE_LIMIT, {
      query,
      headers: { 'X-MBX-APIKEY': 'UnknownKey123' },
    });
    expect(unknown).toMatchObject({
      status: 401,
      body: error(-2015, 'Invalid API-key, IP, or permissions for action.'),
    });
  });

  it('refuses a key without TRADE on TRADE endpoints but lets it read', async () => {
    const trade = await sendSigned(paper.venue.url, keys, ORDER_TEST, {
      method: 'POST',
      query: ORDER,
      signer: 'readOnly',
      timestamp: clock.now(),
    });
    expect(trade).toMatchObject({
      status: 401,
      body: error(-2015, 'Invalid API-key, IP, or permissions for action.'),
    });
    const read = await sendSigned(paper.venue.url, keys, RATE_LIMIT, {
      signer: 'readOnly',
      timestamp: clock.now(),
    });
    expect(read.status).toBe(200);
  });

  it('requires timestamp and signature', async () => {
    const noTimestamp = await send(paper.venue.url, RATE_LIMIT, {
      query: 'signature=00',
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(noTimestamp.body).toEqual(
      error(-1102, "Mandatory parameter 'timestamp' was not sent, was empty/null, or malformed."),
    );
    const noSignature = await send(paper.venue.url, RATE_LIMIT, {
      query: `timestamp=${clock.now()}`,
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(noSignature.body).toEqual(
      error(-1102, "Mandatory parameter 'signature' was not sent, was empty/null, or malformed."),
    );
  });
});

describe('timestamp and recvWindow', () => {
  const at = (timestamp: number, recvWindow?: string) =>
    sendSigned(paper.venue.url, keys, RATE_LIMIT, {
      query: recvWindow === undefined ? undefined : `recvWindow=${recvWindow}`,
      timestamp,
    });
  const outside = error(-1021, 'Timestamp for this request is outside of the recvWindow.');
  const ahead = error(-1021, "Timestamp for this request was 1000ms ahead of the server's time.");

  it('accepts timestamps up to recvWindow old (default 5000) and less than 1000 ms ahead', async () => {
    const now = clock.now();
    expect((await at(now - 5000)).status).toBe(200);
    expect((await at(now + 999)).status).toBe(200);
    expect((await at(now - 5001)).body).toEqual(outside);
    expect((await at(now + 1000)).body).toEqual(ahead);
    expect((await at(now + 10_001)).body).toEqual(ahead);
  });

  it('takes recvWindow up to 60000 with up to three decimals', async () => {
    const now = clock.now();
    expect((await at(now - 60_000, '60000')).status).toBe(200);
    expect((await at(now - 7000, '7000.5')).status).toBe(200);
    expect((await at(now - 7001, '7000.999')).body).toEqual(outside);
    expect((await at(now, '60000.001')).body).toEqual(
      error(-1102, "'recvWindow' contains unexpected value. Cannot be greater than 60000."),
    );
    expect((await at(now, '100.0001')).body).toEqual(
      error(-1111, "Parameter 'recvWindow' has too much precision."),
    );
    expect((await at(now, 'abc')).body).toMatchObject({ code: -1100 });
  });

  it('accepts microsecond timestamps with the same window', async () => {
    const nowUs = clock.now() * 1000;
    expect((await at(nowUs - 4_999_999)).status).toBe(200);
    expect((await at(nowUs - 5_000_001)).body).toEqual(outside);
    expect((await at(nowUs + 1_000_000)).body).toEqual(ahead);
  });

  it('refuses timestamps before 2017 whatever the recvWindow', async () => {
    const reply = await sendSigned(paper.venue.url, keys, RATE_LIMIT, { timestamp: 1_483_228_799_999 });
    expect(reply.body).toEqual(outside);
  });

  it('refuses a malformed timestamp with -1100', async () => {
    const reply = await send(paper.venue.url, RATE_LIMIT, {
      query: 'timestamp=-5&signature=00',
      headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
    });
    expect(reply.body).toEqual(
      error(-1100, "Illegal characters found in parameter 'timestamp'; legal range is '^[0-9]{1,20}$'."),
    );
  });
});

describe('USER_STREAM endpoints', () => {
  it('need the API key only, no signature', async () => {
    const opened = await send(paper.venue.url, '/api/v3/userDataStream', {
      method: 'POST',
      headers: { 'X-MBX-APIKEY': keys.ed25519.apiKey },
    });
    expect(opened.status).toBe(200);
    const anonymous = await send(paper.venue.url, '/api/v3/userDataStream', { method: 'POST' });
    expect(anonymous).toMatchObject({ status: 401, body: error(-2014, 'API-key format invalid.') });
  });
});
