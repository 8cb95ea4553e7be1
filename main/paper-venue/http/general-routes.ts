import type { RouteHandler } from './router';

/** GET /api/v3/ping and GET /api/v3/time; both take no parameters. */
export function generalRoutes(now: () => number): Record<string, RouteHandler> {
  return {
    'GET /api/v3/ping': () => () => ({ status: 200, body: {} }),
    'GET /api/v3/time': () => () => ({ status: 200, body: { serverTime: now() } }),
  };
}
