import type { SecretText } from './secret-text';

export type KeyType = 'HMAC' | 'RSA' | 'ED25519';

/** What the venue client's `sign(payload, key)` takes. */
export type SigningKey =
  | { readonly type: 'HMAC'; readonly secret: string }
  | { readonly type: 'RSA' | 'ED25519'; readonly privateKeyPem: string };

const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');

/**
 * A SigningKey whose secret field is a non-enumerable getter: readable by the signing code, but absent
 * from JSON.stringify, structured clone, object spread and console output.
 */
export function signingKeyFrom(type: KeyType, secret: SecretText): SigningKey {
  const key = { type };
  Object.defineProperties(key, {
    [type === 'HMAC' ? 'secret' : 'privateKeyPem']: { get: () => secret.reveal(), enumerable: false },
    toJSON: { value: () => ({ type }), enumerable: false },
    [inspectSymbol]: { value: () => `SigningKey(${type}, [secret])`, enumerable: false },
  });
  return key as SigningKey;
}
