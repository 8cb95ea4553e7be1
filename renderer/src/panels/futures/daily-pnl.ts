import Decimal from 'decimal.js';
import type { FuturesTransactionView } from '@shared/ipc/futures';

/** One day's futures result in one margin asset, from the wallet's income. */
export interface DailyPnl {
  /** "2026-11-30", in the time zone the terminal shows times in. */
  readonly day: string;
  readonly asset: string;
  readonly realizedPnl: string;
  /** Commission paid (negative) or rebated. */
  readonly fees: string;
  /** Funding paid (negative) or received. */
  readonly funding: string;
  /** Realized P&L, fees and funding together. */
  readonly netPnl: string;
}

const kinds = { REALIZED_PNL: 'realized', COMMISSION: 'fees', FUNDING_FEE: 'funding' } as const;

/**
 * The family's trading result day by day, newest first, as the Binance app's P&L analysis gives it:
 * the income the venue booked (realized P&L, commission, funding) summed per day and asset, exactly.
 * Other income (transfers, an insurance clear) is no trading result and is left out.
 */
export function dailyPnl(rows: readonly FuturesTransactionView[], dayOf: (ms: number) => string): DailyPnl[] {
  const days = new Map<
    string,
    { day: string; asset: string; realized: Decimal; fees: Decimal; funding: Decimal }
  >();
  for (const row of rows) {
    const kind = kinds[row.incomeType as keyof typeof kinds];
    if (kind === undefined) continue;
    const day = dayOf(row.time);
    const key = `${day} ${row.asset}`;
    let sums = days.get(key);
    if (!sums) {
      sums = {
        day,
        asset: row.asset,
        realized: new Decimal(0),
        fees: new Decimal(0),
        funding: new Decimal(0),
      };
      days.set(key, sums);
    }
    sums[kind] = sums[kind].plus(row.income);
  }
  return [...days.values()]
    .sort((a, b) => (a.day === b.day ? a.asset.localeCompare(b.asset) : a.day < b.day ? 1 : -1))
    .map((d) => ({
      day: d.day,
      asset: d.asset,
      realizedPnl: d.realized.toFixed(),
      fees: d.fees.toFixed(),
      funding: d.funding.toFixed(),
      netPnl: d.realized.plus(d.fees).plus(d.funding).toFixed(),
    }));
}
