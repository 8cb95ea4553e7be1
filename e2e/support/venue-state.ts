/** One order as the venue's allOrders / openOrders answer it (the fields the journeys read). */
export interface VenueOrder {
  readonly orderId: number;
  readonly orderListId: number;
  readonly clientOrderId: string;
  readonly price: string;
  /** The trigger of a stop or take-profit order ("0.00000000" for others). */
  readonly stopPrice: string;
  readonly origQty: string;
  readonly executedQty: string;
  readonly cummulativeQuoteQty: string;
  readonly status: string;
  readonly type: string;
  readonly side: string;
}

export interface VenueOrderList {
  readonly orderListId: number;
  readonly listClientOrderId: string;
  readonly contingencyType: string;
  readonly listStatusType: string;
  readonly listOrderStatus: string;
  readonly orders: readonly { readonly orderId: number; readonly clientOrderId: string }[];
}

export interface VenueTrade {
  readonly id: number;
  readonly orderId: number;
  readonly price: string;
  readonly qty: string;
  readonly quoteQty: string;
  readonly commission: string;
  readonly commissionAsset: string;
  readonly isBuyer: boolean;
}

/** An account's record as the venue itself holds it (`GET /admin/state`), never read through main. */
export interface VenueAccountState {
  readonly account: {
    readonly balances: readonly { readonly asset: string; readonly free: string; readonly locked: string }[];
  };
  readonly openOrders: readonly VenueOrder[];
  readonly allOrders: readonly VenueOrder[];
  readonly orderLists: readonly VenueOrderList[];
  readonly myTrades: readonly VenueTrade[];
}

/** The embedded venue's Paper account is its first (uid 1). */
export const PAPER_ACCOUNT = '1';

export async function readVenueState(
  venueUrl: string,
  adminToken: string,
  symbol: string,
  account = PAPER_ACCOUNT,
): Promise<VenueAccountState> {
  const query = new URLSearchParams({ account, symbol });
  const res = await fetch(`${venueUrl}/admin/state?${query}`, { headers: { 'X-Admin-Token': adminToken } });
  if (!res.ok) throw new Error(`/admin/state answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as VenueAccountState;
}

/** The asset's balance in a venue state, zeros when the account holds none. */
export function balanceOf(state: VenueAccountState, asset: string): { free: string; locked: string } {
  return state.account.balances.find((b) => b.asset === asset) ?? { free: '0', locked: '0' };
}
