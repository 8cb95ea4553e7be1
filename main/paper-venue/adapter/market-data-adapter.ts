import type { Trade } from '../engine';
import { publicTradeFigures } from '../engine';
import type { VenueStore } from '../store/venue-store';
import { tapeWindowFigures } from './window-figures';
import type { BookLevels, PublicTrade } from '../http/engine-port';
import type { MarketData } from '../http/market-data';

function publicTrade(trade: Trade): PublicTrade {
  return { ...publicTradeFigures(trade), takerOrderId: trade.takerOrderId };
}

/** The market-data endpoints' view of the engine: its trades and book, read through queries. */
export function storeMarketData({ queries }: Pick<VenueStore, 'queries'>): MarketData {
  const trades = (symbol: string) => queries.trades(symbol);
  return {
    depth: (symbol, limit): BookLevels => queries.depth(symbol, limit),
    recentTrades: (symbol, limit) => {
      const all = trades(symbol);
      return all.slice(all.length - limit).map(publicTrade);
    },
    tradesFrom: (symbol, fromId, limit) => {
      // Trade ids start at 1 and have no gaps, so an id is an index.
      const start = Math.max(0, fromId - 1);
      return trades(symbol)
        .slice(start, start + limit)
        .map(publicTrade);
    },
    tradesBetween: (symbol, startTime, endTime) => {
      const all = trades(symbol);
      return all.slice(all.firstAtOrAfter(startTime), all.firstAtOrAfter(endTime + 1)).map(publicTrade);
    },
    lastTradeBefore: (symbol, time) => {
      const all = trades(symbol);
      const index = all.firstAtOrAfter(time) - 1;
      return index >= 0 ? publicTrade(all.at(index)) : undefined;
    },
    firstTradeTime: (symbol) => trades(symbol).first()?.time,
    minuteBars: (symbol) => trades(symbol).minuteBars(),
    windowFigures: (symbol, startTime, endTime) => {
      const tape = trades(symbol);
      return tapeWindowFigures(tape, startTime, endTime, (index) => publicTrade(tape.at(index)));
    },
    bookTicker: (symbol) => queries.bookTicker(symbol),
  };
}
