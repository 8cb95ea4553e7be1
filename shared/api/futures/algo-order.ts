import { z } from 'zod';
import type { DecimalParam } from '../spot/order-params';
import { side } from '../spot/enums';
import { decimalString, long } from '../wire';
import {
  futuresSelfTradePreventionMode,
  futuresTimeInForce,
  positionSide,
  priceMatch,
  workingType,
  type FuturesSelfTradePreventionMode,
  type FuturesTimeInForce,
  type PositionSide,
  type WorkingType,
} from './enums';

/** The quote-settled family's conditional types: placed through the algo service, not /fapi/v1/order. */
export const conditionalOrderType = z.enum([
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
]);
export type ConditionalOrderType = z.infer<typeof conditionalOrderType>;
export const isConditionalType = (type: string): type is ConditionalOrderType =>
  (conditionalOrderType.options as readonly string[]).includes(type);

/**
 * The algo service's status: NEW waiting, TRIGGERING/TRIGGERED placed in the book, FINISHED once that
 * order ended, CANCELED, REJECTED, or EXPIRED (cancelled by the system, e.g. the position it closes closed).
 */
export const algoStatus = z.enum([
  'NEW',
  'TRIGGERING',
  'TRIGGERED',
  'FINISHED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
]);
export type AlgoStatus = z.infer<typeof algoStatus>;

/** POST /fapi/v1/algoOrder (algoType CONDITIONAL). */
export interface UsdmAlgoOrderParams {
  readonly algoType: 'CONDITIONAL';
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly type: ConditionalOrderType;
  readonly positionSide?: PositionSide;
  readonly timeInForce?: Exclude<FuturesTimeInForce, 'GTD'>;
  readonly quantity?: DecimalParam;
  readonly price?: DecimalParam;
  readonly triggerPrice?: DecimalParam;
  readonly workingType?: WorkingType;
  readonly priceMatch?: string;
  readonly closePosition?: boolean;
  readonly priceProtect?: boolean;
  /** Not in hedge mode, not with closePosition. */
  readonly reduceOnly?: boolean;
  /** TRAILING_STOP_MARKET: defaults to the latest price. */
  readonly activatePrice?: DecimalParam;
  /** TRAILING_STOP_MARKET: 0.1 to 10, where 1 means 1 %. */
  readonly callbackRate?: DecimalParam;
  readonly clientAlgoId?: string;
  readonly selfTradePreventionMode?: FuturesSelfTradePreventionMode;
}

/** An algo order as POST and GET /fapi/v1/algoOrder and GET /fapi/v1/openAlgoOrders answer it. */
export const usdmAlgoOrderResponse = z.object({
  algoId: long,
  clientAlgoId: z.string(),
  algoType: z.literal('CONDITIONAL'),
  orderType: conditionalOrderType,
  symbol: z.string(),
  side,
  positionSide,
  timeInForce: futuresTimeInForce,
  quantity: decimalString,
  algoStatus,
  actualOrderId: z.string().optional(),
  triggerPrice: decimalString,
  price: decimalString,
  selfTradePreventionMode: futuresSelfTradePreventionMode,
  workingType,
  priceMatch,
  closePosition: z.boolean(),
  priceProtect: z.boolean(),
  reduceOnly: z.boolean(),
  activatePrice: z.string().optional(),
  callbackRate: z.string().optional(),
  createTime: long,
  updateTime: long,
  triggerTime: long.optional(),
  goodTillDate: long.optional(),
});
export type UsdmAlgoOrder = z.infer<typeof usdmAlgoOrderResponse>;

/** DELETE /fapi/v1/algoOrder. */
export const algoCancelResponse = z.object({
  algoId: long,
  clientAlgoId: z.string(),
  code: z.string(),
  msg: z.string(),
});

/** GET/DELETE /fapi/v1/algoOrder: an algo order by its venue id or its client id. */
export type AlgoOrderSelector =
  | { readonly algoId: number; readonly clientAlgoId?: never }
  | { readonly clientAlgoId: string; readonly algoId?: never };
