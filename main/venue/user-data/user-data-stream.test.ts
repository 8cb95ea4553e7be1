import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StreamStatus } from '@shared/ipc/market';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { createUserDataStream, type UserDataStream } from './user-data-stream';
import { wsApiPayload } from './ws-api-signature';

/**
 * A small in-test WebSocket API: it checks the subscription's HMAC signature as the venue does
 * (sorted params), answers, and pushes events wrapped in {subscriptionId, event}.
 */
const SECRET = 'wsSecretForTestsOnly';
const API_KEY = 'wsKey0001';
const hmac = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('hex');

async function startWsApi() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/ws-api/v3' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const sockets: WebSocket[] = [];
  const requests: Array<{ method: string; params: Record<string, string | number> }> = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.on('message', (data) => {
      const request = JSON.parse(data.toString()) as {
        id: string;
        method: string;
        params: Record<string, string | number>;
      };
      requests.push(request);
      const good =
        request.method === 'userDataStream.subscribe.signature' &&
        request.params.apiKey === API_KEY &&
        request.params.signature === hmac(wsApiPayload(request.params));
      socket.send(
        JSON.stringify(
          good
            ? { id: request.id, status: 200, result: { subscriptionId: sockets.length - 1 } }
            : {
                id: request.id,
                status: 400,
                error: { code: -1022, msg: 'Signature for this request is not valid.' },
              },
        ),
      );
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}/ws-api/v3`,
    sockets,
    requests,
    push: (event: object) =>
      sockets.at(-1)!.send(JSON.stringify({ subscriptionId: sockets.length - 1, event })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const position = {
  e: 'outboundAccountPosition',
  E: 1_700_000_000_000,
  u: 1_700_000_000_000,
  B: [{ a: 'BTC', f: '1.50000000', l: '0.50000000' }],
};

let stream: UserDataStream | undefined;
let api: Awaited<ReturnType<typeof startWsApi>> | undefined;
afterEach(async () => {
  await stream?.stop();
  await api?.close();
});

function open(url: string, secret = SECRET, silentLimitMs?: number, type?: string) {
  const events: UserDataEvent[] = [];
  const statuses: StreamStatus[] = [];
  let subscriptions = 0;
  stream = createUserDataStream({
    url,
    credentials: {
      apiKey: API_KEY,
      type,
      sign: (p) => createHmac('sha256', secret).update(p).digest('hex'),
    },
    serverNow: () => Promise.resolve(1_700_000_000_000),
    onEvent: (e) => events.push(e),
    onSubscribed: () => (subscriptions += 1),
    onStatus: (s) => statuses.push(s),
    backoff: { baseMs: 1, maxMs: 5 },
    silentLimitMs,
  });
  stream.start();
  return { events, statuses, subscriptions: () => subscriptions };
}

describe('user-data stream over the WebSocket API', () => {
  it('subscribes with a signature over the sorted params, then delivers events', async () => {
    api = await startWsApi();
    const seen = open(api.url);
    await vi.waitFor(() => expect(seen.subscriptions()).toBe(1));
    expect(api.requests[0]!.params).toMatchObject({ apiKey: API_KEY, timestamp: 1_700_000_000_000 });
    expect(seen.statuses.at(-1)).toMatchObject({ stream: 'user-data', state: 'live', reason: null });

    api.push(position);
    await vi.waitFor(() => expect(seen.events).toHaveLength(1));
    expect(seen.events[0]).toMatchObject({
      e: 'outboundAccountPosition',
      B: [{ a: 'BTC', f: '1.50000000' }],
    });
  });

  it('subscribes with a signature when the venue refuses an Ed25519 logon', async () => {
    api = await startWsApi();
    const seen = open(api.url, SECRET, undefined, 'ED25519');
    await vi.waitFor(() => expect(seen.subscriptions()).toBe(1));
    expect(api.requests.map((r) => r.method)).toEqual([
      'session.logon',
      'userDataStream.subscribe.signature',
    ]);
    expect(stream!.loggedOn()).toBe(false);
    expect(seen.statuses.at(-1)).toMatchObject({ state: 'live', reason: null });
  });

  it('reconnects and resubscribes after the connection drops, and after eventStreamTerminated', async () => {
    api = await startWsApi();
    const seen = open(api.url);
    await vi.waitFor(() => expect(seen.subscriptions()).toBe(1));

    api.sockets[0]!.terminate();
    await vi.waitFor(() => expect(seen.subscriptions()).toBe(2));
    expect(seen.statuses.map((s) => s.state)).toContain('reconnecting');

    api.push({ e: 'eventStreamTerminated', E: 1_700_000_000_001 });
    await vi.waitFor(() => expect(seen.subscriptions()).toBe(3));
    expect(api.sockets).toHaveLength(3);
    expect(seen.events).toHaveLength(0);
  });

  it('reports a refused subscription with the venue code and message, never the secret', async () => {
    api = await startWsApi();
    const seen = open(api.url, 'theWrongSecretValue');
    await vi.waitFor(() =>
      expect(
        seen.statuses.some((s) => s.reason === 'Signature for this request is not valid. (code -1022)'),
      ).toBe(true),
    );
    expect(seen.subscriptions()).toBe(0);
    expect(JSON.stringify(seen.statuses)).not.toContain('theWrongSecretValue');
    expect(JSON.stringify(api.requests)).not.toContain('theWrongSecretValue');
  });

  it('drops a socket the venue stays silent on, shows it stale, and resubscribes', async () => {
    api = await startWsApi();
    const seen = open(api.url, SECRET, 30);
    await vi.waitFor(() => expect(seen.subscriptions()).toBeGreaterThanOrEqual(2));
    expect(seen.statuses.map((s) => s.state)).toContain('stale');
    expect(seen.statuses.find((s) => s.state === 'stale')?.reason).toBe('nothing heard for 30 ms');
  });
});
