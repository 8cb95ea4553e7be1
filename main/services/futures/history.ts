// A family's history as the venue keeps it: orders (allOrders), fills (userTrades), wallet changes (income).
import type { FuturesUserTrade, FuturesIncome } from '@shared/api/futures/history';
import type { Handlers } from '@shared/ipc/contract';
import type {
  FuturesFamily,
  FuturesHistoryView,
  FuturesOrderView,
  FuturesTradeView,
  FuturesTransactionView,
} from '@shared/ipc/futures';
import { familyClient, type FuturesVenue } from './futures-venue';
import { orderView } from './views';

export type HistoryChannel =
  'tt:futures:orderHistory' | 'tt:futures:tradeHistory' | 'tt:futures:transactions';

const DAY = 24 * 60 * 60 * 1000;
/** The most the venue answers at once. */
const PAGE = 1000;
/** The most pages one read asks for (20,000 rows); past them the range is said to hold more. */
const MAX_PAGES = 20;

function tradeView(family: FuturesFamily, t: FuturesUserTrade, quoteAsset: string): FuturesTradeView {
  return {
    family,
    symbol: t.symbol,
    id: t.id,
    orderId: t.orderId,
    side: t.side,
    positionSide: t.positionSide,
    price: t.price,
    qty: t.qty,
    value: t.quoteQty ?? t.baseQty ?? '0',
    valueAsset: t.quoteQty !== undefined ? quoteAsset : (t.marginAsset ?? t.commissionAsset),
    realizedPnl: t.realizedPnl,
    commission: t.commission,
    commissionAsset: t.commissionAsset,
    maker: t.maker,
    time: t.time,
  };
}

const transactionView = (family: FuturesFamily, r: FuturesIncome): FuturesTransactionView => ({
  family,
  symbol: r.symbol,
  incomeType: r.incomeType,
  income: r.income,
  asset: r.asset,
  time: r.time,
  tranId: String(r.tranId),
  tradeId: String(r.tradeId),
});

/**
 * The futures history channels: each reads the venue's records over the last day or week of the
 * venue's own clock. The venue answers a span oldest first, a page at a time, so the pages are read
 * forward from the span's start (orders from the id after the last one read, fills from the trade id
 * after it, USD-M income by page number, COIN-M income from the last one's time; what was already
 * read left out) until one comes back short; past `maxPages` the answer says the range holds more.
 */
export function futuresHistory(deps: {
  readonly venue: () => Promise<FuturesVenue>;
  /** A contract's quote asset, known without a request once its family's rules are read. */
  readonly quoteAssetOf: (family: FuturesFamily, symbol: string) => Promise<string>;
  /** Rows a page (default 1000, the venue's most) and pages a read (default 20): tests make them small. */
  readonly pageSize?: number;
  readonly maxPages?: number;
}) {
  const pageSize = deps.pageSize ?? PAGE;
  const maxPages = deps.maxPages ?? MAX_PAGES;
  type Client = ReturnType<typeof familyClient>;
  type Range = { readonly startTime: number; readonly endTime: number; readonly limit: number };
  /** The page before: its number (1 the first) and its last record. */
  type After<Raw> = { readonly page: number; readonly last: Raw } | undefined;
  /**
   * `family`'s records over the last `days`, oldest first, `view`ed: `read` asks the venue for the
   * page after `after` (none for the first); `keyOf` tells records apart, `timeOf` places them.
   */
  async function span<Raw, Row>(
    family: FuturesFamily,
    days: number,
    read: (client: Client, range: Range, after: After<Raw>) => Promise<readonly Raw[]>,
    keyOf: (row: Raw) => string,
    timeOf: (row: Raw) => number,
    view: (row: Raw) => Row,
  ): Promise<FuturesHistoryView<Row>> {
    const venue = await deps.venue();
    const client = familyClient(venue, family);
    const to = await venue.serverNow(family);
    const from = to - days * DAY;
    const rows: Raw[] = [];
    const seen = new Set<string>();
    let after: After<Raw>;
    for (let page = 1; page <= maxPages; page += 1) {
      const answer = await read(client, { startTime: from, endTime: to, limit: pageSize }, after);
      const before = rows.length;
      let past = false;
      for (const row of answer) {
        const key = keyOf(row);
        // A page read from an id, not in the span, may go past its end.
        if (timeOf(row) > to) past = true;
        if (past || seen.has(key)) continue;
        seen.add(key);
        rows.push(row);
      }
      if (past || answer.length < pageSize) return { rows: rows.map(view), from, to, complete: true };
      // A full page of records already read (more at one millisecond than a page): no way further.
      if (rows.length === before) break;
      after = { page, last: answer[answer.length - 1]! };
    }
    return { rows: rows.map(view), from, to, complete: false };
  }

  type RawOrder = Awaited<ReturnType<Client['allOrders']>>[number];

  const handlers: Pick<Handlers, HistoryChannel> = {
    'tt:futures:orderHistory': ({ family, symbol, days }) =>
      span<RawOrder, FuturesOrderView>(
        family,
        days,
        // Order ids grow with the time orders are made: the next page from the id after the last.
        (client, range, after) =>
          client.allOrders({ symbol, ...range, ...(after ? { orderId: after.last.orderId + 1 } : {}) }),
        (o) => String(o.orderId),
        // The span is the venue's to keep: every order it answers is in it.
        () => 0,
        (o) => orderView(family, o),
      ),
    'tt:futures:tradeHistory': async ({ family, symbol, days }) => {
      const quoteAsset = await deps.quoteAssetOf(family, symbol);
      return span<FuturesUserTrade, FuturesTradeView>(
        family,
        days,
        // A trade id goes without a span (the venue refuses both): the next page from the id after
        // the last, its records past the span's end left out.
        (client, range, after) =>
          client.userTrades(
            after ? { symbol, fromId: after.last.id + 1, limit: range.limit } : { symbol, ...range },
          ),
        (t) => String(t.id),
        (t) => t.time,
        (t) => tradeView(family, t, quoteAsset),
      );
    },
    'tt:futures:transactions': ({ family, days }) =>
      span<FuturesIncome, FuturesTransactionView>(
        family,
        days,
        // USD-M income takes a page number; COIN-M's the next page from the last one's time.
        (client, range, after) =>
          client.income(
            after === undefined
              ? range
              : family === 'usdm'
                ? { ...range, page: after.page + 1 }
                : { ...range, startTime: after.last.time },
          ),
        (r) => `${r.tranId}-${r.incomeType}-${r.symbol}-${r.time}`,
        (r) => r.time,
        (r) => transactionView(family, r),
      ),
  };
  return { handlers };
}
