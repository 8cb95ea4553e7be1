import Decimal from 'decimal.js';
import type { BalanceView } from '@shared/ipc/account';
import type { FuturesOrderView } from '@shared/ipc/futures';
import type { BookFrame } from '@shared/ipc/market';
import type { OrderListView, OrderView } from '@shared/ipc/orders';
import type { IpcCall } from './terminal-port';
import type { Intent } from './trader';
import { FUTURES_SYMBOL, SPOT_SYMBOL } from './trader';
import type { AdminClient, VenueOrder } from './venue-record';

const same = (a: string, b: string) => new Decimal(a).eq(b);
const OPEN_FUTURES = new Set(['NEW', 'PARTIALLY_FILLED']);

async function value<T>(call: IpcCall, channel: string, args?: unknown): Promise<T> {
  const r = await call<T>(channel, args);
  if (!r.ok) throw new Error(`${channel}: ${r.error.message}`);
  return r.value;
}

/**
 * The app's view against the venue's record: open orders (id, status, filled, price, size), open
 * lists, balances (the last the app pushed to the renderer) and open futures orders. Returns what differs (empty: they agree).
 */
export async function differences(
  call: IpcCall,
  admin: AdminClient,
  account: string,
  balances: readonly BalanceView[],
): Promise<string[]> {
  const [open, lists] = await Promise.all([
    value<OrderView[]>(call, 'tt:orders:open', {}),
    value<OrderListView[]>(call, 'tt:orders:openLists'),
  ]);
  const state = await admin.state(account, SPOT_SYMBOL);
  const diffs: string[] = [];

  const venueOpen = new Map(state.openOrders.map((o) => [o.clientOrderId, o]));
  const appOpen = new Map(open.map((o) => [o.clientOrderId, o]));
  for (const [id, v] of venueOpen) {
    const a = appOpen.get(id);
    if (!a) diffs.push(`open order ${id} missing in the app`);
    else if (
      a.status !== v.status ||
      !same(a.executedQty, v.executedQty) ||
      !same(a.price, v.price) ||
      !same(a.origQty, v.origQty)
    )
      diffs.push(`open order ${id}: app ${a.status} ${a.executedQty}, venue ${v.status} ${v.executedQty}`);
  }
  for (const id of appOpen.keys()) if (!venueOpen.has(id)) diffs.push(`app shows ${id} open, the venue not`);

  const venueLists = new Set(
    state.orderLists.filter((l) => l.listOrderStatus === 'EXECUTING').map((l) => l.orderListId),
  );
  const appLists = new Set(lists.map((l) => l.orderListId));
  for (const id of venueLists) if (!appLists.has(id)) diffs.push(`open list ${id} missing in the app`);
  for (const id of appLists)
    if (!venueLists.has(id as number)) diffs.push(`app shows list ${id} open, the venue not`);

  const appBalances = new Map(balances.map((b) => [b.asset, b]));
  for (const b of state.account.balances) {
    const a = appBalances.get(b.asset);
    const zero = same(b.free, '0') && same(b.locked, '0');
    if (!a && zero) continue;
    if (!a || !same(a.free, b.free) || !same(a.locked, b.locked))
      diffs.push(`balance ${b.asset}: app ${a?.free}/${a?.locked}, venue ${b.free}/${b.locked}`);
  }

  // Main reads futures orders from the venue on request (weight): asked only once spot agrees.
  if (diffs.length > 0) return diffs;
  const [futures, venueFutures] = await Promise.all([
    value<FuturesOrderView[]>(call, 'tt:futures:open', { family: 'usdm', symbol: FUTURES_SYMBOL }),
    admin.futuresOrders(account),
  ]);
  const venueFuturesOpen = new Set(
    venueFutures
      .filter((o) => o.symbol === FUTURES_SYMBOL && OPEN_FUTURES.has(o.status))
      .map((o) => o.clientOrderId),
  );
  // An order in doubt that the venue turned out not to have stays listed as "not placed" (REJECTED,
  // with the reason) until the trader dismisses it: a notice, never an open order on the venue.
  const appOpenFutures = futures.filter((o) => o.status !== 'REJECTED');
  const appFuturesOpen = new Set(appOpenFutures.map((o) => `${o.clientOrderId}`));
  for (const id of venueFuturesOpen)
    if (!appFuturesOpen.has(id)) diffs.push(`futures ${id} missing in the app`);
  for (const o of appOpenFutures)
    if (!venueFuturesOpen.has(o.clientOrderId))
      diffs.push(`app shows futures ${o.clientOrderId} ${o.status}`);
  return diffs;
}

/**
 * Lost and duplicated orders: every intent's unique quantity must be on the venue exactly once (a
 * list once, however many legs) if the app said it was accepted, and never twice in any case.
 * Only intents the venue's window (its newest 1000 orders) still covers are judged again.
 */
export async function auditIntents(
  admin: AdminClient,
  account: string,
  intents: readonly Intent[],
): Promise<number> {
  const [state, futures] = await Promise.all([
    admin.state(account, SPOT_SYMBOL),
    admin.futuresOrders(account),
  ]);
  const byQty = new Map<string, VenueOrder[]>();
  for (const o of state.allOrders) {
    const key = new Decimal(o.origQty).toFixed();
    byQty.set(key, [...(byQty.get(key) ?? []), o]);
  }
  const oldest = state.allOrders.length >= 1000 ? Math.min(...state.allOrders.map((o) => o.orderId)) : 0;
  const futuresByQty = new Map<string, number>();
  for (const o of futures) {
    if (o.symbol !== FUTURES_SYMBOL) continue;
    const key = new Decimal(o.origQty).toFixed();
    futuresByQty.set(key, (futuresByQty.get(key) ?? 0) + 1);
  }
  const ids = new Map<string, number>();
  for (const o of state.allOrders) ids.set(o.clientOrderId, (ids.get(o.clientOrderId) ?? 0) + 1);
  for (const intent of intents) {
    const key = new Decimal(intent.quantity).toFixed();
    if (intent.kind === 'futures') {
      // Futures quantities repeat every 2000 intents; the venue keeps futures in memory only.
      const n = futuresByQty.get(key) ?? 0;
      if (n > 1 && intent.n > intents.length - 2000) intent.duplicated = true;
      continue;
    }
    const orders = byQty.get(key) ?? [];
    if (orders.length === 0 && oldest > 0) continue; // older than the venue's window
    const copies = intent.kind === 'list' ? new Set(orders.map((o) => o.orderListId)).size : orders.length;
    intent.lost = intent.acknowledged && copies === 0;
    if (copies > 1) intent.duplicated = true;
  }
  // Orders sharing a client order id (main never reuses one).
  return [...ids.values()].filter((n) => n > 1).reduce((sum, n) => sum + n - 1, 0);
}

/** The app's local book against a REST snapshot of the same update id (top levels). */
export function bookMatches(
  frame: BookFrame,
  snapshot: { bids: [string, string][]; asks: [string, string][] },
  levels: number,
): string[] {
  const diffs: string[] = [];
  const side = (name: string, app: BookFrame['bids'], venue: [string, string][]) => {
    const venueLevels = venue.filter(([, q]) => !same(q, '0')).slice(0, levels);
    for (let i = 0; i < Math.min(levels, venueLevels.length, app.length); i++) {
      const [price, qty] = venueLevels[i]!;
      const a = app[i]!;
      if (!same(a.price, price) || !same(a.quantity, qty))
        diffs.push(`${name}[${i}] app ${a.price}×${a.quantity}, venue ${price}×${qty}`);
    }
    if (app.length < Math.min(levels, venueLevels.length))
      diffs.push(`${name}: app has ${app.length} levels`);
  };
  side('bid', frame.bids, snapshot.bids);
  side('ask', frame.asks, snapshot.asks);
  return diffs;
}
