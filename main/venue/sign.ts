import { constants, createPrivateKey, sign as signWithKey, type KeyObject } from 'node:crypto';
import { hmacSha256Hex } from './hmac-sha256';

export type SigningKey =
  | { readonly type: 'HMAC'; readonly secret: string }
  | { readonly type: 'RSA' | 'ED25519'; readonly privateKeyPem: string };

const expectedKeyType = { RSA: 'rsa', ED25519: 'ed25519' } as const;

/** Parsed keys, per signing-key object: a PEM or secret is parsed once per key, not once per request. */
const parsed = new WeakMap<object, KeyObject>();
const hmacs = new WeakMap<object, (payload: string) => string>();

function hmac(key: { readonly secret: string }): (payload: string) => string {
  let signer = hmacs.get(key);
  if (!signer) {
    signer = hmacSha256Hex(key.secret);
    hmacs.set(key, signer);
  }
  return signer;
}

function privateKey(key: Extract<SigningKey, { type: 'RSA' | 'ED25519' }>): KeyObject {
  const cached = parsed.get(key);
  if (cached) return cached;
  let object: KeyObject;
  try {
    object = createPrivateKey(key.privateKeyPem);
  } catch {
    throw new Error(`the ${key.type} private key could not be read (expected a PEM private key)`);
  }
  if (object.asymmetricKeyType !== expectedKeyType[key.type])
    throw new Error(`the private key is ${object.asymmetricKeyType ?? 'unknown'}, not ${key.type}`);
  parsed.set(key, object);
  return object;
}

/**
 * Signs a request payload (the parameter string exactly as sent) with one of the venue's three schemes:
 * HMAC-SHA256 as lowercase hex; RSASSA-PKCS1-v1_5 with SHA-256 as base64; Ed25519 as base64.
 * The caller percent-encodes the result where it places it. Errors never contain key material.
 */
export function sign(
  payload: string,
  key: { type: 'HMAC'; secret: string } | { type: 'RSA' | 'ED25519'; privateKeyPem: string },
): string {
  if (key.type === 'HMAC') return hmac(key)(payload);
  const bytes = Buffer.from(payload, 'utf8');
  switch (key.type) {
    case 'RSA':
      return signWithKey('sha256', bytes, {
        key: privateKey(key),
        padding: constants.RSA_PKCS1_PADDING,
      }).toString('base64');
    case 'ED25519':
      return signWithKey(null, bytes, privateKey(key)).toString('base64');
  }
}
