import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignedRequest, type VerifyingKey } from './verify-signature';

/** A recorded response file from main/venue/fixtures/. */
export const fixtureText = (name: string): string =>
  readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8');
export const fixture = (name: string): unknown => JSON.parse(fixtureText(name));

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  /** The raw query string, without `?`, exactly as received. */
  readonly query: string;
  /** The raw body, exactly as received. */
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
  /** All params, query and body, decoded. */
  readonly params: URLSearchParams;
}

export interface FixtureReply {
  readonly status?: number;
  /** A fixture name, or a raw JSON text with `raw`. */
  readonly fixture?: string;
  readonly raw?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Never answer (to exercise timeouts). */
  readonly hang?: boolean;
}

export type FixtureRoute = (request: RecordedRequest) => FixtureReply;

export interface FixtureVenueOptions {
  readonly routes: Record<string, FixtureRoute | FixtureReply>;
  /** When given, signed requests (with a signature param) are verified like the venue does. */
  readonly apiKey?: string;
  readonly key?: VerifyingKey;
  /** The venue's clock, for GET /time routes and the timestamp check. */
  readonly now?: () => number;
}

/**
 * A loopback HTTP server that answers recorded fixtures and checks what it gets: signature over the
 * raw bytes received (-1022), API key (-2015), timestamp window (-1021). Stands in for the paper
 * venue on endpoints it does not serve yet.
 */
export async function startFixtureVenue(options: FixtureVenueOptions) {
  const requests: RecordedRequest[] = [];
  const now = options.now ?? Date.now;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
      const body = Buffer.concat(chunks).toString('latin1');
      const params = new URLSearchParams(query);
      for (const [k, v] of new URLSearchParams(body)) if (!params.has(k)) params.append(k, v);
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        query,
        body,
        headers: req.headers,
        params,
      };
      requests.push(request);
      const reply = answer(request);
      if (reply.hang) return;
      const text =
        reply.raw ?? (reply.fixture ? fixtureText(reply.fixture) : JSON.stringify(reply.body ?? {}));
      res.writeHead(reply.status ?? 200, {
        'Content-Type': 'application/json;charset=UTF-8',
        ...reply.headers,
      });
      res.end(text);
    });
  });

  function answer(request: RecordedRequest): FixtureReply {
    if (request.params.has('signature') && options.key) {
      if (request.headers['x-mbx-apikey'] !== options.apiKey)
        return { status: 401, body: { code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' } };
      if (!verifySignedRequest(request.query, request.body, options.key))
        return { status: 400, body: { code: -1022, msg: 'Signature for this request is not valid.' } };
      const micro = /^microsecond$/i.test(String(request.headers['x-mbx-time-unit'] ?? ''));
      const timestampMs = Number(request.params.get('timestamp')) / (micro ? 1000 : 1);
      const recvWindow = Number(request.params.get('recvWindow') ?? 5000);
      const serverNow = now();
      if (!(timestampMs < serverNow + 1000 && serverNow - timestampMs <= recvWindow))
        return {
          status: 400,
          body: { code: -1021, msg: 'Timestamp for this request is outside of the recvWindow.' },
        };
    }
    const route = options.routes[`${request.method} ${request.path}`];
    if (!route)
      return { status: 404, body: { code: -1000, msg: `no fixture for ${request.method} ${request.path}` } };
    return typeof route === 'function' ? route(request) : route;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to one `METHOD path`. */
    requestsTo: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FixtureVenue = Awaited<ReturnType<typeof startFixtureVenue>>;
