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
export function futuresHistory(deps: {
  readonly venue: () => Promise<FuturesVenue>;
  /** A contract's quote asset, known without a request once its family's rules are read. */
  readonly quoteAssetOf: (family: FuturesFamily, symbol: string) => Promise<string>;
}) {
  /** One page of `family`'s records over the last `days`, as `read` asks the venue for them. */
  async function page<Row>(
    family: FuturesFamily,
    days: number,
    read: (
      client: ReturnType<typeof familyClient>,
      span: { readonly startTime: number; readonly endTime: number; readonly limit: number },
    ) => Promise<readonly Row[]>,
  ): Promise<FuturesHistoryView<Row>> {
    const venue = await deps.venue();
    const to = await venue.serverNow(family);
    const from = to - days * DAY;
    const rows = await read(familyClient(venue, family), { startTime: from, endTime: to, limit: PAGE });
    return { rows, from, to, complete: rows.length < PAGE };
  }

  const handlers: Pick<Handlers, HistoryChannel> = {
    'tt:futures:orderHistory': ({ family, symbol, days }) =>
      page(family, days, async (client, span) =>
        (await client.allOrders({ symbol, ...span })).map((o) => orderView(family, o)),
      ),
    'tt:futures:tradeHistory': ({ family, symbol, days }) =>
      page(family, days, async (client, span) => {
        const [trades, quoteAsset] = await Promise.all([
          client.userTrades({ symbol, ...span }),
          deps.quoteAssetOf(family, symbol),
        ]);
        return trades.map((t) => tradeView(family, t, quoteAsset));
      }),
    'tt:futures:transactions': ({ family, days }) =>
      page(family, days, async (client, span) =>
        (await client.income(span)).map((r) => transactionView(family, r)),
      ),
  };
  return { handlers };
}
