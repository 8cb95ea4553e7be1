import { z } from 'zod';

export const side = z.enum(['BUY', 'SELL']);
export const orderType = z.enum([
  'LIMIT',
  'LIMIT_MAKER',
  'MARKET',
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
]);
export const timeInForce = z.enum(['GTC', 'IOC', 'FOK']);
export const orderStatus = z.enum([
  'NEW',
  'PENDING_NEW',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELED',
  'PENDING_CANCEL',
  'REJECTED',
  'EXPIRED',
  'EXPIRED_IN_MATCH',
]);
export const selfTradePreventionMode = z.enum([
  'NONE',
  'EXPIRE_TAKER',
  'EXPIRE_MAKER',
  'EXPIRE_BOTH',
  'DECREMENT',
  'TRANSFER',
]);
export const newOrderRespType = z.enum(['ACK', 'RESULT', 'FULL']);
export const symbolStatus = z.enum(['TRADING', 'END_OF_DAY', 'HALT', 'BREAK', 'CANCEL_ONLY']);
export const rateLimitType = z.enum(['RAW_REQUESTS', 'REQUEST_WEIGHT', 'ORDERS']);
export const rateLimitInterval = z.enum(['SECOND', 'MINUTE', 'HOUR', 'DAY']);
export const klineInterval = z.enum([
  '1s',
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '8h',
  '12h',
  '1d',
  '3d',
  '1w',
  '1M',
]);

export type Side = z.infer<typeof side>;
export type OrderType = z.infer<typeof orderType>;
export type TimeInForce = z.infer<typeof timeInForce>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type SelfTradePreventionMode = z.infer<typeof selfTradePreventionMode>;
export type NewOrderRespType = z.infer<typeof newOrderRespType>;
export type SymbolStatus = z.infer<typeof symbolStatus>;
export type KlineInterval = z.infer<typeof klineInterval>;
