import type { TerminalApi } from '@shared/ipc/contract';
import { wasNotPlaced, type FuturesFamily, type FuturesOrderView } from '@shared/ipc/futures';
import { keptCurrentByPushes, queryDomain } from './query-domain';

/**
 * Fills, orders and balances come by main's user-data stream (`tt:futures:changed`); the mark, and so
 * the unrealized P&L, moves without an event, so positions and wallets are also re-read this often.
 */
const liveRefreshMs = 5_000;

/** Query factories of the futures domain, one subtree per family so a change refreshes only its own. */
export const futuresQueries = queryDomain('futures', (query, all) => ({
  family: (family: FuturesFamily) => [...all(), family] as const,
  symbols: (terminal: TerminalApi, family: FuturesFamily) =>
    query([family, 'symbols'], () => terminal.futures.symbols({ family }), { staleTime: Infinity }),
  positions: (terminal: TerminalApi, family: FuturesFamily) =>
    query([family, 'positions'], () => terminal.futures.positions({ family }), {
      refetchInterval: liveRefreshMs,
    }),
  openOrders: (terminal: TerminalApi, family: FuturesFamily) =>
    query([family, 'openOrders'], () => terminal.futures.open({ family })),
  account: (terminal: TerminalApi, family: FuturesFamily) =>
    query([family, 'account'], () => terminal.futures.account({ family }), {
      refetchInterval: liveRefreshMs,
    }),
  pnl: (terminal: TerminalApi, family: FuturesFamily) =>
    query([family, 'pnl'], () => terminal.futures.pnl({ family })),
  /** Outside the family's subtree: an order does not change the rates (weight 20 a read). */
  commissionRate: (terminal: TerminalApi, family: FuturesFamily, symbol: string) =>
    query(['commissionRate', family, symbol], () => terminal.futures.commissionRate({ family, symbol }), {
      staleTime: Infinity,
    }),
  /**
   * Outside the family's subtree: a fill does not change them (the venue's own tiers); the margin
   * settings list them and the order form reads its liquidation estimate's maintenance rate there.
   */
  brackets: (terminal: TerminalApi, family: FuturesFamily, symbol: string) =>
    query(['brackets', family, symbol], () => terminal.futures.leverageBrackets({ family, symbol }), {
      staleTime: 60_000,
    }),
  /** Every family's chases, kept in main: changes come as `tt:futures:chaseUpdated` (see FuturesChases). */
  chases: (terminal: TerminalApi) => query(['chases'], () => terminal.futures.chases({})),
  /** Every family's TWAPs, kept in main: changes come as `tt:futures:twapUpdated` (see FuturesTwaps). */
  twaps: (terminal: TerminalApi) => query(['twaps'], () => terminal.futures.twaps({})),
  /**
   * In the family's subtree: a fill or an order's change (main's push) reads the history shown again;
   * opening another tab on the same reading does not (each reads the whole range, a page after another).
   */
  orderHistory: (terminal: TerminalApi, family: FuturesFamily, symbol: string, days: 1 | 7) =>
    query(
      [family, 'orderHistory', symbol, days],
      () => terminal.futures.orderHistory({ family, symbol, days }),
      keptCurrentByPushes,
    ),
  tradeHistory: (terminal: TerminalApi, family: FuturesFamily, symbol: string, days: 1 | 7) =>
    query(
      [family, 'tradeHistory', symbol, days],
      () => terminal.futures.tradeHistory({ family, symbol, days }),
      keptCurrentByPushes,
    ),
  transactions: (terminal: TerminalApi, family: FuturesFamily, days: 1 | 7) =>
    query(
      [family, 'transactions', days],
      () => terminal.futures.transactions({ family, days }),
      keptCurrentByPushes,
    ),
  /**
   * Outside the family's subtree: a fill does not change the mode (weight 30 a read); the trader's own
   * change sets it (AccountSettings), and it is read again after a minute at the next mount.
   */
  positionMode: (terminal: TerminalApi, family: FuturesFamily) =>
    query(['positionMode', family], () => terminal.futures.positionMode({ family }), keptCurrentByPushes),
}));

const isShownAmongOpen = (o: FuturesOrderView) =>
  o.status === 'NEW' || o.status === 'PARTIALLY_FILLED' || o.status === 'UNKNOWN' || wasNotPlaced(o);

/** Folds one order main pushed into the open orders: replaced by client id, dropped once closed. */
export function mergeFuturesOrder(
  current: readonly FuturesOrderView[],
  changed: FuturesOrderView,
): FuturesOrderView[] {
  const others = current.filter((o) => o.clientOrderId !== changed.clientOrderId);
  return isShownAmongOpen(changed) ? [...others, changed] : others;
}
