import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BridgeServerMessage } from '@shared/ipc/bridge-protocol';
import { attachBridge } from './bridge';

let server: Server;
let origin: string;
let bridge: ReturnType<typeof attachBridge>;
const token = 'a-token-for-this-test-only-0123456789';

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  bridge = attachBridge({ server, token, origin: () => origin, router: () => undefined });
});

afterAll(async () => {
  bridge.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A bridge client that keeps every message it is sent. */
async function client(query = '') {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/bridge?token=${token}${query}`, { origin });
  const received: BridgeServerMessage[] = [];
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as BridgeServerMessage));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, received };
}

describe('the bridge', () => {
  it('delivers events broadcast in one turn to every client, in order, and answers after them', async () => {
    const [a, b] = [await client(), await client()];
    for (let n = 1; n <= 3; n += 1) bridge.broadcast('tt:orders:notice', { n });
    a.ws.send(JSON.stringify({ type: 'invoke', id: 1, channel: 'tt:orders:open', args: {} }));
    await expect.poll(() => a.received.length).toBe(4);
    await expect.poll(() => b.received.length).toBe(3);
    expect(b.received).toEqual(
      [1, 2, 3].map((n) => ({ type: 'event', name: 'tt:orders:notice', payload: { n } })),
    );
    expect(a.received.slice(0, 3)).toEqual(b.received);
    expect(a.received[3]).toMatchObject({ type: 'result', id: 1, response: { ok: false } });
    bridge.broadcast('tt:orders:notice', { n: 4 });
    await expect.poll(() => b.received.at(-1)).toMatchObject({ payload: { n: 4 } });
    a.ws.close();
    b.ws.close();
  });

  it('sends a client that asked for no events its results only', async () => {
    const [calls, watches] = [await client('&events=none'), await client()];
    bridge.broadcast('tt:orders:notice', { n: 1 });
    calls.ws.send(JSON.stringify({ type: 'invoke', id: 7, channel: 'tt:orders:open', args: {} }));
    await expect.poll(() => calls.received.length).toBe(1);
    expect(calls.received[0]).toMatchObject({ type: 'result', id: 7 });
    await expect.poll(() => watches.received.length).toBe(1);
    expect(watches.received[0]).toMatchObject({ type: 'event', payload: { n: 1 } });
    calls.ws.close();
    watches.ws.close();
  });
});
