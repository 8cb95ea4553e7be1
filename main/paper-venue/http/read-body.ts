import type { IncomingMessage } from 'node:http';

/** Largest form body read; anything longer is refused with 413, never buffered whole. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * A body past the limit is still read (and discarded) up to here, so that the client, still sending,
 * gets the 413 instead of a reset; beyond this the connection is dropped.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export type BodyResult = { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'too-large' };

const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Reads a request body. Only a form body (or one sent without a content type) carries
 * parameters; any other content type is read and ignored, as the venue does. A body over
 * MAX_BODY_BYTES resolves as too large as soon as it passes the limit (or a Content-Length says it
 * will), while the rest is drained in the background.
 */
export function readBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
    if (tooLarge) resolve({ kind: 'too-large' });
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) return req.destroy();
      if (tooLarge) return;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      tooLarge = true;
      chunks.length = 0;
      resolve({ kind: 'too-large' });
    });
    req.on('error', () => resolve({ kind: 'too-large' }));
    req.on('close', () => resolve({ kind: 'too-large' }));
    req.on('end', () => {
      if (tooLarge) return;
      const type = req.headers['content-type'];
      const carriesParams = type === undefined || FORM.test(type);
      resolve({ kind: 'ok', text: carriesParams ? Buffer.concat(chunks).toString('latin1') : '' });
    });
  });
}
