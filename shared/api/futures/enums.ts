import { z } from 'zod';
import { orderStatus, selfTradePreventionMode, timeInForce } from '../spot/enums';

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
// The spot values, and the futures venue's own: GTX (post-only) and GTD.
export const futuresTimeInForce = z.enum([...timeInForce.options, 'GTX', 'GTD']);
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
export const futuresSelfTradePreventionMode = selfTradePreventionMode.exclude(['DECREMENT', 'TRANSFER']);
// Futures orders never wait on a list or a cancel: no PENDING_NEW, no PENDING_CANCEL.
export const futuresOrderStatus = orderStatus.exclude(['PENDING_NEW', 'PENDING_CANCEL']);

export type PositionSide = z.infer<typeof positionSide>;
export type FuturesTimeInForce = z.infer<typeof futuresTimeInForce>;
export type WorkingType = z.infer<typeof workingType>;
export type PriceMatch = z.infer<typeof priceMatch>;
export type FuturesSelfTradePreventionMode = z.infer<typeof futuresSelfTradePreventionMode>;
export type FuturesOrderStatus = z.infer<typeof futuresOrderStatus>;
