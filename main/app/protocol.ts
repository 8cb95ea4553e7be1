import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { rendererCspHeader } from '@shared/csp';
import { contentTypeOf, resolveRendererFile } from '../renderer-files/resolve';
import { appHost, appScheme } from './app-origin';

/** Must run before the app is ready: app:// behaves as a secure, standard origin. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Answers app://terminal/<path> from the renderer build, with the CSP, and nothing outside it. */
export async function rendererResponse(rendererDir: string, requestUrl: string): Promise<Response> {
  const url = new URL(requestUrl);
  const headers = { 'Content-Security-Policy': rendererCspHeader, 'X-Content-Type-Options': 'nosniff' };
  const file = url.host === appHost ? resolveRendererFile(rendererDir, url.pathname) : undefined;
  if (!file) return new Response('Forbidden', { status: 403, headers });
  try {
    const body = await readFile(file);
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': contentTypeOf(file) } });
  } catch {
    return new Response('Not found', { status: 404, headers });
  }
}

export function serveRenderer(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(appScheme, (request) => rendererResponse(rendererDir, request.url));
}
