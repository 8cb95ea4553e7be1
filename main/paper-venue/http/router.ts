import type { IncomingMessage, ServerResponse } from 'node:http';

export interface VenueRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly raw: IncomingMessage;
}

export interface VenueResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

export type RouteHandler = (request: VenueRequest) => VenueResponse | Promise<VenueResponse>;

/** Routes by `METHOD path`; answers every response as JSON. */
export function createRouter(routes: Record<string, RouteHandler>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://venue.invalid');
    const method = req.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`];
    let reply: VenueResponse;
    try {
      reply = handler
        ? await handler({ method, path: url.pathname, query: url.searchParams, raw: req })
        : { status: 404, body: { code: -1000, msg: `Unknown endpoint ${method} ${url.pathname}.` } };
    } catch {
      reply = {
        status: 500,
        body: { code: -1000, msg: 'An unknown error occurred while processing the request.' },
      };
    }
    const body = JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'Content-Type': 'application/json;charset=UTF-8',
      'Content-Length': Buffer.byteLength(body),
      ...reply.headers,
    });
    res.end(body);
  };
}
