import { z } from 'zod';
import type { AccountTrade, CommissionRates, PreventedMatch, UnfilledOrderCount } from '../api/spot/account';
import type { OrderAmendment } from '../api/spot/amend';
import { event, request } from './define';
import { symbolArg } from './order-args';

/** Balances, portfolio value, commissions, counts and the user's own history. */

export interface BalanceView {
  readonly asset: string;
  readonly free: string;
  readonly locked: string;
}

export interface AccountSummary {
  readonly balances: readonly BalanceView[];
  readonly commissionRates: {
    readonly maker: string;
    readonly taker: string;
    readonly buyer: string;
    readonly seller: string;
  };
  readonly canTrade: boolean;
  readonly permissions: readonly string[];
  readonly updateTime: number;
}

/** The account's worth in one quote asset, from live prices; assets without a price are listed apart. */
export interface Portfolio {
  readonly quoteAsset: string;
  readonly total: string;
  readonly assets: ReadonlyArray<{
    readonly asset: string;
    readonly amount: string;
    readonly price: string | null;
    readonly value: string | null;
  }>;
  readonly unpriced: readonly string[];
  readonly at: number;
}

/** How far back the value-over-time chart reaches; main picks the kline interval for each. */
export const portfolioRanges = ['24h', '7d', '30d'] as const;
export type PortfolioRange = (typeof portfolioRanges)[number];

/**
 * The account's worth in one quote asset over a range: the balances now, rolled back through the
 * account's own trades (with commissions), valued at each kline's close, directly or through a bridge
 * asset. Deposits and withdrawals are not rolled back (the spot API spoken here has no history of them).
 */
export interface PortfolioHistory {
  readonly quoteAsset: string;
  readonly range: PortfolioRange;
  /** The kline interval of the points, e.g. "5m". */
  readonly interval: string;
  /**
   * Oldest first: at each kline's close time (ms), then the values main took since the last close (one per
   * request), the last one now at last prices.
   */
  readonly points: ReadonlyArray<{ readonly at: number; readonly total: string }>;
  /** Assets held in the range that have no price in the quote asset (directly or via a bridge). */
  readonly unpriced: readonly string[];
  /** The symbols whose trades were rolled back. */
  readonly tradedSymbols: readonly string[];
}

/** One request-weight or order-count counter against its limit (from the venue's headers). */
export interface LimitMeter {
  /** Whose counter: each family's host counts its own (a host shared by families counts once each). */
  readonly family: VenueFamilyName;
  readonly kind: 'weight' | 'orders';
  /** e.g. "1m", "10s", "1d". */
  readonly window: string;
  readonly used: number;
  readonly limit: number | null;
}

/** The venue families main keeps a client for, each sending to its own host (or a shared one). */
export type VenueFamilyName = 'spot' | 'usdm' | 'coinm' | 'mining';

/** A 429/418 block, or the terminal's own hold of reads, in force on the host one family sends to: until when (ms) and why. */
export interface FamilyBlock {
  readonly family: VenueFamilyName;
  /**
   * 'all': every request waits; 'orders': only new orders wait (an order-count 429); 'reads': the
   * terminal holds reads back near the weight limit, so orders keep what is left.
   */
  readonly scope: 'all' | 'orders' | 'reads';
  readonly until: number;
  readonly reason: string;
}

export interface LimitsView {
  readonly meters: readonly LimitMeter[];
  /** Set while the venue must not be sent to (429/418): until when (ms) and why. */
  readonly blockedUntil: number | null;
  readonly blockedReason: string | null;
  /** The same blocks per family: main refuses a family's calls only while its own host is blocked. */
  readonly blocks: readonly FamilyBlock[];
}

const range = {
  startTime: z.number().int().nonnegative().optional(),
  endTime: z.number().int().nonnegative().optional(),
  limit: z.number().int().min(1).max(1000).optional(),
};

export const accountRequests = {
  'tt:account:summary': request<AccountSummary>()(z.void()),
  'tt:account:portfolio': request<Portfolio>()(
    z.object({ quoteAsset: z.string().regex(/^[A-Z0-9]{2,10}$/) }).strict(),
  ),
  'tt:account:portfolioHistory': request<PortfolioHistory>()(
    z.object({ quoteAsset: z.string().regex(/^[A-Z0-9]{2,10}$/), range: z.enum(portfolioRanges) }).strict(),
  ),
  'tt:account:commission': request<CommissionRates>()(z.object({ symbol: symbolArg }).strict()),
  'tt:account:orderCounts': request<UnfilledOrderCount[]>()(z.void()),
  'tt:account:limits': request<LimitsView>()(z.void()),
  /** myTrades; the venue's 24-hour window is paged by main when a longer range is asked. */
  'tt:account:trades': request<AccountTrade[]>()(
    z
      .object({
        symbol: symbolArg,
        orderId: z.number().int().optional(),
        fromId: z.number().int().optional(),
        ...range,
      })
      .strict(),
  ),
  'tt:account:preventedMatches': request<PreventedMatch[]>()(
    z.object({ symbol: symbolArg, orderId: z.number().int() }).strict(),
  ),
  'tt:account:amendments': request<OrderAmendment[]>()(
    z.object({ symbol: symbolArg, orderId: z.number().int() }).strict(),
  ),
};

export const accountEvents = {
  'tt:account:balances': event<{ readonly balances: readonly BalanceView[]; readonly updateTime: number }>(),
  'tt:account:limits': event<LimitsView>(),
};
