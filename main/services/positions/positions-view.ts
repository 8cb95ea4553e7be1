import { dec, type Dec } from '@shared/decimal/decimal';
import type { PositionView, PositionsView, RealizedWindows } from '@shared/ipc/positions';
import type { AssetBook, Ledger } from './ledger';

const dayMs = 86_400_000;
/** The drill-down lists the newest lots; a long history's thousands stay in main. */
const maxLots = 500;
const zero = dec('0');
/** Quotients (an average, a share) do not end: the wire carries 8 places, as the value history does. */
const out = (d: Dec) => d.toDecimalPlaces(8).toFixed();
const outOrNull = (d: Dec | null) => (d === null ? null : out(d));

/** Where each realized window starts: all time, the UTC day, 7 and 30 days back. */
function windowStarts(now: number) {
  return {
    all: -Infinity,
    today: Math.floor(now / dayMs) * dayMs,
    d7: now - 7 * dayMs,
    d30: now - 30 * dayMs,
  };
}

/**
 * The book's realized P&L from `start` to now: whole days from their sums, the first day's events one
 * by one. A long history costs nothing here (events are in time order, indexed by day).
 */
function realizedSince(book: AssetBook, start: number, today: number): Dec {
  const startDay = Math.floor(start / dayMs) * dayMs;
  let sum = zero;
  for (let day = startDay + dayMs; day <= today; day += dayMs) {
    const held = book.days.get(day);
    if (held) sum = sum.plus(held.sum);
  }
  const first = book.days.get(startDay);
  if (first)
    for (let i = first.first; i < book.realized.length && book.realized[i]!.time < startDay + dayMs; i += 1)
      if (book.realized[i]!.time >= start) sum = sum.plus(book.realized[i]!.amount);
  return sum;
}

type Windows = Record<keyof RealizedWindows, Dec>;

function realizedOf(book: AssetBook | undefined, now: number): Windows {
  if (!book) return { all: zero, today: zero, d7: zero, d30: zero };
  const starts = windowStarts(now);
  return {
    all: book.realizedTotal,
    today: book.days.get(starts.today)?.sum ?? zero,
    d7: realizedSince(book, starts.d7, starts.today),
    d30: realizedSince(book, starts.d30, starts.today),
  };
}

const windowsOut = (w: Windows): RealizedWindows => ({
  all: out(w.all),
  today: out(w.today),
  d7: out(w.d7),
  d30: out(w.d30),
});

/** Every book's windows summed (those of assets no longer shown included). */
function totalOf(books: readonly AssetBook[], now: number): Windows {
  const sum = { all: zero, today: zero, d7: zero, d30: zero };
  for (const book of books) {
    const w = realizedOf(book, now);
    for (const key of Object.keys(sum) as Array<keyof Windows>) sum[key] = sum[key].plus(w[key]);
  }
  return sum;
}

/** Realized P&L per UTC day over the 30 days ending today, oldest first. */
function dailyRealized(books: readonly AssetBook[], now: number) {
  const today = Math.floor(now / dayMs) * dayMs;
  return Array.from({ length: 30 }, (_, i) => {
    const day = today - (29 - i) * dayMs;
    const sum = books.reduce((total, book) => total.plus(book.days.get(day)?.sum ?? zero), zero);
    return { day, realized: out(sum) };
  });
}

/**
 * The positions as the trader reads them: every asset held now or with realized P&L, valued at the prices
 * now, with its share of the portfolio. The ledger is squared with the balances first (reconcile).
 */
export function positionsView(
  ledger: Ledger,
  balances: ReadonlyMap<string, Dec>,
  priceNow: (asset: string) => Dec | null,
  now: number,
  symbols: readonly string[],
): PositionsView {
  const { quoteAsset } = ledger;
  const assets = new Set<string>();
  for (const [asset, amount] of balances) if (!amount.isZero()) assets.add(asset);
  for (const book of ledger.books.values())
    if (book.realized.length > 0 || book.fees.size > 0) assets.add(book.asset);

  const rows = [...assets].sort().map((asset) => {
    const book = ledger.books.get(asset);
    const quantity = balances.get(asset) ?? zero;
    const price = asset === quoteAsset ? dec('1') : priceNow(asset);
    const costed = book?.costedQuantity ?? zero;
    const cost = book?.cost ?? zero;
    const unrealized = price && costed.gt(0) ? costed.times(price).minus(cost) : null;
    const windows = realizedOf(book, now);
    const fees = [...(book?.fees ?? new Map<string, { amount: Dec; value: Dec | null }>())].map(
      ([feeAsset, paid]) => ({ asset: feeAsset, amount: out(paid.amount), value: outOrNull(paid.value) }),
    );
    return {
      book,
      windows,
      marketValue: price && quantity.times(price),
      view: {
        asset,
        quantity: out(quantity),
        costedQuantity: out(costed),
        averageCost: costed.gt(0) ? out(cost.div(costed)) : null,
        costBasis: costed.gt(0) ? out(cost) : null,
        price: outOrNull(price),
        marketValue: outOrNull(price && quantity.times(price)),
        unrealized: outOrNull(unrealized),
        unrealizedPercent:
          unrealized && cost.gt(0) ? unrealized.div(cost).times(100).toDecimalPlaces(2).toFixed() : null,
        realized: windowsOut(windows),
        fees,
        feesValue: out(
          [...(book?.fees.values() ?? [])].reduce(
            (sum, paid) => (paid.value ? sum.plus(paid.value) : sum),
            zero,
          ),
        ),
        transferredIn: out(book?.transferredIn ?? zero),
        transferredOut: out(book?.transferredOut ?? zero),
        lotCount: book ? book.lots.length - book.head : 0,
        lots: (book?.lots.slice(Math.max(book.head, book.lots.length - maxLots)) ?? []).map((lot) => ({
          symbol: lot.symbol,
          tradeId: lot.tradeId,
          time: lot.time,
          side: lot.side,
          quantity: out(lot.quantity),
          price: lot.price,
          cost: out(lot.cost),
        })),
      },
    };
  });

  const total = rows.reduce((sum, r) => (r.marketValue ? sum.plus(r.marketValue) : sum), zero);
  const positions: PositionView[] = rows.map((r) => ({
    ...r.view,
    share:
      r.marketValue && total.gt(0) ? r.marketValue.div(total).times(100).toDecimalPlaces(2).toFixed() : null,
  }));
  const books = [...ledger.books.values()];
  return {
    quoteAsset,
    method: ledger.method,
    positions,
    total: out(total),
    unrealized: out(positions.reduce((sum, p) => (p.unrealized ? sum.plus(p.unrealized) : sum), zero)),
    realized: windowsOut(totalOf(books, now)),
    feesValue: out(positions.reduce((sum, p) => sum.plus(p.feesValue), zero)),
    daily: dailyRealized(books, now),
    symbols,
    unpriced: positions.filter((p) => p.price === null && !dec(p.quantity).isZero()).map((p) => p.asset),
    at: now,
  };
}
