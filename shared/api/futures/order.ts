import { z } from 'zod';
import { side } from '../spot/enums';
import { decimalString, long } from '../wire';
import {
  futuresOrderStatus,
  futuresOrderType,
  futuresSelfTradePreventionMode,
  futuresTimeInForce,
  positionSide,
  priceMatch,
  workingType,
} from './enums';

const common = {
  clientOrderId: z.string(),
  executedQty: decimalString,
  orderId: long,
  origQty: decimalString,
  price: decimalString,
  reduceOnly: z.boolean(),
  side,
  positionSide,
  status: futuresOrderStatus,
  stopPrice: decimalString,
  closePosition: z.boolean(),
  symbol: z.string(),
  timeInForce: futuresTimeInForce,
  type: futuresOrderType,
  origType: futuresOrderType,
  updateTime: long,
  workingType,
  priceProtect: z.boolean(),
  priceMatch,
  selfTradePreventionMode: futuresSelfTradePreventionMode,
  cumQty: decimalString.optional(),
};

/** POST /fapi/v1/order (quote-settled family). */
export const usdmOrderResponse = z.object({
  ...common,
  avgPrice: decimalString.optional(),
  cumQuote: decimalString.optional(),
  goodTillDate: long.optional(),
});
export type UsdmOrder = z.infer<typeof usdmOrderResponse>;

/** POST /dapi/v1/order (contract-quantity family). */
export const coinmOrderResponse = z.object({
  ...common,
  avgPrice: decimalString.optional(),
  cumBase: decimalString.optional(),
  pair: z.string(),
  activatePrice: decimalString.optional(),
  priceRate: decimalString.optional(),
});
export type CoinmOrder = z.infer<typeof coinmOrderResponse>;
