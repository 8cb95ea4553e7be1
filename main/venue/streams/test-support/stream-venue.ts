import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface VenueSocket {
  readonly socket: WebSocket;
  /** The streams this socket carries now (from the URL, then SUBSCRIBE/UNSUBSCRIBE). */
  readonly streams: Set<string>;
  /** Every control message received, parsed. */
  readonly controls: { method: string; params?: string[]; id: unknown }[];
  readonly pongs: string[];
  closed: boolean;
}

export type RestHandler = (url: URL) => { status?: number; body: unknown } | undefined;

/**
 * A loopback venue speaking the documented market-stream protocol: combined streams
 * at `/stream?streams=…`, wrapped messages, control replies with ids, pings; plus the REST routes the
 * test provides, on the same port. Driven entirely by the test.
 */
export async function startStreamVenue(rest: RestHandler = () => undefined) {
  const sockets: VenueSocket[] = [];
  const waiters: (() => void)[] = [];
  const changed = () => {
    for (const w of waiters.splice(0)) w();
  };
  let refuseStreams = new Set<string>();
  let restHandler = rest;
  const restCalls: string[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    restCalls.push(`${url.pathname}${url.search}`);
    changed();
    const answer = restHandler(url);
    res.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ? answer.body : { code: -1, msg: 'not found' }));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/stream' || !venue.accepting) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const names = (url.searchParams.get('streams') ?? '').split('/').filter(Boolean);
      const entry: VenueSocket = {
        socket: ws,
        streams: new Set(names),
        controls: [],
        pongs: [],
        closed: false,
      };
      sockets.push(entry);
      ws.on('pong', (data) => {
        entry.pongs.push(data.toString());
        changed();
      });
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { method: string; params?: string[]; id: unknown };
        entry.controls.push(message);
        const refused = (message.params ?? []).filter((s) => refuseStreams.has(s));
        if (refused.length) {
          ws.send(
            JSON.stringify({ error: { code: 2, msg: `Invalid request: ${refused[0]}` }, id: message.id }),
          );
        } else {
          for (const s of message.params ?? []) {
            if (message.method === 'SUBSCRIBE') entry.streams.add(s);
            if (message.method === 'UNSUBSCRIBE') entry.streams.delete(s);
          }
          ws.send(JSON.stringify({ result: null, id: message.id }));
        }
        changed();
      });
      ws.on('close', () => {
        entry.closed = true;
        changed();
      });
      changed();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const venue = {
    url: `http://127.0.0.1:${port}`,
    /** False makes every upgrade fail, as a venue that is down. */
    accepting: true,
    sockets,
    restCalls,
    open: () => sockets.filter((s) => !s.closed),
    setRest(handler: RestHandler) {
      restHandler = handler;
    },
    refuse(streams: string[]) {
      refuseStreams = new Set(streams);
    },
    /** Resolves once `condition` holds, re-checking on every socket, control or REST event. */
    async until(condition: () => boolean, what = 'condition'): Promise<void> {
      const deadline = Date.now() + 5_000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50).unref();
        });
      }
    },
    /** Sends a wrapped message to every open socket carrying `stream`. */
    send(stream: string, data: unknown, only?: VenueSocket) {
      for (const s of only ? [only] : venue.open()) {
        if (s.streams.has(stream)) s.socket.send(JSON.stringify({ stream, data }));
      }
    },
    async close() {
      for (const s of sockets) s.socket.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return venue;
}

export type StreamVenue = Awaited<ReturnType<typeof startStreamVenue>>;
