import { createHmac, generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { sign, type SigningKey } from './sign';
import { startFixtureVenue, type FixtureVenue } from './test-support/fixture-venue';
import type { VerifyingKey } from './test-support/verify-signature';
import { createVenueClient } from './venue-client';
import { buildWireRequest } from './wire-request';
import { encodeParams } from './params';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ed = generateKeyPairSync('ed25519');
const pem = (key: typeof rsa.privateKey) => key.export({ type: 'pkcs8', format: 'pem' }).toString();

const keyTypes: { name: string; signing: SigningKey; verifying: VerifyingKey }[] = [
  {
    name: 'HMAC',
    signing: { type: 'HMAC', secret: 's3cr3t-K3y' },
    verifying: { type: 'HMAC', secret: 's3cr3t-K3y' },
  },
  {
    name: 'RSA',
    signing: { type: 'RSA', privateKeyPem: pem(rsa.privateKey) },
    verifying: { type: 'RSA', publicKey: rsa.publicKey },
  },
  {
    name: 'ED25519',
    signing: { type: 'ED25519', privateKeyPem: pem(ed.privateKey) },
    verifying: { type: 'ED25519', publicKey: ed.publicKey },
  },
];

describe('sign', () => {
  const payload =
    'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559';

  it('HMAC-SHA256 as lowercase hex', () => {
    const signature = sign(payload, { type: 'HMAC', secret: 'k' });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(createHmac('sha256', 'k').update(payload).digest('hex'));
  });

  it('RSA PKCS#1 v1.5 SHA-256 and Ed25519 as base64 that the public key verifies', () => {
    const rsaSig = sign(payload, { type: 'RSA', privateKeyPem: pem(rsa.privateKey) });
    expect(verify('sha256', Buffer.from(payload), rsa.publicKey, Buffer.from(rsaSig, 'base64'))).toBe(true);
    const edSig = sign(payload, { type: 'ED25519', privateKeyPem: pem(ed.privateKey) });
    expect(Buffer.from(edSig, 'base64')).toHaveLength(64);
    expect(verify(null, Buffer.from(payload), ed.publicKey, Buffer.from(edSig, 'base64'))).toBe(true);
    expect(verify(null, Buffer.from(`${payload}x`), ed.publicKey, Buffer.from(edSig, 'base64'))).toBe(false);
  });

  it('refuses a key of the wrong type without echoing key material', () => {
    const rsaPem = pem(rsa.privateKey);
    expect(() => sign(payload, { type: 'ED25519', privateKeyPem: rsaPem })).toThrow(
      'the private key is rsa, not ED25519',
    );
    expect(() => sign(payload, { type: 'RSA', privateKeyPem: 'not a key' })).toThrow(
      'the RSA private key could not be read (expected a PEM private key)',
    );
  });
});

describe('request bytes', () => {
  it('percent-encodes values, non-ASCII as UTF-8, and JSON arrays as the spec shows', () => {
    expect(encodeParams({ symbols: ['BTCUSDT', 'ETHBTC'] })).toBe(
      'symbols=%5B%22BTCUSDT%22%2C%22ETHBTC%22%5D',
    );
    expect(encodeParams({ newClientOrderId: 'ordre-été 1', skipped: undefined, n: 5, b: true })).toBe(
      'newClientOrderId=ordre-%C3%A9t%C3%A9%201&n=5&b=true',
    );
    expect(() => encodeParams({ price: 0.1 })).toThrow('parameter price must be a whole number');
  });

  it('sends exactly the signed bytes plus the signature, whatever the params and their split', () => {
    const samples = [
      { query: {}, body: {} },
      { query: { symbol: 'BTCUSDT' }, body: {} },
      { query: {}, body: { symbol: 'BTCUSDT', price: '0.1' } },
      { query: { symbol: 'BTCUSDT', side: 'BUY' }, body: { quantity: '1', newClientOrderId: 'ü+/=&' } },
      { query: { symbols: ['A', 'B'] }, body: { note: '日本' } },
    ];
    for (const parts of samples) {
      let seen = '';
      const wire = buildWireRequest(parts, (payload) => {
        seen = payload;
        return 'ab+/=';
      });
      expect(wire.signedPayload).toBe(seen);
      expect(seen).toBe(encodeParams(parts.query) + encodeParams(parts.body));
      expect(wire.query + wire.body).toBe(`${seen}${seen === '' ? '' : '&'}signature=ab%2B%2F%3D`);
      expect(/^[\x21-\x7e]*$/.test(wire.query + wire.body)).toBe(true);
    }
  });
});

describe('signed requests over loopback, verified from the bytes received', () => {
  let venue: FixtureVenue | undefined;
  afterEach(async () => venue?.close());

  for (const { name, signing, verifying } of keyTypes) {
    it(`the venue accepts ${name}-signed requests in the query, in the body, and split`, async () => {
      venue = await startFixtureVenue({
        apiKey: 'api-key-1',
        key: verifying,
        routes: {
          'GET /api/v3/time': () => ({ body: { serverTime: Date.now() } }),
          'POST /api/v3/order': { fixture: 'order-full' },
          'GET /api/v3/account': { fixture: 'account' },
          'POST /echo': { body: {} },
        },
      });
      const client = createVenueClient({
        baseUrls: { spot: venue.url },
        credentials: { apiKey: 'api-key-1', signingKey: signing },
      });
      await client.spot.account();
      const order = await client.spot.newOrder({
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: '10',
        price: '4000.05',
        newClientOrderId: 'ordre/été+1',
      });
      expect(order.fills).toHaveLength(2);
      const [sent] = venue.requestsTo('POST /api/v3/order');
      expect(sent?.body).toContain('newClientOrderId=ordre%2F%C3%A9t%C3%A9%2B1');
      expect(sent?.params.get('newClientOrderId')).toBe('ordre/été+1');

      // split between query and body: the signature covers query + body with no separator
      const wire = buildWireRequest(
        { query: { symbol: 'BTCUSDT', side: 'BUY' }, body: { quantity: '1', timestamp: 1 } },
        (payload) => sign(payload, signing),
      );
      const response = await fetch(`${venue.url}/echo?${wire.query}`, {
        method: 'POST',
        headers: { 'X-MBX-APIKEY': 'api-key-1', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: wire.body,
      });
      // timestamp 1 is far outside the window: the signature passed, the time check refused
      expect(await response.json()).toEqual({
        code: -1021,
        msg: 'Timestamp for this request is outside of the recvWindow.',
      });
    });
  }

  it('a wrong secret is refused with -1022 by the same verifier (the check can fail)', async () => {
    venue = await startFixtureVenue({
      apiKey: 'k',
      key: { type: 'HMAC', secret: 'right' },
      routes: {
        'GET /api/v3/time': () => ({ body: { serverTime: Date.now() } }),
        'GET /api/v3/account': { fixture: 'account' },
      },
    });
    const client = createVenueClient({
      baseUrls: { spot: venue.url },
      credentials: { apiKey: 'k', signingKey: { type: 'HMAC', secret: 'wrong' } },
    });
    await expect(client.spot.account()).rejects.toMatchObject({
      kind: 'venue',
      status: 400,
      code: -1022,
      message: 'GET /api/v3/account: Signature for this request is not valid.',
    });
  });
});
