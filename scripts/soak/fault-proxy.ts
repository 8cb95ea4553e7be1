import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A WebSocket carried by the proxy: the market streams or the user-data stream (WebSocket API). */
export type StreamKind = 'market' | 'user-data';

interface Carried {
  /** Closed by the proxy, the client, or a killed venue: not the venue's own close. */
  ended: boolean;
  readonly kind: StreamKind;
  readonly client: Socket;
  readonly upstream: Socket;
}

const STATE_CHANGING = (method: string, path: string) =>
  method !== 'GET' &&
  ((path.startsWith('/api/v3/') && path !== '/api/v3/order/test') ||
    path.startsWith('/fapi/') ||
    path.startsWith('/dapi/'));

const JSON_TYPE = 'application/json;charset=UTF-8';

/**
 * What the terminal sees as its venue: a loopback proxy in front of the paper venue process. It adds
 * the faults the venue cannot make itself (a 5xx before the venue saw the request, a 429 with a short
 * Retry-After, stalled and dropped WebSockets by kind), carries on while the venue is down (refused
 * connections, as a dead host gives), and counts every request that arrives while a 429 or 418 it has
 * answered still holds (Retry-After not yet over): the requests a well-behaved client never sends.
 */
export async function startFaultProxy(target: () => string) {
  const carried = new Set<Carried>();
  /** The first requests that came while blocked: what, and how early. */
  const violations: string[] = [];
  let failBefore = 0;
  let rateLimitNext = 0;
  let rateLimitRetryAfter = 1;
  /** Until when the last 429/418 answered forbids sending (ms). */
  let blockedUntil = 0;
  let blockedKind: '429' | '418' | null = null;
  const counts = {
    requests: 0,
    sentWhileRateLimited: 0,
    sentWhileBanned: 0,
    refusedWhileDown: 0,
    venueClosedStreams: 0,
  };

  /** The venue's URL; none before it first started. */
  const targetUrl = (): URL | undefined => (target() === '' ? undefined : new URL(target()));

  const block = (res: ServerResponse, status: number, retryAfter: string | undefined) => {
    if ((status !== 429 && status !== 418) || retryAfter === undefined) return;
    res.once('finish', () => {
      const until = Date.now() + Number(retryAfter) * 1000;
      if (until > blockedUntil) {
        blockedUntil = until;
        blockedKind = status === 418 ? '418' : '429';
      }
    });
  };

  const answer = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': JSON_TYPE,
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    counts.requests += 1;
    if (Date.now() < blockedUntil) {
      if (blockedKind === '418') counts.sentWhileBanned += 1;
      else counts.sentWhileRateLimited += 1;
      if (violations.length < 20)
        violations.push(
          `${blockedKind} ${req.method} ${req.url?.split('?')[0]} ${blockedUntil - Date.now()} ms early`,
        );
    }
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    if (rateLimitNext > 0) {
      rateLimitNext -= 1;
      req.resume();
      const retryAfter = String(rateLimitRetryAfter);
      block(res, 429, retryAfter);
      return answer(
        res,
        429,
        {
          code: -1003,
          msg: 'Too much request weight used; current limit is 6000 request weight per 1 MINUTE.',
        },
        { 'Retry-After': retryAfter },
      );
    }
    if (failBefore > 0 && STATE_CHANGING(method, path)) {
      failBefore -= 1;
      req.resume();
      return answer(res, 503, {
        code: -1001,
        msg: 'Internal error; unable to process your request. Please try again.',
      });
    }
    const base = targetUrl();
    if (!base) {
      counts.refusedWhileDown += 1;
      req.resume();
      return res.destroy();
    }
    const upstream = httpRequest(
      { host: base.hostname, port: base.port, method, path: req.url, headers: req.headers },
      (answerFrom) => {
        const retryAfter = answerFrom.headers['retry-after'];
        block(res, answerFrom.statusCode ?? 0, typeof retryAfter === 'string' ? retryAfter : undefined);
        res.writeHead(answerFrom.statusCode ?? 502, answerFrom.headers);
        answerFrom.pipe(res);
        answerFrom.on('error', () => res.destroy());
      },
    );
    // The venue is down or died mid-request: the client sees its connection reset, as with a dead host.
    upstream.on('error', () => {
      counts.refusedWhileDown += 1;
      res.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const base = targetUrl();
    if (!base) return client.destroy();
    const kind: StreamKind = (req.url ?? '').includes('ws-api') ? 'user-data' : 'market';
    const upstream = connect(Number(base.port), base.hostname);
    const entry: Carried = { ended: false, kind, client, upstream };
    carried.add(entry);
    const close = () => {
      carried.delete(entry);
      client.destroy();
      upstream.destroy();
    };
    upstream.on('end', () => {
      if (!entry.ended) counts.venueClosedStreams += 1;
    });
    client.on('end', () => (entry.ended = true));
    upstream.on('error', close);
    client.on('error', close);
    upstream.on('close', close);
    client.on('close', close);
    upstream.on('connect', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    violations,
    /** The next `n` state-changing requests answer 503 without reaching the venue. */
    failBefore(n: number) {
      failBefore += n;
    },
    /** The next `n` requests answer 429 with this Retry-After (seconds). */
    rateLimit(n: number, retryAfterSeconds: number) {
      rateLimitNext += n;
      rateLimitRetryAfter = retryAfterSeconds;
    },
    /** Drops every carried WebSocket of this kind; returns how many. */
    drop(kind: StreamKind): number {
      let n = 0;
      for (const entry of [...carried]) {
        if (entry.kind !== kind) continue;
        entry.ended = true;
        entry.client.destroy();
        entry.upstream.destroy();
        n += 1;
      }
      return n;
    },
    /** Stops carrying bytes of this kind's WebSockets, both ways, for `ms`; returns how many. */
    stall(kind: StreamKind, ms: number): number {
      const stalled = [...carried].filter((entry) => entry.kind === kind);
      for (const { client, upstream } of stalled) {
        upstream.unpipe(client);
        client.unpipe(upstream);
        upstream.pause();
        client.pause();
      }
      setTimeout(() => {
        for (const { client, upstream } of stalled) {
          if (!carried.has(stalled.find((e) => e.client === client)!)) continue;
          upstream.pipe(client);
          client.pipe(upstream);
        }
      }, ms).unref();
      return stalled.length;
    },
    /** The venue is about to be killed: its sockets' closing is not its own doing. */
    venueDying() {
      for (const entry of carried) entry.ended = true;
    },
    /** Whether a 429/418 this proxy carried still forbids sending. */
    blocked: () => Date.now() < blockedUntil,
    blockedUntil: () => blockedUntil,
    close: () =>
      new Promise<void>((done) => {
        for (const entry of carried) {
          entry.client.destroy();
          entry.upstream.destroy();
        }
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
export type FaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;
