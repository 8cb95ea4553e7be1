import type { Trade } from '../engine';
import { publicTradeFigures } from '../engine';
import { fromFixed } from '../engine/fixed';
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
      // Trade ids start at 1 and have no gaps, so an id is an index; dropped ones answer from the oldest kept.
      const tape = trades(symbol);
      const start = Math.max(tape.start, fromId - 1);
      return tape.slice(start, start + limit).map(publicTrade);
    },
    tradesBetween: (symbol, startTime, endTime) => {
      const all = trades(symbol);
      return all.slice(all.firstAtOrAfter(startTime), all.firstAtOrAfter(endTime + 1)).map(publicTrade);
    },
    lastTradeBefore: (symbol, time) => {
      const all = trades(symbol);
      const index = all.firstAtOrAfter(time) - 1;
      return index >= all.start ? publicTrade(all.at(index)) : undefined;
    },
    priceBefore: (symbol, time) => {
      const all = trades(symbol);
      const index = all.firstAtOrAfter(time) - 1;
      return index >= 0 ? fromFixed(all.priceAt(index)) : undefined;
    },
    firstTradeTime: (symbol) => trades(symbol).firstTradeTime,
    firstKeptTradeTime: (symbol) => {
      const all = trades(symbol);
      return all.start < all.length ? all.timeAt(all.start) : undefined;
    },
    minuteBars: (symbol) => trades(symbol).minuteBars(),
    windowFigures: (symbol, startTime, endTime) => {
      const tape = trades(symbol);
      return tapeWindowFigures(tape, startTime, endTime, (index) => publicTrade(tape.at(index)));
    },
    bookTicker: (symbol) => queries.bookTicker(symbol),
  };
}
