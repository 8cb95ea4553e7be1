import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { rendererCspHeader } from '@shared/csp';
import type { BridgeServerMessage } from '@shared/ipc/bridge-protocol';
import { startDevHost, type DevHost } from './dev-host';

let host: DevHost;

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tt-devhost-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(dir, 'outside.txt'), 'outside');
  host = await startDevHost({ rendererDir, dataDir: dir, resyncMs: 0 });
});

afterAll(() => host.close());

/** Opens a bridge socket; resolves with it when open, rejects with the HTTP status of a refusal. */
function connect(token: string, origin = host.origin): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${host.origin.replace('http', 'ws')}/bridge?token=${token}`, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Sends one request and resolves with its result; pushed events arriving meanwhile are passed over. */
function call(ws: WebSocket, channel: string, args?: unknown): Promise<BridgeServerMessage> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as BridgeServerMessage;
      if (message.type !== 'result') return;
      ws.off('message', onMessage);
      resolve(message);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ type: 'invoke', id: 7, channel, args }));
  });
}

describe('the development host', () => {
  it('binds to loopback and prints a URL carrying the token in its fragment', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(host.url).toBe(`${host.origin}/#token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the renderer with its CSP, and nothing outside the build', async () => {
    const page = await fetch(`${host.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(rendererCspHeader);
    const escape = await fetch(`${host.origin}/..%2foutside.txt`);
    expect(escape.status).toBe(403);
  });

  it('refuses a bridge client without the token, with a wrong token, or from another origin', async () => {
    await expect(connect('')).rejects.toThrow('HTTP 401');
    await expect(connect(`${host.token}x`)).rejects.toThrow('HTTP 401');
    await expect(connect(host.token, 'http://evil.example')).rejects.toThrow('HTTP 403');
  });

  it("bridges a request to main's services and the paper venue", async () => {
    const ws = await connect(host.token);
    const reply = await call(ws, 'tt:venue:time');
    ws.close();
    expect(reply).toMatchObject({ type: 'result', id: 7, response: { ok: true } });
    if (reply.type === 'result' && reply.response.ok) {
      const clock = reply.response.value as { serverTime: number; venueUrl: string };
      expect(clock.venueUrl).toBe(host.venueUrl);
      expect(Number.isInteger(clock.serverTime)).toBe(true);
    }
  });

  it('passes requests through the validated layer (unknown channel, bad args)', async () => {
    const ws = await connect(host.token);
    const unknown = await call(ws, 'tt:venue:exfiltrate');
    const badArgs = await call(ws, 'tt:venue:time', { nope: 1 });
    ws.close();
    expect(unknown).toMatchObject({ response: { ok: false, error: { kind: 'unknown-channel' } } });
    expect(badArgs).toMatchObject({ response: { ok: false, error: { kind: 'invalid-arguments' } } });
  });

  it('embeds the paper venue with the simulated market and its history', async () => {
    const reply = await fetch(`${host.venueUrl}/api/v3/klines?symbol=BTCUSDT&interval=1d&limit=31`);
    expect(reply.status).toBe(200);
    const days = (await reply.json()) as [number, string, string, string, string, string][];
    expect(days).toHaveLength(31);
    expect(days.filter((day) => day[5] === '0.00000000')).toEqual([]);
    // The simulated makers fill the book: a diff-depth event with levels arrives.
    const ws = new WebSocket(`${host.venueUrl.replace('http', 'ws')}/ws/btcusdt@depth@100ms`);
    const levels = await new Promise<number>((resolve) =>
      ws.on('message', (data) => {
        const event = JSON.parse(data.toString()) as { e?: string; b: unknown[]; a: unknown[] };
        if (event.e === 'depthUpdate' && event.b.length + event.a.length > 0) {
          resolve(event.b.length + event.a.length);
        }
      }),
    );
    ws.close();
    expect(levels).toBeGreaterThan(0);
  });
});
