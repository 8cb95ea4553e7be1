import { Dec, dec } from '@shared/decimal/decimal';
import type { FuturesIncome, FuturesUserTrade } from '@shared/api/futures/history';
import type { PositionView } from '@shared/ipc/futures';
import { positionRoePercent } from '@shared/api/futures/position-roe';
import type {
  ClosedPositionView,
  FuturesPnlTotal,
  FuturesPnlView,
  FuturesPositionPnl,
} from '@shared/ipc/futures-pnl';

type D = InstanceType<typeof Dec>;

/** The family and the span are the ones the view reports. */
export interface PnlInput extends Pick<FuturesPnlView, 'family' | 'from' | 'to'> {
  /** The account's fills in the span, every symbol. */
  readonly trades: readonly FuturesUserTrade[];
  readonly income: readonly FuturesIncome[];
  /** The family's position rows now. */
  readonly positions: readonly PositionView[];
  readonly marginAssetOf: (symbol: string) => string;
  /** USD per contract on coinm (inverse: value = contracts × size / price); null for usdm. */
  readonly contractSizeOf: (symbol: string) => string | null;
}

const zero = () => new Dec(0);
const text = (value: D) => value.toFixed();
const percent = (part: D, whole: D) =>
  whole.isZero() ? null : part.div(whole).times(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
const sum = (values: readonly D[]) => values.reduce((a, b) => a.plus(b), zero());

interface Episode {
  direction: 'LONG' | 'SHORT';
  amount: D;
  openedAt: number | null;
  maxAbs: D;
  openQty: D;
  /** Σ price × qty (linear) or Σ qty / price (inverse) of the opening fills. */
  openWeight: D;
  closeQty: D;
  closeWeight: D;
  realized: D;
  commission: D;
}

/**
 * Realized P&L, commission, funding and ROE per position, totals per margin asset, and the positions
 * that went back to zero, from the venue's own records: `realizedPnl` of every fill and the income
 * history. A fill that crosses zero (one-way mode) closes the old position and opens the new one with
 * the rest; its commission and realized profit belong to the closing part.
 */
export function computeFuturesPnl(input: PnlInput): FuturesPnlView {
  const inverse = (symbol: string) => input.contractSizeOf(symbol) !== null;
  const weight = (symbol: string, price: D, qty: D) => (inverse(symbol) ? qty.div(price) : price.times(qty));
  const average = (symbol: string, qty: D, w: D) =>
    qty.isZero() ? null : (inverse(symbol) ? qty.div(w) : w.div(qty)).toDecimalPlaces(8).toFixed();
  const leverageOf = (symbol: string) => input.positions.find((p) => p.symbol === symbol)?.leverage ?? null;
  const fundingOf = (symbol: string, after: number, upTo: number) =>
    sum(
      input.income
        .filter(
          (r) => r.incomeType === 'FUNDING_FEE' && r.symbol === symbol && r.time > after && r.time <= upTo,
        )
        .map((r) => dec(r.income)),
    );

  // Totals per margin asset: the income history, and the unrealized profit of the positions now.
  const totals = new Map<string, { realized: D; commission: D; funding: D; unrealized: D }>();
  const totalOf = (asset: string) => {
    let t = totals.get(asset);
    if (!t)
      totals.set(asset, (t = { realized: zero(), commission: zero(), funding: zero(), unrealized: zero() }));
    return t;
  };
  for (const r of input.income) {
    const t = totalOf(r.asset);
    if (r.incomeType === 'REALIZED_PNL') t.realized = t.realized.plus(r.income);
    if (r.incomeType === 'COMMISSION') t.commission = t.commission.plus(r.income);
    if (r.incomeType === 'FUNDING_FEE') t.funding = t.funding.plus(r.income);
  }
  for (const p of input.positions) {
    const t = totalOf(input.marginAssetOf(p.symbol));
    t.unrealized = t.unrealized.plus(p.unrealizedPnl);
  }

  // Per position side: its fills in time order, walked into episodes from flat to flat.
  const keys = new Set<string>();
  const bySide = new Map<string, FuturesUserTrade[]>();
  for (const t of [...input.trades].sort((a, b) => a.time - b.time || a.id - b.id)) {
    const key = `${t.symbol} ${t.positionSide}`;
    keys.add(key);
    bySide.set(key, [...(bySide.get(key) ?? []), t]);
  }
  for (const p of input.positions) if (!dec(p.size).isZero()) keys.add(`${p.symbol} ${p.positionSide}`);

  const rows: FuturesPositionPnl[] = [];
  const closed: ClosedPositionView[] = [];
  for (const key of keys) {
    const [symbol, positionSide] = key.split(' ') as [string, FuturesPositionPnl['positionSide']];
    const asset = input.marginAssetOf(symbol);
    const trades = bySide.get(key) ?? [];
    const now = input.positions.find((p) => p.symbol === symbol && p.positionSide === positionSide);
    const delta = (t: FuturesUserTrade) => (t.side === 'BUY' ? dec(t.qty) : dec(t.qty).negated());
    // What the position was before the first fill read: now minus every fill since.
    const start = dec(now?.size ?? '0').minus(sum(trades.map(delta)));
    const fresh = (amount: D, openedAt: number | null): Episode => ({
      direction: amount.isNegative() ? 'SHORT' : 'LONG',
      amount: zero(),
      openedAt,
      maxAbs: zero(),
      openQty: zero(),
      openWeight: zero(),
      closeQty: zero(),
      closeWeight: zero(),
      realized: zero(),
      commission: zero(),
    });
    let episode: Episode | null = null;
    if (!start.isZero()) {
      episode = fresh(start, null);
      episode.amount = start;
      episode.maxAbs = start.abs();
    }
    for (const t of trades) {
      let d = delta(t);
      const price = dec(t.price);
      if (episode && !episode.amount.isZero() && d.isNegative() !== episode.amount.isNegative()) {
        const q = Dec.min(d.abs(), episode.amount.abs());
        const signed = d.isNegative() ? q.negated() : q;
        episode.amount = episode.amount.plus(signed);
        episode.closeQty = episode.closeQty.plus(q);
        episode.closeWeight = episode.closeWeight.plus(weight(symbol, price, q));
        episode.realized = episode.realized.plus(t.realizedPnl);
        episode.commission = episode.commission.minus(t.commission);
        d = d.minus(signed);
        if (episode.amount.isZero()) {
          closed.push(closedView(symbol, positionSide, asset, episode, t.time));
          episode = null;
        }
        if (d.isZero()) continue;
        const rest: Episode = fresh(d, t.time);
        rest.amount = d;
        rest.maxAbs = d.abs();
        rest.openQty = d.abs();
        rest.openWeight = weight(symbol, price, d.abs());
        episode = rest;
        continue;
      }
      episode ??= fresh(d, t.time);
      episode.amount = episode.amount.plus(d);
      episode.maxAbs = Dec.max(episode.maxAbs, episode.amount.abs());
      episode.openQty = episode.openQty.plus(d.abs());
      episode.openWeight = episode.openWeight.plus(weight(symbol, price, d.abs()));
      episode.commission = episode.commission.minus(t.commission);
      episode.realized = episode.realized.plus(t.realizedPnl);
    }

    const size = dec(now?.size ?? '0');
    const unrealized = dec(now?.unrealizedPnl ?? '0');
    rows.push({
      symbol,
      positionSide,
      asset,
      size: text(size),
      realizedPnl: text(sum(trades.map((t) => dec(t.realizedPnl)))),
      commission: text(sum(trades.map((t) => dec(t.commission))).negated()),
      funding: text(fundingOf(symbol, -Infinity, Infinity)),
      unrealizedPnl: text(unrealized),
      roePercent: now ? positionRoePercent(now) : null,
    });
  }

  function closedView(
    symbol: string,
    positionSide: FuturesPositionPnl['positionSide'],
    asset: string,
    e: Episode,
    closedAt: number,
  ): ClosedPositionView {
    const entry = average(symbol, e.openQty, e.openWeight);
    const funding = fundingOf(symbol, e.openedAt ?? input.from, closedAt);
    const leverage = leverageOf(symbol);
    const size = input.contractSizeOf(symbol);
    const entryValue =
      entry === null ? null : size === null ? e.maxAbs.times(entry) : e.maxAbs.times(size).div(entry);
    return {
      symbol,
      positionSide,
      asset,
      direction: e.direction,
      openedAt: e.openedAt,
      closedAt,
      maxSize: text(e.maxAbs),
      entryPrice: entry,
      exitPrice: average(symbol, e.closeQty, e.closeWeight) ?? '0',
      realizedPnl: text(e.realized),
      commission: text(e.commission),
      funding: text(funding),
      net: text(e.realized.plus(e.commission).plus(funding)),
      roePercent:
        entryValue === null || leverage === null ? null : percent(e.realized, entryValue.div(leverage)),
    };
  }

  const totalRows: FuturesPnlTotal[] = [...totals].map(([asset, t]) => ({
    asset,
    realizedPnl: text(t.realized),
    commission: text(t.commission),
    funding: text(t.funding),
    net: text(t.realized.plus(t.commission).plus(t.funding)),
    unrealizedPnl: text(t.unrealized),
  }));
  return {
    family: input.family,
    from: input.from,
    to: input.to,
    totals: totalRows,
    positions: rows.sort(
      (a, b) => a.symbol.localeCompare(b.symbol) || a.positionSide.localeCompare(b.positionSide),
    ),
    closed: closed.sort((a, b) => b.closedAt - a.closedAt),
  };
}
