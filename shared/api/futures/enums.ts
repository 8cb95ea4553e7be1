import { z } from 'zod';

export const positionSide = z.enum(['BOTH', 'LONG', 'SHORT']);
export const futuresOrderType = z.enum([
  'LIMIT',
  'MARKET',
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
]);
export const futuresTimeInForce = z.enum(['GTC', 'IOC', 'FOK', 'GTX', 'GTD']);
export const workingType = z.enum(['MARK_PRICE', 'CONTRACT_PRICE']);
export const priceMatch = z.enum([
  'NONE',
  'OPPONENT',
  'OPPONENT_5',
  'OPPONENT_10',
  'OPPONENT_20',
  'QUEUE',
  'QUEUE_5',
  'QUEUE_10',
  'QUEUE_20',
]);
export const futuresSelfTradePreventionMode = z.enum(['NONE', 'EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH']);
export const futuresOrderStatus = z.enum([
  'NEW',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
  'EXPIRED_IN_MATCH',
]);

export type PositionSide = z.infer<typeof positionSide>;
export type FuturesTimeInForce = z.infer<typeof futuresTimeInForce>;
export type WorkingType = z.infer<typeof workingType>;
export type PriceMatch = z.infer<typeof priceMatch>;
export type FuturesSelfTradePreventionMode = z.infer<typeof futuresSelfTradePreventionMode>;
export type FuturesOrderStatus = z.infer<typeof futuresOrderStatus>;
