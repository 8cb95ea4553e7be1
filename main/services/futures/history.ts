// A family's history as the venue keeps it: orders (allOrders), fills (userTrades), wallet changes (income).
import type { FuturesUserTrade, FuturesIncome } from '@shared/api/futures/history';
import type { Handlers } from '@shared/ipc/contract';
import type {
  FuturesFamily,
  FuturesHistoryView,
  FuturesTradeView,
  FuturesTransactionView,
} from '@shared/ipc/futures';
import { familyClient, type FuturesVenue } from './futures-venue';
import { orderView } from './views';

export type HistoryChannel =
  'tt:futures:orderHistory' | 'tt:futures:tradeHistory' | 'tt:futures:transactions';

const DAY = 24 * 60 * 60 * 1000;
/** The most the venue answers at once; a full page means the span holds more. */
const PAGE = 1000;

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
 * The futures history channels: each reads one page of the venue's (up to 1000 rows) over the last
 * day or week of the venue's own clock, and says when the page came back full.
 */
export function futuresHistory(deps: { readonly venue: () => Promise<FuturesVenue> }) {
  const spanOf = async (venue: FuturesVenue, family: FuturesFamily, days: number) => {
    const to = await venue.serverNow(family);
    return { from: to - days * DAY, to };
  };
  const view = <Row>(rows: readonly Row[], span: { from: number; to: number }): FuturesHistoryView<Row> => ({
    rows,
    ...span,
    complete: rows.length < PAGE,
  });

  const handlers: Pick<Handlers, HistoryChannel> = {
    'tt:futures:orderHistory': async ({ family, symbol, days }) => {
      const venue = await deps.venue();
      const span = await spanOf(venue, family, days);
      const orders = await familyClient(venue, family).allOrders({
        symbol,
        startTime: span.from,
        endTime: span.to,
        limit: PAGE,
      });
      return view(
        orders.map((o) => orderView(family, o)),
        span,
      );
    },
    'tt:futures:tradeHistory': async ({ family, symbol, days }) => {
      const venue = await deps.venue();
      const span = await spanOf(venue, family, days);
      const client = familyClient(venue, family);
      const [trades, info] = await Promise.all([
        client.userTrades({ symbol, startTime: span.from, endTime: span.to, limit: PAGE }),
        client.exchangeInfo(),
      ]);
      const quoteAsset = info.symbols.find((s) => s.symbol === symbol)?.quoteAsset ?? '';
      return view(
        trades.map((t) => tradeView(family, t, quoteAsset)),
        span,
      );
    },
    'tt:futures:transactions': async ({ family, days }) => {
      const venue = await deps.venue();
      const span = await spanOf(venue, family, days);
      const income = await familyClient(venue, family).income({
        startTime: span.from,
        endTime: span.to,
        limit: PAGE,
      });
      return view(
        income.map((r) => transactionView(family, r)),
        span,
      );
    },
  };
  return { handlers };
}
