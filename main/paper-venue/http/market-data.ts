import type { KlineInterval } from '@shared/api/spot/enums';
import type { KlineRow } from '@shared/market/klines';
import type { BarList } from '../engine/minute-bars';
import type { BookLevels, PublicTrade } from './engine-port';
import type { WindowFigures } from './ticker-stats';

/** A klines request as the endpoint read it. */
export interface KlineRequest {
  readonly interval: KlineInterval;
  /** Minutes east of UTC (the parsed `timeZone`). */
  readonly offsetMinutes: number;
  readonly startTime?: number;
  readonly endTime?: number;
  readonly limit: number;
  readonly now: number;
}

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
  /** The newest trade strictly before `time`; undefined also when it is no longer kept. */
  lastTradeBefore(symbol: string, time: number): PublicTrade | undefined;
  /**
   * The price of the newest trade strictly before `time`, where trades no longer kept are read
   * from their minute bars (exact when `time` opens a minute); as `lastTradeBefore` without it.
   */
  priceBefore?(symbol: string, time: number): string | undefined;
  firstTradeTime(symbol: string): number | undefined;
  /** The time of the oldest trade still kept, when older ones were dropped (1s klines start there). */
  firstKeptTradeTime?(symbol: string): number | undefined;
  bookTicker(symbol: string): { bidPrice: string; bidQty: string; askPrice: string; askQty: string };
  /**
   * The trades above folded into minute bars, oldest first, when the engine keeps them: klines of
   * 1m and longer are read from these instead of the trades.
   */
  minuteBars?(symbol: string): BarList;
  /**
   * The figures of the trades with startTime ≤ time ≤ endTime, read another way than trade by
   * trade (minute bars for the whole minutes).
   */
  windowFigures?(symbol: string, startTime: number, endTime: number): WindowFigures | undefined;
  /** Klines computed another way than from the trades above (e.g. joined with stored history). */
  klines?(symbol: string, request: KlineRequest): KlineRow[];
}
