import {
  constants,
  createHmac,
  createPrivateKey,
  generateKeyPairSync,
  sign as cryptoSign,
  type KeyObject,
} from 'node:crypto';
import { sign, type SigningKey } from '../../main/venue/sign';
import { buildWireRequest } from '../../main/venue/wire-request';
import type { Bench, Figure } from '../harness/figure';
import { costWithin, measured } from '../harness/figure';
import { alternateRounds, timeNs } from '../harness/rounds';

/** A new-order request as the spot client sends it. */
const params = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'GTC',
  quantity: '0.00100000',
  price: '43000.01000000',
  newClientOrderId: 'web_8Jx3kQ2vLmN7pR1s',
  recvWindow: 5000,
  timestamp: 1_700_000_000_000,
} as const;

interface Scheme {
  readonly name: string;
  readonly key: SigningKey;
  /** The bare node:crypto call, with the key already parsed, on the same payload. */
  readonly bare: (payload: string) => string;
  readonly iterations: number;
}

function schemes(): Scheme[] {
  const secret = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j';
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ed = generateKeyPairSync('ed25519');
  const pem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
  const rsaKey = createPrivateKey(pem(rsa.privateKey));
  const edKey = createPrivateKey(pem(ed.privateKey));
  return [
    {
      name: 'HMAC-SHA256',
      key: { type: 'HMAC', secret },
      bare: (payload) => createHmac('sha256', secret).update(payload).digest('hex'),
      iterations: 20_000,
    },
    {
      name: 'RSA-2048',
      key: { type: 'RSA', privateKeyPem: pem(rsa.privateKey) },
      bare: (payload) =>
        cryptoSign('sha256', Buffer.from(payload), {
          key: rsaKey,
          padding: constants.RSA_PKCS1_PADDING,
        }).toString('base64'),
      iterations: 200,
    },
    {
      name: 'Ed25519',
      key: { type: 'ED25519', privateKeyPem: pem(ed.privateKey) },
      bare: (payload) => cryptoSign(null, Buffer.from(payload), edKey).toString('base64'),
      iterations: 4_000,
    },
  ];
}

/**
 * Item 3: µs per signed request through main/venue (the request builder encoding the parameters,
 * then sign.ts) against the bare node:crypto call on the already-encoded payload.
 */
export const signingBench: Bench = {
  id: '3',
  title: 'Signing',
  run({ quick }): Figure[] {
    const payload = buildWireRequest({ query: params }).query;
    return schemes().map((scheme, index) => {
      const { key } = scheme;
      const signer = (text: string) => sign(text, key);
      const wire = buildWireRequest({ query: params }, signer);
      if (!wire.query.endsWith(`signature=${encodeURIComponent(scheme.bare(payload))}`))
        throw new Error(`${scheme.name}: the request's signature differs from the bare call's`);
      const iterations = quick ? Math.ceil(scheme.iterations / 10) : scheme.iterations;
      const perCallUs = (work: () => void) =>
        timeNs(() => {
          for (let i = 0; i < iterations; i += 1) work();
        }) /
        iterations /
        1_000;
      const { ours, peer } = alternateRounds(
        () => perCallUs(() => buildWireRequest({ query: params }, signer)),
        () => perCallUs(() => scheme.bare(payload)),
        quick ? { warmup: 1, rounds: 3 } : { warmup: 2, rounds: 21 },
      );
      return measured({
        id: `3${'abc'[index] ?? ''}`,
        title: `Signing ${scheme.name}, µs/request`,
        ours: { name: 'venue request', unit: 'µs', stats: ours },
        peer: { name: 'bare crypto', unit: 'µs', stats: peer },
        ratio: ours.median / peer.median,
        goal: costWithin(1.1, 'bare node:crypto'),
        notes: [
          `${scheme.name}: ours = buildWireRequest (encode ${Object.keys(params).length} params) + sign.ts from the PEM/secret; bare = node:crypto with a parsed key on the encoded payload; ${iterations} calls per round.`,
        ],
      });
    });
  },
};
