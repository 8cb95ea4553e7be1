import type { IncomingMessage } from 'node:http';

/** Largest form body read; anything longer is refused (-1101), never buffered whole. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Beyond this the connection is dropped instead of drained. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

export type BodyResult = { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'too-large' };

const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Reads a request body. Only a form body (or one sent without a content type) carries
 * parameters; any other content type is read and ignored, as the venue does.
 */
export function readBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) req.destroy();
    });
    req.on('error', () => resolve({ kind: 'too-large' }));
    req.on('close', () => resolve({ kind: 'too-large' }));
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve({ kind: 'too-large' });
      const type = req.headers['content-type'];
      const carriesParams = type === undefined || FORM.test(type);
      resolve({ kind: 'ok', text: carriesParams ? Buffer.concat(chunks).toString('latin1') : '' });
    });
  });
}
