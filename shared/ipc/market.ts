import { z } from 'zod';
import type { Kline } from '../api/spot/market-data';
import type { SymbolInfo } from '../api/spot/exchange-info';
import { klineInterval, type KlineInterval } from '../api/spot/enums';
import { decimalString } from '../api/wire';
import { event, request } from './define';

/**
 * Live market data. The renderer asks main to *watch* something and receives frames as events; main
 * keeps the streams, the local order book and the coalescing (architecture rule 4). Watches belong to
 * the IPC session that made them and end with it (a reload or a closed tab drops them).
 */

/** A spot symbol, or a futures one (COIN-M's carry an underscore: BTCUSD_PERP, BTCUSD_250627). */
const symbol = z
  .string()
  .regex(
    /^[A-Z0-9_]{2,30}$/,
    'a symbol is 2 to 30 upper-case letters, digits or _, e.g. BTCUSDT or BTCUSD_PERP',
  );
const watchId = z.string().min(1).max(64);

/**
 * Which market a symbol is read from: spot (the default, left out), or a futures family's market
 * (`usdm` over /fapi and /fstream, `coinm` over /dapi and /dstream). The same symbol may trade on each.
 */
export const marketKind = z.enum(['spot', 'usdm', 'coinm']);
export type MarketKind = z.infer<typeof marketKind>;
const market = marketKind.optional();
const futuresMarket = z.enum(['usdm', 'coinm']);

export interface Watch {
  readonly watchId: string;
}

/** One price level of a book frame: the level's size and the running total from the best price. */
export interface BookLevel {
  readonly price: string;
  readonly quantity: string;
  /** Cumulative quantity from the best level up to and including this one. */
  readonly total: string;
}

/** The top of the local order book, grouped to the watch's price step: what the ladder paints. */
export interface BookFrame {
  readonly watchId: string;
  readonly symbol: string;
  /** The price step levels are grouped to (a multiple of the tick size), as a decimal string. */
  readonly group: string;
  /** The local book's update id when the frame was cut. */
  readonly updateId: number;
  /** Venue event time of the newest diff in the frame (ms). */
  readonly eventTime: number;
  /** When main cut the frame (ms, local clock); for frame-latency figures. */
  readonly frameTime: number;
  /** Best first. */
  readonly bids: readonly BookLevel[];
  /** Best first. */
  readonly asks: readonly BookLevel[];
  readonly bestBid: string | null;
  readonly bestAsk: string | null;
  readonly spread: string | null;
  readonly mid: string | null;
}

/** A public trade for the tape; `side` is the aggressor's (a buyer-maker trade is a SELL). */
export interface TapeTrade {
  readonly id: number;
  readonly price: string;
  readonly quantity: string;
  readonly time: number;
  readonly side: 'BUY' | 'SELL';
}

export interface TradesFrame {
  readonly watchId: string;
  readonly symbol: string;
  /** Trades since the previous frame, oldest first. */
  readonly trades: readonly TapeTrade[];
}

export interface KlineFrame {
  readonly watchId: string;
  readonly symbol: string;
  readonly interval: KlineInterval;
  readonly kline: Kline;
  /** True on the bucket's final update. */
  readonly closed: boolean;
}

/** The watchlist's view of a symbol's rolling 24 h ticker. */
export interface TickerView {
  readonly symbol: string;
  readonly lastPrice: string;
  readonly openPrice: string;
  readonly highPrice: string;
  readonly lowPrice: string;
  /** (last − open) / open × 100, as a decimal string with two places. */
  readonly priceChangePercent: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly eventTime: number;
}

export interface TickersFrame {
  readonly watchId: string;
  /** Only the symbols that changed since the previous frame. */
  readonly tickers: readonly TickerView[];
}

/** A futures symbol's mark price and funding, as its mark price stream tells them. */
export interface MarkView {
  readonly symbol: string;
  readonly markPrice: string;
  readonly indexPrice: string;
  /** The funding rate now (a fraction, e.g. "0.00010000"); null where the contract pays no funding. */
  readonly fundingRate: string | null;
  /** When funding is next paid (venue ms); null where none is. */
  readonly nextFundingTime: number | null;
  /** Venue event time (ms). */
  readonly eventTime: number;
}

export interface MarkFrame extends MarkView {
  readonly watchId: string;
  readonly market: 'usdm' | 'coinm';
}

export type StreamState = 'connecting' | 'live' | 'stale' | 'reconnecting' | 'down';

/** One market or user-data connection, as the status bar shows it. */
export interface StreamStatus {
  /** e.g. "market", "user-data". */
  readonly stream: string;
  readonly state: StreamState;
  /** Venue event time to local receipt, smoothed (ms). */
  readonly latencyMs: number | null;
  readonly clockOffsetMs: number | null;
  /** When the state last changed (ms). */
  readonly since: number;
  /** Why it is not live, when it is not. */
  readonly reason: string | null;
  /**
   * A live user-data stream whose connection also carries the spot orders: `logged-on` (a session
   * logon, no signature per order) or `signed` (each order signed). Absent: orders go by HTTP.
   */
  readonly orders?: 'logged-on' | 'signed';
}

export const marketRequests = {
  /** Every symbol of the venue with its filters (exchangeInfo), for formatting and pre-send checks. */
  'tt:market:symbols': request<SymbolInfo[]>()(z.void()),
  /** Starts book frames for a symbol: `levels` per side, grouped to `group` (a multiple of the tick). */
  'tt:market:watchBook': request<Watch>()(
    z.object({ symbol, group: decimalString, levels: z.number().int().min(1).max(1000), market }).strict(),
  ),
  /** Changes the grouping or depth of a book watch without restarting it. */
  'tt:market:regroupBook': request<void>()(
    z.object({ watchId, group: decimalString, levels: z.number().int().min(1).max(1000) }).strict(),
  ),
  'tt:market:watchTrades': request<Watch>()(z.object({ symbol, market }).strict()),
  /** The latest public trades (REST), to fill the tape before live frames arrive. */
  'tt:market:recentTrades': request<TapeTrade[]>()(
    z.object({ symbol, limit: z.number().int().min(1).max(1000), market }).strict(),
  ),
  'tt:market:watchKlines': request<Watch>()(z.object({ symbol, interval: klineInterval, market }).strict()),
  /** Kline history (REST), newest last; `endTime` pages back for older history. */
  'tt:market:klines': request<Kline[]>()(
    z
      .object({
        symbol,
        interval: klineInterval,
        endTime: z.number().int().nonnegative().optional(),
        limit: z.number().int().min(1).max(1000),
        market,
      })
      .strict(),
  ),
  /** Mark price and funding frames of a futures symbol (the first as soon as the venue sends one). */
  'tt:market:watchMark': request<Watch>()(z.object({ symbol, market: futuresMarket }).strict()),
  /** Ticker frames for every symbol of the venue. */
  'tt:market:watchTickers': request<Watch>()(z.void()),
  /** The current 24 h tickers of every symbol (REST), before frames arrive. */
  'tt:market:tickers': request<TickerView[]>()(z.void()),
  'tt:market:unwatch': request<void>()(z.object({ watchId }).strict()),
  'tt:market:streamStatus': request<StreamStatus[]>()(z.void()),
};

export const marketEvents = {
  'tt:market:book': event<BookFrame>(),
  'tt:market:trades': event<TradesFrame>(),
  'tt:market:kline': event<KlineFrame>(),
  'tt:market:mark': event<MarkFrame>(),
  'tt:market:tickers': event<TickersFrame>(),
  'tt:market:streamStatus': event<StreamStatus>(),
};
