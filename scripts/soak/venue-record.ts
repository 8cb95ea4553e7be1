import type { Depth } from '@shared/api/spot/market-data';
import { readVenueState } from '../../e2e/support/venue-state';

/** An order in the venue's own record of an account (`GET /admin/state`), as the journeys read it too. */
export type { VenueOrder } from '../../e2e/support/venue-state';

export interface VenueFuturesOrder {
  readonly clientOrderId: string;
  readonly status: string;
  readonly origQty: string;
  readonly symbol: string;
}

export function adminClient(venueUrl: () => string, token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${venueUrl()}${path}`, { headers: { 'X-Admin-Token': token } });
    if (!res.ok) throw new Error(`admin ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    state: (account: string, symbol: string) => readVenueState(venueUrl(), token, symbol, account),
    futuresOrders: (account: string) =>
      get<VenueFuturesOrder[]>(`/admin/futures/orders?account=${encodeURIComponent(account)}&family=fapi`),
    depth: (symbol: string, limit: number) => get<Depth>(`/api/v3/depth?symbol=${symbol}&limit=${limit}`),
    async faults(settings: Record<string, unknown>): Promise<void> {
      const res = await fetch(`${venueUrl()}/admin/faults`, {
        method: 'POST',
        headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify(settings),
      });
      if (!res.ok) throw new Error(`admin faults: ${res.status} ${await res.text()}`);
    },
  };
}
export type AdminClient = ReturnType<typeof adminClient>;
