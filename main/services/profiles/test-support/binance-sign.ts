import { createHmac, sign } from 'node:crypto';
import type { SigningKey } from '@main/keys/signing-key';

/** The venue's signature rules, for tests until main/venue/sign.ts is wired in. */
export function binanceSign(payload: string, key: SigningKey): string {
  if (key.type === 'HMAC') return createHmac('sha256', key.secret).update(payload).digest('hex');
  const algorithm = key.type === 'RSA' ? 'sha256' : null;
  return sign(algorithm, Buffer.from(payload, 'ascii'), key.privateKeyPem).toString('base64');
}
