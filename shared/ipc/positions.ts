import { z } from 'zod';
import { request } from './define';

/** Spot positions per asset with their cost and P&L, computed in main from the account's own trades. */

/** How the cost of what is sold is taken: the average of what is held, or the oldest lots first. */
export const costMethods = ['average', 'fifo'] as const;
export type CostMethod = (typeof costMethods)[number];
export const costMethodLabels: Record<CostMethod, string> = { average: 'Average cost', fifo: 'FIFO' };

/** Realized P&L over the windows a trader asks about; "today" is the UTC day, as the venue's are. */
export interface RealizedWindows {
  readonly all: string;
  readonly today: string;
  readonly d7: string;
  readonly d30: string;
}

/** A fee paid, in the asset it was taken in, and its worth in the valuation asset when it was paid. */
export interface FeePaid {
  readonly asset: string;
  readonly amount: string;
  /** Null when the fee asset had no price in the valuation asset. */
  readonly value: string | null;
}

/** A trade that makes up what is held now (FIFO: what is left of it; average: since the last flat). */
export interface CostLot {
  readonly symbol: string;
  readonly tradeId: number;
  readonly time: number;
  readonly side: 'BUY' | 'SELL';
  /** Quantity of the asset the trade brought (FIFO: what is still held of it). */
  readonly quantity: string;
  readonly price: string;
  /** Its cost in the valuation asset (FIFO: of what is still held); null when it could not be valued. */
  readonly cost: string | null;
}

export interface PositionView {
  readonly asset: string;
  /** Held now (free + locked). */
  readonly quantity: string;
  /** The part of it whose cost the trades tell; the rest came by transfer or before the trades read. */
  readonly costedQuantity: string;
  readonly averageCost: string | null;
  readonly costBasis: string | null;
  readonly price: string | null;
  readonly marketValue: string | null;
  readonly unrealized: string | null;
  readonly unrealizedPercent: string | null;
  readonly realized: RealizedWindows;
  readonly fees: readonly FeePaid[];
  /** The fees above in the valuation asset (those with a price). */
  readonly feesValue: string;
  /** Of the portfolio's total value, in percent. */
  readonly share: string | null;
  /** Balance changes no trade explains (deposits, transfers): never counted as P&L. */
  readonly transferredIn: string;
  readonly transferredOut: string;
  /** The newest of the lots (at most 500): `lotCount` says how many there are in all. */
  readonly lots: readonly CostLot[];
  readonly lotCount: number;
}

export interface PositionsView {
  readonly quoteAsset: string;
  readonly method: CostMethod;
  readonly positions: readonly PositionView[];
  readonly total: string;
  readonly unrealized: string;
  readonly realized: RealizedWindows;
  readonly feesValue: string;
  /** Realized P&L per UTC day over the last 30 days (day = its start, ms), oldest first. */
  readonly daily: ReadonlyArray<{ readonly day: number; readonly realized: string }>;
  /** The symbols whose trades were read. */
  readonly symbols: readonly string[];
  /** Held assets with no price in the valuation asset. */
  readonly unpriced: readonly string[];
  readonly at: number;
}

/** One trade's effect on P&L, as exported. */
export interface RealizedRow {
  readonly time: number;
  readonly symbol: string;
  readonly tradeId: number;
  readonly side: 'BUY' | 'SELL';
  /** The asset whose position the trade closed part of (the base on a sell, the quote on a buy). */
  readonly asset: string;
  readonly quantity: string;
  readonly price: string;
  readonly proceeds: string | null;
  readonly costOfSold: string | null;
  readonly fee: string;
  readonly feeAsset: string;
  readonly feeValue: string | null;
  /** Proceeds less cost, less the fee; null when part of it could not be valued. */
  readonly realized: string | null;
}

/** One profile's worth and P&L in the valuation asset; an unreachable venue says why. */
export interface ProfileTotal {
  readonly profileId: string;
  readonly name: string;
  readonly venue: string;
  readonly active: boolean;
  readonly reachable: boolean;
  readonly reason: string | null;
  readonly total: string | null;
  readonly unrealized: string | null;
  readonly realized: string | null;
}

export interface ProfileTotals {
  readonly quoteAsset: string;
  readonly method: CostMethod;
  readonly profiles: readonly ProfileTotal[];
  /** Summed over the reachable profiles. */
  readonly total: string;
  readonly unrealized: string;
  readonly realized: string;
}

const valuation = {
  quoteAsset: z.string().regex(/^[A-Z0-9]{2,10}$/),
  method: z.enum(costMethods),
};

export const positionsRequests = {
  'tt:positions:list': request<PositionsView>()(z.object(valuation).strict()),
  /** Per-trade realized P&L over a range (all symbols), for the export. */
  'tt:positions:realized': request<RealizedRow[]>()(
    z
      .object({
        ...valuation,
        startTime: z.number().int().nonnegative().optional(),
        endTime: z.number().int().nonnegative().optional(),
      })
      .strict(),
  ),
  'tt:positions:profiles': request<ProfileTotals>()(z.object(valuation).strict()),
};
