import { afterEach } from 'vitest';
import { send } from '../test-support';
import { connect, startStreamingVenue, type TestClient } from './test-harness';

export type StreamingVenue = Awaited<ReturnType<typeof startStreamingVenue>>;

/** One test file's streaming venue and WebSocket clients, all closed after each test. */
export function streamingSession() {
  let venue: StreamingVenue | undefined;
  const clients: TestClient[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    await venue?.venue.close();
    venue = undefined;
  });
  const started = () => {
    if (!venue) throw new Error('start the streaming venue first');
    return venue;
  };
  const session = {
    async start(options?: Parameters<typeof startStreamingVenue>[0]) {
      venue = await startStreamingVenue(options);
      return venue;
    },
    /** A client connected to `path` on the venue. */
    async open(path: string, options?: Parameters<typeof connect>[1]) {
      const client = await connect(`${started().wsUrl}${path}`, options);
      clients.push(client);
      return client;
    },
    /** A listen key opened over REST for alice, and a client on its legacy stream /ws/<listenKey>. */
    async openListenKeyStream() {
      const v = started();
      const opened = await send(v.venue.url, '/api/v3/userDataStream', {
        method: 'POST',
        headers: { 'X-MBX-APIKEY': v.keys.hmac.apiKey },
      });
      const { listenKey } = opened.body as { listenKey: string };
      return { listenKey, client: await session.open(`/ws/${listenKey}`) };
    },
  };
  return session;
}
