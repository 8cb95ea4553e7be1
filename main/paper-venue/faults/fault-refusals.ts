import { VenueFailure } from '../http/venue-failure';
import type { FaultState } from './fault-state';

/** The requests that place orders: refused while their symbol's market is closed (BREAK/HALT). */
export const ORDER_PLACING = new Set([
  'POST /api/v3/order',
  'POST /api/v3/order/oco',
  'POST /api/v3/orderList/oco',
  'POST /api/v3/orderList/oto',
  'POST /api/v3/orderList/otoco',
  'POST /api/v3/order/cancelReplace',
  'POST /api/v3/sor/order',
]);

/** Spot and both futures families (orders, cancels, leverage, position mode); never a test order. */
export function isStateChanging(method: string, path: string): boolean {
  if (method === 'GET') return false;
  if (path.startsWith('/api/v3/')) return path !== '/api/v3/order/test';
  return path.startsWith('/fapi/') || path.startsWith('/dapi/');
}

/** An injected IP ban (418) or 429 burst, before the request is handled at all; the burst is spent. */
export function refusalBeforeHandling(faults: FaultState, now: number): VenueFailure | undefined {
  if (faults.bannedUntil > now) {
    return new VenueFailure(
      418,
      -1003,
      `Way too much request weight used; IP banned until ${faults.bannedUntil}. Please use WebSocket Streams for live updates to avoid bans.`,
      { 'Retry-After': String(Math.ceil((faults.bannedUntil - now) / 1000)) },
    );
  }
  if (faults.rateLimitBurst > 0) {
    faults.rateLimitBurst -= 1;
    return new VenueFailure(
      429,
      -1003,
      'Too much request weight used; current limit is 6000 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.',
      { 'Retry-After': String(60 - (Math.floor(now / 1000) % 60)) },
    );
  }
  return undefined;
}

export const marketClosed = () => new VenueFailure(400, -2010, 'Market is closed.');

/** The answer to a state-changing request the venue executed, sent instead of its result. */
export const executedButUnknown = () =>
  new VenueFailure(
    503,
    -1007,
    'Timeout waiting for response from backend server. Send status unknown; execution status unknown.',
  );
