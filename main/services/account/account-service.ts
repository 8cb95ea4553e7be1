import type { AccountSummary, BalanceView, LimitsView, PortfolioRange } from '@shared/ipc/account';
import type { Emit } from '@shared/ipc/contract';
import type { RateLimits } from '../../venue/rate-limits';
import type { SpotClient } from '../../venue/spot-client';
import type { UserDataEvent } from '@shared/api/spot/user-data';
import { pagedByDay } from '../orders/history-window';
import { limitsView } from './limits-view';
import { coalescedMeterPushes } from './meter-pushes';
import { portfolioValue } from './portfolio';
import { createValueHistory } from './value-history';

export interface AccountServiceDeps {
  readonly spot: () => Promise<SpotClient>;
  /** The venue client's rate-limit meter, whose changes are pushed as 'tt:account:limits'. */
  readonly meter: () => Promise<RateLimits>;
  readonly emit: Emit;
  readonly now?: () => number;
  /** How the value history waits for request weight (tests pass their own). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The value history's myTrades page size (default the venue's maximum, 1000). */
  readonly tradesPageSize?: number;
}

/** How often the page is told the counters (blocks and routes go at once). */
const METER_PUSH_INTERVAL_MS = 1_000;

/** Balances from the user-data stream with REST resync; portfolio, commissions, counts, limits, history. */
export function createAccountService(deps: AccountServiceDeps) {
  const now = deps.now ?? Date.now;
  const balances = new Map<string, BalanceView>();
  let updateTime = 0;
  let loaded = false;
  let unsubscribeMeter: (() => void) | undefined;

  const current = (): BalanceView[] => [...balances.values()].sort((a, b) => a.asset.localeCompare(b.asset));
  const pushBalances = () => deps.emit('tt:account:balances', { balances: current(), updateTime });

  const loadAccount = async () => {
    const account = await (await deps.spot()).account();
    balances.clear();
    for (const b of account.balances) balances.set(b.asset, b);
    updateTime = account.updateTime;
    loaded = true;
    return account;
  };

  const resync = async () => {
    await loadAccount();
    pushBalances();
  };

  const valueHistory = createValueHistory({
    spot: deps.spot,
    meter: deps.meter,
    balances: async () => {
      if (!loaded) await loadAccount();
      return current();
    },
    now,
    sleep: deps.sleep,
    tradesPageSize: deps.tradesPageSize,
  });

  const limitsNow = async (): Promise<LimitsView> => limitsView((await deps.meter()).snapshot(), now());

  return {
    async summary(): Promise<AccountSummary> {
      const account = await loadAccount();
      return {
        balances: current(),
        commissionRates: account.commissionRates,
        canTrade: account.canTrade,
        permissions: account.permissions,
        updateTime: account.updateTime,
      };
    },

    async balances(): Promise<BalanceView[]> {
      if (!loaded) await loadAccount();
      return current();
    },

    async portfolio(quoteAsset: string) {
      if (!loaded) await loadAccount();
      // Every symbol's last price in one request (weight 4); the pairs say which path prices an asset.
      const pairs = await valueHistory.pairs();
      const prices = new Map<string, string>();
      for (const p of await (await deps.spot()).tickerPrices()) prices.set(p.symbol, p.price);
      return portfolioValue(current(), quoteAsset, pairs, prices, now());
    },

    /** The portfolio's value over a range, rolled back through the account's trades (value-history.ts). */
    portfolioHistory: (quoteAsset: string, range: PortfolioRange) => valueHistory.history(quoteAsset, range),

    commission: async (symbol: string) => (await deps.spot()).commissionRates(symbol),
    orderCounts: async () => (await deps.spot()).orderRateLimits(),
    limits: limitsNow,

    async trades(args: {
      symbol: string;
      orderId?: number;
      fromId?: number;
      startTime?: number;
      endTime?: number;
      limit?: number;
    }) {
      const spot = await deps.spot();
      const { symbol, orderId, fromId } = args;
      if (orderId !== undefined || fromId !== undefined)
        return spot.myTrades({ symbol, orderId, fromId, limit: args.limit });
      return pagedByDay(args, now(), (window) => spot.myTrades({ symbol, ...window }));
    },

    preventedMatches: async (symbol: string, orderId: number) =>
      (await deps.spot()).myPreventedMatches({ symbol, orderId }),
    amendments: async (symbol: string, orderId: number) =>
      (await deps.spot()).orderAmendments({ symbol, orderId }),

    /**
     * One user-data event: positions set balances; a deposit or withdrawal (balanceUpdate) resyncs; a
     * fill makes the value history read that symbol's trades again.
     */
    onUserData(event: UserDataEvent): void {
      if (event.e === 'executionReport' && event.x === 'TRADE') valueHistory.tradeReported(event.s);
      else if (event.e === 'outboundAccountPosition') {
        for (const b of event.B) balances.set(b.a, { asset: b.a, free: b.f, locked: b.l });
        updateTime = event.u;
        pushBalances();
      } else if (event.e === 'balanceUpdate') {
        void resync().catch(() => undefined);
      }
    },

    resync,

    /** Forgets the balances: the active profile changed. */
    reset(): void {
      valueHistory.clear();
      balances.clear();
      loaded = false;
      updateTime = 0;
    },

    /** Pushes this meter (the active profile's client's): its blocks at once, its counters once a second. */
    watchMeter(meter: RateLimits): void {
      unsubscribeMeter?.();
      const pushes = coalescedMeterPushes(
        (snapshot) => deps.emit('tt:account:limits', limitsView(snapshot, now())),
        METER_PUSH_INTERVAL_MS,
        now,
      );
      const unsubscribe = meter.subscribe(pushes.offer);
      unsubscribeMeter = () => {
        unsubscribe();
        pushes.dispose();
      };
    },

    dispose(): void {
      unsubscribeMeter?.();
      unsubscribeMeter = undefined;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
