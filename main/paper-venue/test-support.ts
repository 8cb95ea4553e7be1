import { createHmac, generateKeyPairSync, sign, constants } from 'node:crypto';
import type { AccountsFileInput } from './accounts/accounts-file';
import { accountsFile, type AccountsFile } from './accounts/accounts-file';
import type { RateLimit } from '@shared/api/spot/exchange-info';

/** The request-weight and order limits a test venue publishes (no day limit unless given). */
export function rateLimitsOf(limits: {
  weightPerMinute: number;
  ordersPer10s: number;
  ordersPerDay?: number;
}) {
  const published: RateLimit[] = [
    { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: limits.weightPerMinute },
    { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: limits.ordersPer10s },
  ];
  if (limits.ordersPerDay !== undefined)
    published.push({ rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: limits.ordersPerDay });
  return published;
}

/** Limits no test reaches. */
export const ROOMY_LIMITS = rateLimitsOf({
  weightPerMinute: 1_000_000,
  ordersPer10s: 100_000,
  ordersPerDay: 1_000_000,
});

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-03-02T10:00:00.000Z')) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

/** Test keys of all three types, made fresh for every run (no vectors copied from anywhere). */
export function testKeys() {
  const ed25519 = generateKeyPairSync('ed25519');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = (key: typeof ed25519.publicKey) => key.export({ type: 'spki', format: 'pem' }).toString();
  return {
    hmac: { apiKey: 'hmacKey0001', secret: 'hmacSecretForTestsOnly' },
    readOnly: { apiKey: 'readOnlyKey0001', secret: 'readOnlySecretForTests' },
    ed25519: {
      apiKey: 'ed25519Key0001',
      privateKey: ed25519.privateKey,
      publicKeyPem: pem(ed25519.publicKey),
    },
    rsa: { apiKey: 'rsaKey0001', privateKey: rsa.privateKey, publicKeyPem: pem(rsa.publicKey) },
  };
}
export type TestKeys = ReturnType<typeof testKeys>;

export function testAccounts(keys: TestKeys): AccountsFile {
  const input: AccountsFileInput = {
    accounts: [
      {
        name: 'alice',
        permissions: ['SPOT'],
        balances: { USDT: '100000', BTC: '2' },
        commission: { maker: '0.001', taker: '0.00075' },
        keys: [
          { apiKey: keys.hmac.apiKey, type: 'HMAC', secret: keys.hmac.secret },
          { apiKey: keys.ed25519.apiKey, type: 'ED25519', publicKeyPem: keys.ed25519.publicKeyPem },
          { apiKey: keys.rsa.apiKey, type: 'RSA', publicKeyPem: keys.rsa.publicKeyPem },
          { apiKey: keys.readOnly.apiKey, type: 'HMAC', secret: keys.readOnly.secret },
        ],
        keyPermissions: { [keys.readOnly.apiKey]: ['USER_DATA'] },
      },
    ],
  };
  return accountsFile.parse(input);
}

export type Signer = 'hmac' | 'readOnly' | 'ed25519' | 'rsa';

/** The signature a client of that key type sends (before percent-encoding). */
export function signPayload(keys: TestKeys, signer: Signer, payload: string): string {
  switch (signer) {
    case 'hmac':
      return createHmac('sha256', keys.hmac.secret).update(payload).digest('hex');
    case 'readOnly':
      return createHmac('sha256', keys.readOnly.secret).update(payload).digest('hex');
    case 'ed25519':
      return sign(null, Buffer.from(payload), keys.ed25519.privateKey).toString('base64');
    case 'rsa':
      return sign('sha256', Buffer.from(payload), {
        key: keys.rsa.privateKey,
        padding: constants.RSA_PKCS1_PADDING,
      }).toString('base64');
  }
}

export interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface SendOptions {
  readonly method?: string;
  readonly query?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
}

/** One HTTP request to the venue over loopback; the body parsed as JSON. */
export async function send(baseUrl: string, path: string, options: SendOptions = {}): Promise<Reply> {
  const url = `${baseUrl}${path}${options.query === undefined ? '' : `?${options.query}`}`;
  const headers: Record<string, string> = { ...options.headers };
  if (
    options.body !== undefined &&
    !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')
  ) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown };
}

export interface SignedOptions {
  readonly method?: string;
  /** Parameters placed in the query string (timestamp is added here unless given). */
  readonly query?: string;
  /** Parameters placed in a form body. */
  readonly body?: string;
  readonly signer?: Signer;
  /** Where the signature goes. */
  readonly signatureIn?: 'query' | 'body';
  readonly apiKey?: string;
}

/** A SIGNED request as a Binance client builds it: signature over query then body. */
export function sendSigned(
  baseUrl: string,
  keys: TestKeys,
  path: string,
  options: SignedOptions & { timestamp: number },
): Promise<Reply> {
  const signer = options.signer ?? 'hmac';
  const query = [options.query, `timestamp=${options.timestamp}`].filter(Boolean).join('&');
  const body = options.body;
  const signature = encodeURIComponent(signPayload(keys, signer, query + (body ?? '')));
  const signedQuery = options.signatureIn === 'body' ? query : `${query}&signature=${signature}`;
  const signedBody = options.signatureIn === 'body' ? `${body ?? ''}&signature=${signature}` : body;
  return send(baseUrl, path, {
    method: options.method,
    query: signedQuery,
    body: signedBody,
    headers: { 'X-MBX-APIKEY': options.apiKey ?? keys[signer].apiKey },
  });
}
