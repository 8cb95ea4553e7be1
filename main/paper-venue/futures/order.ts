import type { z } from 'zod';
import { priceMatch } from '@shared/api/futures/enums';
import type { Dec } from './decimal';
import type { Family, OrderType } from './symbols';

export type Side = 'BUY' | 'SELL';
export type PositionSide = 'BOTH' | 'LONG' | 'SHORT';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK' | 'GTX' | 'GTD';
export type WorkingType = 'MARK_PRICE' | 'CONTRACT_PRICE';
export type StpMode = 'EXPIRE_TAKER' | 'EXPIRE_MAKER' | 'EXPIRE_BOTH' | 'NONE';
export type OrderStatus = 'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'EXPIRED' | 'EXPIRED_IN_MATCH';
/** The priceMatch values that set a price (NONE sets none). */
export const PRICE_MATCHES = priceMatch.exclude(['NONE']).options;
export type PriceMatch = z.infer<typeof priceMatch>;

/** A user's futures order as the venue keeps it. */
export interface FuturesOrder {
  readonly orderId: number;
  readonly clientOrderId: string;
  readonly accountId: string;
  readonly family: Family;
  readonly symbol: string;
  readonly side: Side;
  readonly positionSide: PositionSide;
  /** The current type: a triggered STOP works as LIMIT, a triggered *_MARKET as MARKET. */
  type: OrderType;
  readonly origType: OrderType;
  readonly timeInForce: TimeInForce;
  /** Limit price; zero for market orders. */
  price: Dec;
  origQty: Dec;
  executedQty: Dec;
  /** Σ price × qty (quote-settled) or Σ qty × contractSize / price in the base asset (contract-quantity). */
  cumQuote: Dec;
  status: OrderStatus;
  readonly reduceOnly: boolean;
  readonly closePosition: boolean;
  readonly stopPrice: Dec | null;
  readonly workingType: WorkingType;
  readonly priceProtect: boolean;
  readonly priceMatch: PriceMatch;
  readonly selfTradePreventionMode: StpMode;
  readonly goodTillDate: number;
  readonly activatePrice: Dec | null;
  readonly priceRate: Dec | null;
  /** Trailing stops: the lowest (BUY) or highest (SELL) latest price since placement. */
  trailExtreme: Dec | null;
  /** A conditional order waits for its trigger until this is set. */
  triggered: boolean;
  /** Orders placed through the algo endpoint (`/fapi/v1/algoOrder`): their algo id, else absent. */
  readonly algoId?: number;
  /** When the trigger fired (algo orders). */
  triggerTime?: number;
  /** How many times PUT order has modified it (Binance allows 10,000); absent until the first. */
  amendments?: number;
  /** closePosition orders: set once the position they close has been seen open (see closers.ts). */
  sawPosition?: boolean;
  readonly time: number;
  updateTime: number;
}

export function isOpen(order: FuturesOrder): boolean {
  return order.status === 'NEW' || order.status === 'PARTIALLY_FILLED';
}

export function remainingQty(order: FuturesOrder): Dec {
  return order.origQty.minus(order.executedQty);
}
