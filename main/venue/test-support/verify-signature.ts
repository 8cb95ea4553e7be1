import { createHmac, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

export type VerifyingKey =
  | { readonly type: 'HMAC'; readonly secret: string }
  | { readonly type: 'RSA' | 'ED25519'; readonly publicKey: KeyObject };

/**
 * Verifies a request the way the venue does, from the raw bytes received: the signature is the last
 * parameter (of the body when there is one, else of the query); the payload is the query followed by
 * the body with that `&signature=…` removed.
 */
export function verifySignedRequest(query: string, body: string, key: VerifyingKey): boolean {
  const signedPart = body === '' ? query : body;
  const match = /(^|&)signature=([^&]*)$/.exec(signedPart);
  if (!match) return false;
  const stripped = signedPart.slice(0, match.index);
  const payload = body === '' ? stripped : query + stripped;
  const signature = decodeURIComponent(match[2] ?? '');
  const bytes = Buffer.from(payload, 'latin1');
  if (key.type === 'HMAC') {
    const expected = createHmac('sha256', key.secret).update(bytes).digest();
    const given = Buffer.from(signature.toLowerCase(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const raw = Buffer.from(signature, 'base64');
  return key.type === 'RSA'
    ? verify('sha256', bytes, key.publicKey, raw)
    : verify(null, bytes, key.publicKey, raw);
}
