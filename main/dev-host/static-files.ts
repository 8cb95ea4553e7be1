import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rendererCspHeader } from '@shared/csp';
import { contentTypeOf, resolveRendererFile } from '../renderer-files/resolve';

/** Serves the renderer build, never a file outside it, with the renderer's CSP on every answer. */
export function serveStaticFiles(root: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const headers = {
      'Content-Security-Policy': rendererCspHeader,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers).end();
      return;
    }
    const file = resolveRendererFile(root, new URL(req.url ?? '/', 'http://host.invalid').pathname);
    if (!file) {
      res.writeHead(403, headers).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'Content-Type': contentTypeOf(file), 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  };
}
