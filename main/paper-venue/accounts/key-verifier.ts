import { createHmac, createPublicKey, timingSafeEqual, verify, constants, type KeyObject } from 'node:crypto';
import type { KeyConfig, KeyPermission } from './accounts-file';
import { KEY_PERMISSIONS } from './accounts-file';

/** An API key as the venue holds it: for RSA and Ed25519 only the public key. */
export interface ApiKeyVerifier {
  readonly apiKey: string;
  readonly type: KeyConfig['type'];
  readonly permissions: ReadonlySet<KeyPermission>;
  /** Whether `signature` (as sent, already percent-decoded) signs `payload`. */
  verify(payload: Buffer, signature: string): boolean;
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function base64Signature(signature: string): Buffer | undefined {
  // A `+` left unencoded in a query string arrives as a space.
  const text = signature.replace(/ /g, '+');
  return BASE64.test(text) ? Buffer.from(text, 'base64') : undefined;
}

function hmacVerifier(secret: string) {
  return (payload: Buffer, signature: string) => {
    if (!HEX_SHA256.test(signature)) return false;
    const expected = createHmac('sha256', secret).update(payload).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  };
}

function rsaVerifier(key: KeyObject) {
  return (payload: Buffer, signature: string) => {
    const bytes = base64Signature(signature);
    if (!bytes) return false;
    try {
      return verify('sha256', payload, { key, padding: constants.RSA_PKCS1_PADDING }, bytes);
    } catch {
      return false;
    }
  };
}

function ed25519Verifier(key: KeyObject) {
  return (payload: Buffer, signature: string) => {
    const bytes = base64Signature(signature);
    if (!bytes || bytes.length !== 64) return false;
    try {
      return verify(null, payload, key, bytes);
    } catch {
      return false;
    }
  };
}

/** Builds the verifier of one configured key; `permissions` defaults to every secure type. */
export function createKeyVerifier(config: KeyConfig, permissions?: readonly KeyPermission[]): ApiKeyVerifier {
  const check =
    config.type === 'HMAC'
      ? hmacVerifier(config.secret)
      : config.type === 'RSA'
        ? rsaVerifier(createPublicKey(config.publicKeyPem))
        : ed25519Verifier(createPublicKey(config.publicKeyPem));
  return {
    apiKey: config.apiKey,
    type: config.type,
    permissions: new Set(permissions ?? KEY_PERMISSIONS),
    verify: check,
  };
}
