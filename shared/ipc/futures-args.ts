import { z } from 'zod';
import { side } from '../api/spot/enums';
import { futuresSelfTradePreventionMode, positionSide, priceMatch, workingType } from '../api/futures/enums';
import { decimalString } from '../api/wire';

/**
 * What the renderer asks main to place on a futures family. Main generates every client order id.
 * The schemas check shapes; the venue's own rules (position side against the account's mode,
 * closePosition conflicts, filters) are checked by main before sending, with the venue's codes.
 */

export const futuresFamily = z.enum(['usdm', 'coinm']);
export type FuturesFamily = z.infer<typeof futuresFamily>;

export const futuresSymbolArg = z
  .string()
  .regex(
    /^[A-Z0-9_]{2,30}$/,
    'a futures symbol is 2 to 30 upper-case letters, digits or _, e.g. BTCUSD_PERP',
  );

const common = {
  symbol: futuresSymbolArg,
  side,
  positionSide: positionSide.optional(),
  reduceOnly: z.boolean().optional(),
  selfTradePreventionMode: futuresSelfTradePreventionMode.optional(),
};
const matchedOrPriced = {
  price: decimalString.optional(),
  priceMatch: priceMatch.exclude(['NONE']).optional(),
};
const trigger = { workingType: workingType.optional(), priceProtect: z.boolean().optional() };
const tif = z.enum(['GTC', 'IOC', 'FOK', 'GTX']);

const needsPricing = (o: { price?: string; priceMatch?: string }) =>
  o.price !== undefined || o.priceMatch !== undefined;
const pricingMessage = { message: 'price or priceMatch is required', path: ['price'] };

/** POST /fapi/v1/order: LIMIT (every timeInForce, GTD with goodTillDate) and MARKET. */
export const usdmOrderArgs = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('LIMIT'),
      ...common,
      ...matchedOrPriced,
      quantity: decimalString,
      timeInForce: z.enum(['GTC', 'IOC', 'FOK', 'GTX', 'GTD']),
      goodTillDate: z.number().int().optional(),
    })
    .strict()
    .refine(needsPricing, pricingMessage),
  z.object({ type: z.literal('MARKET'), ...common, quantity: decimalString }).strict(),
]);
export type UsdmOrderArgs = z.output<typeof usdmOrderArgs>;

/** POST /dapi/v1/order: the seven types with their mandatory parameters. */
export const coinmOrderArgs = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('LIMIT'),
      ...common,
      ...matchedOrPriced,
      quantity: decimalString,
      timeInForce: tif,
    })
    .strict()
    .refine(needsPricing, pricingMessage),
  z.object({ type: z.literal('MARKET'), ...common, quantity: decimalString }).strict(),
  ...(['STOP', 'TAKE_PROFIT'] as const).map((type) =>
    z
      .object({
        type: z.literal(type),
        ...common,
        ...matchedOrPriced,
        ...trigger,
        quantity: decimalString,
        stopPrice: decimalString,
        timeInForce: tif.optional(),
      })
      .strict()
      .refine(needsPricing, pricingMessage),
  ),
  ...(['STOP_MARKET', 'TAKE_PROFIT_MARKET'] as const).map((type) =>
    z
      .object({
        type: z.literal(type),
        ...common,
        ...trigger,
        stopPrice: decimalString,
        quantity: decimalString.optional(),
        closePosition: z.boolean().optional(),
      })
      .strict()
      .refine((o) => o.quantity !== undefined || o.closePosition === true, {
        message: 'quantity or closePosition is required',
        path: ['quantity'],
      }),
  ),
  z
    .object({
      type: z.literal('TRAILING_STOP_MARKET'),
      ...common,
      ...trigger,
      quantity: decimalString,
      callbackRate: decimalString,
      activationPrice: decimalString.optional(),
    })
    .strict(),
]);
export type CoinmOrderArgs = z.output<typeof coinmOrderArgs>;

export const placeFuturesOrderArgs = z.discriminatedUnion('family', [
  z.object({ family: z.literal('usdm'), order: usdmOrderArgs }).strict(),
  z.object({ family: z.literal('coinm'), order: coinmOrderArgs }).strict(),
]);
export type PlaceFuturesOrderArgs = z.output<typeof placeFuturesOrderArgs>;

export const futuresOrderRef = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    orderId: z.number().int().optional(),
    clientOrderId: z.string().min(1).max(36).optional(),
  })
  .strict()
  .refine(
    (o) => o.orderId !== undefined || o.clientOrderId !== undefined,
    'orderId or clientOrderId is required',
  );

/**
 * Closes a position: a reduce-only MARKET order for its whole size, or on the contract-quantity
 * family a closePosition STOP_MARKET / TAKE_PROFIT_MARKET that closes whatever is held when it fires.
 */
export const closePositionArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    positionSide,
    trigger: z
      .object({
        type: z.enum(['STOP_MARKET', 'TAKE_PROFIT_MARKET']),
        stopPrice: decimalString,
        ...trigger,
      })
      .strict()
      .optional(),
  })
  .strict();
export type ClosePositionArgs = z.output<typeof closePositionArgs>;
