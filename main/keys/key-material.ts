import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { SecretText } from './secret-text';

/** A pasted or imported key that cannot be used; the message never quotes the input. */
export class InvalidKeyError extends Error {
  readonly code = 'INVALID_KEY';

  constructor(message: string) {
    super(message);
    this.name = 'InvalidKeyError';
  }
}

export interface KeyPairMaterial {
  readonly publicKeyPem: string;
  readonly privateKeyPem: SecretText;
}

const MIN_RSA_BITS = 2048;
const PRINTABLE_TOKEN = /^[\x21-\x7e]+$/;
const ENCRYPTED_PEM = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/;

function publicPemOf(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
}

function pkcs8PemOf(privateKey: KeyObject): SecretText {
  return new SecretText(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/** A fresh Ed25519 pair: the public half to show and register, the private half to keep in the keychain. */
export function generateEd25519KeyPair(): KeyPairMaterial {
  const { privateKey } = generateKeyPairSync('ed25519');
  return { publicKeyPem: publicPemOf(privateKey), privateKeyPem: pkcs8PemOf(privateKey) };
}

/**
 * Parses an imported private key PEM (PKCS#8, or PKCS#1 for RSA), checks it is the declared type, and
 * returns it re-encoded as PKCS#8 with its public key.
 */
export function parsePrivateKeyPem(type: 'RSA' | 'ED25519', pem: SecretText): KeyPairMaterial {
  if (ENCRYPTED_PEM.test(pem.reveal())) {
    throw new InvalidKeyError('The private key is encrypted; export it without a passphrase to import it');
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pem.reveal(), format: 'pem' });
  } catch {
    throw new InvalidKeyError('The text is not a PEM private key that can be read');
  }
  const actual = privateKey.asymmetricKeyType;
  const expected = type === 'RSA' ? 'rsa' : 'ed25519';
  if (actual !== expected) {
    throw new InvalidKeyError(`The private key is ${actual ?? 'of an unknown type'}, not ${type}`);
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength;
  if (type === 'RSA' && (bits === undefined || bits < MIN_RSA_BITS)) {
    throw new InvalidKeyError(
      `The RSA key has ${bits ?? 'unknown'} bits; at least ${MIN_RSA_BITS} are needed`,
    );
  }
  return { publicKeyPem: publicPemOf(privateKey), privateKeyPem: pkcs8PemOf(privateKey) };
}

/** An HMAC secret as a venue issues it: printable, no spaces. */
export function checkHmacSecret(secret: SecretText): void {
  const value = secret.reveal();
  if (value.length === 0) throw new InvalidKeyError('The HMAC secret is empty');
  if (value.length > 512) throw new InvalidKeyError('The HMAC secret is longer than 512 characters');
  if (!PRINTABLE_TOKEN.test(value)) {
    throw new InvalidKeyError('The HMAC secret contains spaces or non-printable characters');
  }
}

/** An API key id (not a secret): printable, no spaces. */
export function checkApiKey(apiKey: string): void {
  if (apiKey.length === 0 || apiKey.length > 256 || !PRINTABLE_TOKEN.test(apiKey)) {
    throw new InvalidKeyError('The API key must be 1 to 256 printable characters without spaces');
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 64-character API key id, for keys the terminal provisions itself (the paper venue). */
export function newApiKeyId(): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps the draw uniform.
  let out = '';
  while (out.length < 64) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < 64) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}
