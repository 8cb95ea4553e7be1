import { dec, type Dec } from '@shared/decimal/decimal';
import type { PositionView, PositionsView, RealizedWindows } from '@shared/ipc/positions';
import type { AssetBook, Ledger } from './ledger';

const dayMs = 86_400_000;
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

function realizedOf(books: readonly AssetBook[], now: number): Record<keyof RealizedWindows, Dec> {
  const starts = windowStarts(now);
  const sums = { all: zero, today: zero, d7: zero, d30: zero };
  for (const book of books)
    for (const { time, amount } of book.realized)
      for (const key of Object.keys(sums) as Array<keyof RealizedWindows>)
        if (time >= starts[key]) sums[key] = sums[key].plus(amount);
  return sums;
}

const windowsOut = (w: Record<keyof RealizedWindows, Dec>): RealizedWindows => ({
  all: out(w.all),
  today: out(w.today),
  d7: out(w.d7),
  d30: out(w.d30),
});

/** Realized P&L per UTC day over the 30 days ending today, oldest first. */
function dailyRealized(books: readonly AssetBook[], now: number) {
  const today = Math.floor(now / dayMs) * dayMs;
  const days = Array.from({ length: 30 }, (_, i) => ({ day: today - (29 - i) * dayMs, realized: zero }));
  for (const book of books)
    for (const { time, amount } of book.realized) {
      const i = 29 - (today - Math.floor(time / dayMs) * dayMs) / dayMs;
      if (i >= 0 && i < 30) days[i]!.realized = days[i]!.realized.plus(amount);
    }
  return days.map((d) => ({ day: d.day, realized: out(d.realized) }));
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
    const fees = [...(book?.fees ?? new Map<string, { amount: Dec; value: Dec | null }>())].map(
      ([feeAsset, paid]) => ({ asset: feeAsset, amount: out(paid.amount), value: outOrNull(paid.value) }),
    );
    return {
      book,
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
        realized: windowsOut(realizedOf(book ? [book] : [], now)),
        fees,
        feesValue: out(
          [...(book?.fees.values() ?? [])].reduce(
            (sum, paid) => (paid.value ? sum.plus(paid.value) : sum),
            zero,
          ),
        ),
        transferredIn: out(book?.transferredIn ?? zero),
        transferredOut: out(book?.transferredOut ?? zero),
        lots: (book?.lots.slice(book.head) ?? []).map((lot) => ({
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
    realized: windowsOut(realizedOf(books, now)),
    feesValue: out(positions.reduce((sum, p) => sum.plus(p.feesValue), zero)),
    daily: dailyRealized(books, now),
    symbols,
    unpriced: positions.filter((p) => p.price === null && !dec(p.quantity).isZero()).map((p) => p.asset),
    at: now,
  };
}
