/** The venue's own record of an account, read over its admin endpoint (no key needed). */
export interface VenueOrder {
  readonly symbol: string;
  readonly orderId: number;
  readonly orderListId: number;
  readonly clientOrderId: string;
  readonly price: string;
  readonly origQty: string;
  readonly executedQty: string;
  readonly status: string;
  readonly side: string;
  readonly type: string;
}

export interface VenueList {
  readonly orderListId: number;
  readonly listOrderStatus: string;
  readonly orders: readonly { readonly clientOrderId: string }[];
}

export interface VenueState {
  readonly account: { readonly balances: readonly { asset: string; free: string; locked: string }[] };
  readonly openOrders: readonly VenueOrder[];
  readonly allOrders: readonly VenueOrder[];
  readonly orderLists: readonly VenueList[];
}

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
    state: (account: string, symbol: string) =>
      get<VenueState>(`/admin/state?account=${encodeURIComponent(account)}&symbol=${symbol}`),
    futuresOrders: (account: string) =>
      get<VenueFuturesOrder[]>(`/admin/futures/orders?account=${encodeURIComponent(account)}&family=fapi`),
    depth: (symbol: string, limit: number) =>
      get<{ lastUpdateId: number; bids: [string, string][]; asks: [string, string][] }>(
        `/api/v3/depth?symbol=${symbol}&limit=${limit}`,
      ),
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
