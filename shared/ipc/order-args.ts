import { z } from 'zod';
import { selfTradePreventionMode, side, timeInForce } from '../api/spot/enums';
import { decimalString } from '../api/wire';
import { secondBetweenSlices, secondBetweenSlicesIssue, twapFields } from './twap';

/**
 * What the renderer asks main to place. Main generates every client order id itself (architecture
 * rule 6), so none is accepted here. The schemas check what zod can (which fields a type takes, one of
 * quantity/quoteOrderQty, a trigger for stop types); main narrows them into the venue client's exact
 * param types (shared/api/spot/order-params.ts) before sending.
 */

export const symbolArg = z
  .string()
  .regex(/^[A-Z0-9]{2,20}$/, 'a symbol is 2 to 20 upper-case letters or digits');
const positive = decimalString.refine((v) => !/^-|^0+(\.0+)?$/.test(v), 'must be greater than zero');
const trailingDelta = z.number().int().min(1);
const strategy = {
  strategyId: z.number().int().optional(),
  strategyType: z.number().int().min(1_000_000).optional(),
};
const common = {
  symbol: symbolArg,
  side,
  selfTradePreventionMode: selfTradePreventionMode.optional(),
  ...strategy,
};

const needsTrigger = (o: { stopPrice?: string; trailingDelta?: number }) =>
  o.stopPrice !== undefined || o.trailingDelta !== undefined;
/** The refusal of a stop or take-profit type with neither a trigger price nor a trailing delta. */
export const triggerRequired = 'stopPrice or trailingDelta (or both) is required';
const triggerMessage = { message: triggerRequired, path: ['stopPrice'] };
const trigger = { stopPrice: positive.optional(), trailingDelta: trailingDelta.optional() };

const limit = z.object({
  type: z.literal('LIMIT'),
  ...common,
  timeInForce,
  quantity: positive,
  price: positive,
  icebergQty: positive.optional(),
});
const market = z
  .object({
    type: z.literal('MARKET'),
    ...common,
    quantity: positive.optional(),
    quoteOrderQty: positive.optional(),
  })
  .refine((o) => (o.quantity === undefined) !== (o.quoteOrderQty === undefined), {
    message: 'send either quantity or quoteOrderQty',
    path: ['quantity'],
  });
const stopMarket = (type: 'STOP_LOSS' | 'TAKE_PROFIT') =>
  z
    .object({ type: z.literal(type), ...common, quantity: positive, ...trigger })
    .refine(needsTrigger, triggerMessage);
const stopLimit = (type: 'STOP_LOSS_LIMIT' | 'TAKE_PROFIT_LIMIT') =>
  z
    .object({
      type: z.literal(type),
      ...common,
      timeInForce,
      quantity: positive,
      price: positive,
      icebergQty: positive.optional(),
      ...trigger,
    })
    .refine(needsTrigger, triggerMessage);
const limitMaker = z.object({
  type: z.literal('LIMIT_MAKER'),
  ...common,
  quantity: positive,
  price: positive,
  icebergQty: positive.optional(),
});

/** A new spot order, typed per order type (a LIMIT without price fails here as it fails to compile). */
export const newOrderArgs = z.discriminatedUnion('type', [
  limit,
  market,
  stopMarket('STOP_LOSS'),
  stopMarket('TAKE_PROFIT'),
  stopLimit('STOP_LOSS_LIMIT'),
  stopLimit('TAKE_PROFIT_LIMIT'),
  limitMaker,
]);
export type NewOrderArgs = z.output<typeof newOrderArgs>;

const legStrategy = strategy;
/** A stop-limit leg of an OCO pair: a limit placed at its price once the trigger is reached. */
const stopLimitLeg = <T extends 'STOP_LOSS_LIMIT' | 'TAKE_PROFIT_LIMIT'>(type: T) =>
  z
    .object({
      type: z.literal(type),
      price: positive,
      timeInForce,
      icebergQty: positive.optional(),
      ...trigger,
      ...legStrategy,
    })
    .refine(needsTrigger, triggerMessage);
/** One leg of an OCO pair (and the pending pair of an OTOCO). */
export const ocoLegArgs = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LIMIT_MAKER'),
    price: positive,
    icebergQty: positive.optional(),
    ...legStrategy,
  }),
  z.object({ type: z.literal('STOP_LOSS'), ...trigger, ...legStrategy }).refine(needsTrigger, triggerMessage),
  z
    .object({ type: z.literal('TAKE_PROFIT'), ...trigger, ...legStrategy })
    .refine(needsTrigger, triggerMessage),
  stopLimitLeg('STOP_LOSS_LIMIT'),
  stopLimitLeg('TAKE_PROFIT_LIMIT'),
]);

const workingLegArgs = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LIMIT'),
    side,
    price: positive,
    quantity: positive,
    timeInForce,
    icebergQty: positive.optional(),
    ...legStrategy,
  }),
  z.object({
    type: z.literal('LIMIT_MAKER'),
    side,
    price: positive,
    quantity: positive,
    icebergQty: positive.optional(),
    ...legStrategy,
  }),
]);

const pendingLegArgs = z.union([
  z.object({ type: z.literal('MARKET'), side, quantity: positive, ...legStrategy }),
  z.object({
    type: z.literal('LIMIT'),
    side,
    quantity: positive,
    price: positive,
    timeInForce,
    icebergQty: positive.optional(),
    ...legStrategy,
  }),
  ocoLegArgs.and(z.object({ side, quantity: positive })),
]);

const listCommon = { symbol: symbolArg, selfTradePreventionMode: selfTradePreventionMode.optional() };

export const ocoArgs = z.object({
  ...listCommon,
  side,
  quantity: positive,
  above: ocoLegArgs,
  below: ocoLegArgs,
});
export const otoArgs = z.object({ ...listCommon, working: workingLegArgs, pending: pendingLegArgs });
export const otocoArgs = z.object({
  ...listCommon,
  working: workingLegArgs,
  pendingSide: side,
  pendingQuantity: positive,
  pendingAbove: ocoLegArgs,
  pendingBelow: ocoLegArgs.optional(),
});
export type OcoArgs = z.output<typeof ocoArgs>;
export type OtoArgs = z.output<typeof otoArgs>;
export type OtocoArgs = z.output<typeof otocoArgs>;

/** A spot TWAP (see `twapFields`): its slices are MARKET orders of the symbol. */
export const spotTwapArgs = z
  .object({ symbol: symbolArg, ...twapFields })
  .strict()
  .refine(secondBetweenSlices, secondBetweenSlicesIssue);
export type SpotTwapArgs = z.output<typeof spotTwapArgs>;

/**
 * A spot chase: a LIMIT_MAKER kept at the best bid (a buy) or ask (a sell) until it fills, replaced
 * (cancelReplace) as that price moves; `limitPrice` is the furthest it goes (a buy no higher, a sell
 * no lower).
 */
export const spotChaseArgs = z
  .object({ symbol: symbolArg, side, quantity: decimalString, limitPrice: decimalString.optional() })
  .strict();
export type SpotChaseArgs = z.output<typeof spotChaseArgs>;
