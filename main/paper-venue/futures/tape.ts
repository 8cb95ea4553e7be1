import type { Dec } from './decimal';
import type { PositionSide, Side } from './order';

/** One fill as the public sees it (`/trades`, `@trade`-like feeds). Ids count per symbol from 1. */
export interface PublicFill {
  readonly id: number;
  readonly price: Dec;
  readonly qty: Dec;
  /** Value in the margin asset: price × qty (linear) or qty × contractSize / price (inverse). */
  readonly value: Dec;
  readonly time: number;
  readonly isBuyerMaker: boolean;
}

/** Fills of one taker order at one price in one instant (`/aggTrades`, `@aggTrade`). */
export interface AggregateFill {
  readonly id: number;
  readonly price: Dec;
  qty: Dec;
  readonly firstId: number;
  lastId: number;
  readonly time: number;
  readonly isBuyerMaker: boolean;
  /** The taker order's id, or 0 for the market maker; fills of the same taker extend it. */
  readonly takerKey: number;
}

/** One side of a fill, as its account sees it (`/userTrades`, ORDER_TRADE_UPDATE). */
export interface AccountFill {
  readonly accountId: string;
  readonly symbol: string;
  readonly id: number;
  readonly orderId: number;
  readonly side: Side;
  readonly positionSide: PositionSide;
  readonly price: Dec;
  readonly qty: Dec;
  readonly value: Dec;
  readonly realizedPnl: Dec;
  readonly commission: Dec;
  readonly commissionAsset: string;
  readonly maker: boolean;
  readonly time: number;
}

export type IncomeType = 'REALIZED_PNL' | 'COMMISSION' | 'FUNDING_FEE';

export interface IncomeRecord {
  readonly accountId: string;
  readonly symbol: string;
  readonly incomeType: IncomeType;
  readonly income: Dec;
  readonly asset: string;
  readonly time: number;
  readonly tranId: number;
  /** The trade behind a P&L or commission record ("" for funding). */
  readonly tradeId: string;
}

export interface FundingRecord {
  readonly symbol: string;
  readonly fundingTime: number;
  readonly fundingRate: Dec;
  readonly markPrice: Dec;
}

/** A mark/index observation: every mark move records one (the mark and index klines read them). */
export interface PriceSample {
  readonly time: number;
  readonly mark: Dec;
  readonly index: Dec;
}

/** What the futures venue remembers beyond its books: fills, income, funding and price history. */
export interface Tape {
  readonly fills: Map<string, PublicFill[]>;
  readonly aggregates: Map<string, AggregateFill[]>;
  readonly accountFills: AccountFill[];
  readonly income: IncomeRecord[];
  nextTranId: number;
  readonly funding: FundingRecord[];
  readonly samples: Map<string, PriceSample[]>;
  /** Length of a funding period in venue time (8 hours unless told). */
  readonly fundingIntervalMs: number;
  /** The next funding time; 0 until the venue clock first moves. */
  nextFundingTime: number;
}

export const EIGHT_HOURS = 8 * 60 * 60 * 1000;

export function createTape(fundingIntervalMs = EIGHT_HOURS): Tape {
  return {
    fills: new Map(),
    aggregates: new Map(),
    accountFills: [],
    income: [],
    nextTranId: 1,
    funding: [],
    samples: new Map(),
    fundingIntervalMs,
    nextFundingTime: 0,
  };
}

export function listOf<T>(map: Map<string, T[]>, symbol: string): T[] {
  let list = map.get(symbol);
  if (!list) map.set(symbol, (list = []));
  return list;
}
