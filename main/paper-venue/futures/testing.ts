import type { RouteTable, VenueReply } from './route-table';
import { createFuturesState, type FuturesState, type FuturesStateOptions } from './state';
import { futuresRoutes } from './routes';
import { setMarkPrice } from './market-moves';

/** A futures venue for tests: calls handlers directly with a movable clock. */
export function futuresUnderTest(options: FuturesStateOptions = {}) {
  const state: FuturesState = createFuturesState({ seed: 7, ...options });
  const routes: RouteTable = futuresRoutes(state);
  const clock = { now: 1_760_000_000_000 };
  const send = (route: string, params: Record<string, string> = {}, accountId = 'alice'): VenueReply => {
    const spec = routes[route];
    if (!spec) throw new Error(`no route ${route}`);
    return spec.handler({ accountId, params, now: clock.now });
  };
  /** The body of a call that must succeed. */
  const ok = <T = Record<string, unknown>>(
    route: string,
    params: Record<string, string> = {},
    accountId = 'alice',
  ): T => {
    const reply = send(route, params, accountId);
    if (reply.status !== 200) throw new Error(`${route} failed: ${JSON.stringify(reply.body)}`);
    return reply.body as T;
  };
  return { state, routes, clock, send, ok };
}

/** The USD-M order route, as the order tests call it. */
export const ORDER = 'POST /fapi/v1/order';
/** A GTC LIMIT order's params on BTCUSDT. */
export const limit = (side: string, price: string, quantity: string, extra: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  price,
  quantity,
  ...extra,
});

/** A MARKET order's params on BTCUSDT. */
export const marketOrder = (side: string, quantity: string, extra: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'MARKET',
  quantity,
  ...extra,
});

/** The synthetic market's book of a symbol. */
export function bookOf(venue: ReturnType<typeof futuresUnderTest>, symbol = 'BTCUSDT') {
  return venue.state.markets.get(symbol)!.book;
}

/** An order as GET /fapi/v1/order answers it now. */
export function orderOf(venue: ReturnType<typeof futuresUnderTest>, orderId: unknown, symbol = 'BTCUSDT') {
  return venue.ok('GET /fapi/v1/order', { symbol, orderId: String(orderId) });
}

/** Moves BTCUSDT's mark price (and, when given, its last price) at the venue's time. */
export function markAt(venue: ReturnType<typeof futuresUnderTest>, mark: string, lastPrice?: string) {
  setMarkPrice(venue.state, 'BTCUSDT', mark, venue.clock.now, lastPrice);
}
