import type { BookLevels, PublicTrade } from './engine-port';

/** What the market-data endpoints read from the engine; all trade lists are oldest first. */
export interface MarketData {
  /** The top `limit` levels per side. */
  depth(symbol: string, limit: number): BookLevels;
  /** The newest `limit` trades. */
  recentTrades(symbol: string, limit: number): PublicTrade[];
  /** Up to `limit` trades with id ≥ fromId. */
  tradesFrom(symbol: string, fromId: number, limit: number): PublicTrade[];
  /** Trades with startTime ≤ time ≤ endTime. */
  tradesBetween(symbol: string, startTime: number, endTime: number): PublicTrade[];
  /** The newest trade strictly before `time`. */
  lastTradeBefore(symbol: string, time: number): PublicTrade | undefined;
  firstTradeTime(symbol: string): number | undefined;
  bookTicker(symbol: string): { bidPrice: string; bidQty: string; askPrice: string; askQty: string };
}
