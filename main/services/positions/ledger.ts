import type { AccountTrade } from '@shared/api/spot/account';
import { dec, type Dec } from '@shared/decimal/decimal';
import type { CostMethod } from '@shared/ipc/positions';

/** An account trade with the assets of its symbol. */
export interface LedgerTrade {
  readonly baseAsset: string;
  readonly quoteAsset: string;
  readonly trade: AccountTrade;
}

/** One unit of `asset` in the valuation asset at `time`, or null when it has no price. */
export type RateAt = (asset: string, time: number) => Dec | null;

export interface Lot {
  readonly symbol: string;
  readonly tradeId: number;
  readonly time: number;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  quantity: Dec;
  cost: Dec;
}

/** What the trades say of one asset: quantity with a known cost, the rest, realized P&L and fees. */
export interface AssetBook {
  readonly asset: string;
  costedQuantity: Dec;
  cost: Dec;
  /** Held without a known cost: arrived by transfer or deposit, or by a trade that could not be valued. */
  uncosted: Dec;
  transferredIn: Dec;
  transferredOut: Dec;
  /** FIFO: the open lots from `head` on; average: the acquisitions since the position was last flat. */
  lots: Lot[];
  head: number;
  /** Oldest first (trades are replayed in time order); shared with the book's reconciled copies. */
  readonly realized: Array<{ readonly time: number; readonly amount: Dec }>;
  /** The sum of `realized`. */
  realizedTotal: Dec;
  /** Per UTC day (its start, ms): the index of its first event in `realized` and their sum. */
  readonly days: Map<number, { readonly first: number; sum: Dec }>;
  readonly fees: Map<string, { amount: Dec; value: Dec | null }>;
}

/** One trade's effect on realized P&L, summed over every asset it touched (its fee included). */
export interface LedgerRow {
  readonly trade: AccountTrade;
  readonly asset: string;
  readonly proceeds: Dec | null;
  readonly costOfSold: Dec | null;
  readonly feeValue: Dec | null;
  realized: Dec | null;
}

export interface Ledger {
  readonly quoteAsset: string;
  readonly method: CostMethod;
  readonly books: Map<string, AssetBook>;
  readonly rows: LedgerRow[];
}

const zero = dec('0');
const smaller = (a: Dec, b: Dec) => (a.lte(b) ? a : b);

function bookOf(ledger: Ledger, asset: string): AssetBook {
  let book = ledger.books.get(asset);
  if (!book) {
    book = {
      asset,
      costedQuantity: zero,
      cost: zero,
      uncosted: zero,
      transferredIn: zero,
      transferredOut: zero,
      lots: [],
      head: 0,
      realized: [],
      realizedTotal: zero,
      days: new Map(),
      fees: new Map(),
    };
    ledger.books.set(asset, book);
  }
  return book;
}

/** Takes `quantity` of the costed holding out, by the method; returns its cost. */
function takeCost(book: AssetBook, method: CostMethod, quantity: Dec): Dec {
  if (quantity.isZero()) return zero;
  let costOut: Dec;
  if (method === 'average') {
    costOut = book.cost.times(quantity).div(book.costedQuantity);
  } else {
    costOut = zero;
    let left = quantity;
    while (left.gt(0) && book.head < book.lots.length) {
      const lot = book.lots[book.head]!;
      const used = lot.quantity.lte(left) ? lot.quantity : left;
      const part = used.eq(lot.quantity) ? lot.cost : lot.cost.times(used).div(lot.quantity);
      lot.quantity = lot.quantity.minus(used);
      lot.cost = lot.cost.minus(part);
      costOut = costOut.plus(part);
      left = left.minus(used);
      if (lot.quantity.isZero()) book.head += 1;
    }
  }
  book.costedQuantity = book.costedQuantity.minus(quantity);
  book.cost = book.cost.minus(costOut);
  if (book.costedQuantity.isZero()) {
    book.cost = zero;
    book.lots = [];
    book.head = 0;
  }
  return costOut;
}

/**
 * Takes `quantity` out of the asset's holding: the costed part first (its P&L realized against
 * `proceeds`), then what came without a cost (no P&L). More than is held means it arrived by transfer.
 */
function dispose(
  ledger: Ledger,
  asset: string,
  quantity: Dec,
  proceeds: Dec | null,
  time: number,
): { costOfSold: Dec; realized: Dec | null } {
  const book = bookOf(ledger, asset);
  const costed = smaller(quantity, book.costedQuantity);
  const costOfSold = takeCost(book, ledger.method, costed);
  if (!costed.eq(quantity)) {
    const rest = quantity.minus(costed);
    const fromUncosted = smaller(rest, book.uncosted);
    book.uncosted = book.uncosted.minus(fromUncosted);
    if (!fromUncosted.eq(rest)) book.transferredIn = book.transferredIn.plus(rest.minus(fromUncosted));
  }
  if (proceeds === null || costed.isZero()) return { costOfSold, realized: costed.isZero() ? zero : null };
  const costedProceeds = costed.eq(quantity) ? proceeds : proceeds.times(costed).div(quantity);
  const realized = costedProceeds.minus(costOfSold);
  realize(book, time, realized);
  return { costOfSold, realized };
}

function acquire(ledger: Ledger, asset: string, quantity: Dec, cost: Dec | null, trade: AccountTrade) {
  const book = bookOf(ledger, asset);
  if (cost === null) {
    book.uncosted = book.uncosted.plus(quantity);
    return;
  }
  book.costedQuantity = book.costedQuantity.plus(quantity);
  book.cost = book.cost.plus(cost);
  book.lots.push({
    symbol: trade.symbol,
    tradeId: trade.id,
    time: trade.time,
    side: trade.isBuyer ? 'BUY' : 'SELL',
    price: trade.price,
    quantity,
    cost,
  });
}

const dayMs = 86_400_000;

function realize(book: AssetBook, time: number, amount: Dec) {
  const dayStart = Math.floor(time / dayMs) * dayMs;
  let day = book.days.get(dayStart);
  if (!day) book.days.set(dayStart, (day = { first: book.realized.length, sum: zero }));
  day.sum = day.sum.plus(amount);
  book.realized.push({ time, amount });
  book.realizedTotal = book.realizedTotal.plus(amount);
}

const plusOrNull = (a: Dec | null, b: Dec | null) => (a === null || b === null ? null : a.plus(b));

/**
 * Replays the account's trades (oldest first) in one valuation asset. Every trade swaps one asset for
 * another at one value (the quote spent or received, valued at the trade's time): the asset given up is
 * disposed of at that value, the one received is acquired at it. A fee is an expense of the position
 * traded (the base, or the quote when the base is the valuation asset), and paying it in another asset
 * (BNB) disposes of that asset at the fee's worth. The valuation asset itself is cash: never a position.
 */
export function replayTrades(
  trades: readonly LedgerTrade[],
  quoteAsset: string,
  method: CostMethod,
  rateAt: RateAt,
  /** A ledger of the trades before these, carried on (trades only ever follow the ones replayed). */
  into?: Ledger,
): Ledger {
  const ledger: Ledger = into ?? { quoteAsset, method, books: new Map(), rows: [] };
  /** The trade's worth in the valuation asset of `amount` of `asset`, or null when it has no price. */
  const valueOf = (asset: string, amount: Dec, time: number): Dec | null => {
    if (asset === quoteAsset) return amount;
    const rate = rateAt(asset, time);
    return rate && amount.times(rate);
  };
  for (const { baseAsset, quoteAsset: tradeQuote, trade } of trades) {
    const qty = dec(trade.qty);
    const quoteQty = dec(trade.quoteQty);
    const value = valueOf(tradeQuote, quoteQty, trade.time) ?? valueOf(baseAsset, qty, trade.time);
    const [given, givenQty, received, receivedQty] = trade.isBuyer
      ? [tradeQuote, quoteQty, baseAsset, qty]
      : [baseAsset, qty, tradeQuote, quoteQty];
    let realized: Dec | null = zero;
    let proceeds: Dec | null = null;
    let costOfSold: Dec | null = null;
    if (given !== quoteAsset) {
      const out = dispose(ledger, given, givenQty, value, trade.time);
      proceeds = value;
      costOfSold = out.costOfSold;
      realized = out.realized;
    }
    if (received !== quoteAsset) acquire(ledger, received, receivedQty, value, trade);

    const commission = dec(trade.commission);
    const charged = baseAsset === quoteAsset ? tradeQuote : baseAsset;
    const feeValue = commission.isZero() ? zero : valueOf(trade.commissionAsset, commission, trade.time);
    if (!commission.isZero()) {
      if (trade.commissionAsset !== quoteAsset)
        realized = plusOrNull(
          realized,
          dispose(ledger, trade.commissionAsset, commission, feeValue, trade.time).realized,
        );
      const book = bookOf(ledger, charged);
      const paid = book.fees.get(trade.commissionAsset) ?? { amount: zero, value: zero };
      paid.amount = paid.amount.plus(commission);
      paid.value = plusOrNull(paid.value, feeValue);
      book.fees.set(trade.commissionAsset, paid);
      if (feeValue) realize(book, trade.time, feeValue.neg());
      realized = plusOrNull(realized, feeValue && feeValue.neg());
    }
    ledger.rows.push({
      trade,
      asset: given === quoteAsset ? received : given,
      proceeds,
      costOfSold,
      feeValue: commission.isZero() ? zero : feeValue,
      realized,
    });
  }
  return ledger;
}

/** A book's copy whose figures can change without changing the book; its lots stay shared. */
const copyOf = (book: AssetBook): AssetBook => ({
  ...book,
  fees: new Map([...book.fees].map(([asset, paid]) => [asset, { ...paid }])),
});

/** The copy with lots of its own, before they are taken from. */
const withOwnLots = (book: AssetBook): AssetBook => ({
  ...book,
  lots: book.lots.slice(book.head).map((lot) => ({ ...lot })),
  head: 0,
});

/**
 * The books squared with the balances held now, as a copy (the ledger itself may carry on with later
 * trades): more than the trades explain arrived by transfer (held without a cost), less left by one
 * (the uncosted part first, then costed at its cost, no P&L).
 */
export function reconcile(source: Ledger, balances: ReadonlyMap<string, Dec>): Ledger {
  const ledger: Ledger = {
    ...source,
    books: new Map([...source.books].map(([asset, book]) => [asset, copyOf(book)])),
  };
  const assets = new Set([...ledger.books.keys(), ...balances.keys()]);
  assets.delete(ledger.quoteAsset);
  for (const asset of assets) {
    let book = bookOf(ledger, asset);
    const diff = (balances.get(asset) ?? zero).minus(book.costedQuantity.plus(book.uncosted));
    if (diff.gt(0)) {
      book.uncosted = book.uncosted.plus(diff);
      book.transferredIn = book.transferredIn.plus(diff);
    } else if (diff.lt(0)) {
      const out = diff.neg();
      const fromUncosted = smaller(out, book.uncosted);
      book.uncosted = book.uncosted.minus(fromUncosted);
      if (!fromUncosted.eq(out)) {
        // FIFO takes from the lots themselves: the copy takes from lots of its own
        if (ledger.method === 'fifo') ledger.books.set(asset, (book = withOwnLots(book)));
        takeCost(book, ledger.method, out.minus(fromUncosted));
      }
      book.transferredOut = book.transferredOut.plus(out);
    }
  }
  return ledger;
}
