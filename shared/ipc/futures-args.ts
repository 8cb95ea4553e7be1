import { z } from 'zod';
import { side } from '../api/spot/enums';
import { futuresSelfTradePreventionMode, positionSide, priceMatch, workingType } from '../api/futures/enums';
import { decimalString } from '../api/wire';
import { secondBetweenSlices, secondBetweenSlicesIssue, twapFields } from './twap';

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

/**
 * The conditional types with their mandatory parameters: on coinm sent to /dapi/v1/order, on usdm to
 * the algo endpoint (/fapi/v1/algoOrder, which names stopPrice triggerPrice).
 */
const conditionalArgs = [
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
] as const;

/** LIMIT's parameters on both families; each adds its own time-in-force terms. */
const limitArgs = z.object({
  type: z.literal('LIMIT'),
  ...common,
  ...matchedOrPriced,
  quantity: decimalString,
});
const marketArgs = z.object({ type: z.literal('MARKET'), ...common, quantity: decimalString }).strict();

/** USD-M: LIMIT (every timeInForce, GTD with goodTillDate) and MARKET, and the conditional types. */
export const usdmOrderArgs = z.discriminatedUnion('type', [
  limitArgs
    .extend({
      timeInForce: z.enum(['GTC', 'IOC', 'FOK', 'GTX', 'GTD']),
      goodTillDate: z.number().int().optional(),
    })
    .strict()
    .refine(needsPricing, pricingMessage),
  marketArgs,
  ...conditionalArgs,
]);
export type UsdmOrderArgs = z.output<typeof usdmOrderArgs>;

/** POST /dapi/v1/order: the seven types with their mandatory parameters. */
export const coinmOrderArgs = z.discriminatedUnion('type', [
  limitArgs.extend({ timeInForce: tif }).strict().refine(needsPricing, pricingMessage),
  marketArgs,
  ...conditionalArgs,
]);
export type CoinmOrderArgs = z.output<typeof coinmOrderArgs>;

/** A take profit or stop loss attached to an entry: its trigger, on the mark or the contract price. */
export const attachedExit = z
  .object({ stopPrice: decimalString, workingType: workingType.optional() })
  .strict();

/**
 * The take profit and stop loss an entry (LIMIT or MARKET, opening or adding to a position) carries:
 * main places each as a closePosition order once the entry first fills.
 */
export const attachedExits = z
  .object({ takeProfit: attachedExit.optional(), stopLoss: attachedExit.optional() })
  .strict()
  .refine((o) => o.takeProfit !== undefined || o.stopLoss !== undefined, {
    message: 'a take profit or a stop loss is required',
  });
export type AttachedExitsArgs = z.output<typeof attachedExits>;

/** Moves (or with a null price removes) one exit still riding on an entry that has not filled. */
export const moveExitArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    clientOrderId: z.string().min(1).max(36),
    kind: z.enum(['takeProfit', 'stopLoss']),
    stopPrice: decimalString.nullable(),
  })
  .strict();
export type MoveExitArgs = z.output<typeof moveExitArgs>;

export const placeFuturesOrderArgs = z.discriminatedUnion('family', [
  z.object({ family: z.literal('usdm'), order: usdmOrderArgs, exits: attachedExits.optional() }).strict(),
  z.object({ family: z.literal('coinm'), order: coinmOrderArgs, exits: attachedExits.optional() }).strict(),
]);
export type PlaceFuturesOrderArgs = z.output<typeof placeFuturesOrderArgs>;

export const futuresOrderRef = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    orderId: z.number().int().optional(),
    clientOrderId: z.string().min(1).max(36).optional(),
    /** A USD-M conditional order still waiting in the algo service. */
    algoId: z.number().int().optional(),
  })
  .strict()
  .refine(
    (o) => o.orderId !== undefined || o.clientOrderId !== undefined || o.algoId !== undefined,
    'orderId, clientOrderId or algoId is required',
  );

/** A working limit order moved (PUT order): its new price, and its new quantity if that changes too. */
export const modifyFuturesOrderArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    clientOrderId: z.string().min(1).max(36),
    price: decimalString,
    quantity: decimalString.optional(),
  })
  .strict();
export type ModifyFuturesOrderArgs = z.output<typeof modifyFuturesOrderArgs>;

/**
 * A conditional order waiting for its trigger moved to a new trigger price; a stop-limit's limit price
 * moves as far unless `price` gives it. `algoId` names a USD-M one in the algo service.
 */
export const moveConditionalArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    clientOrderId: z.string().min(1).max(36),
    algoId: z.number().int().optional(),
    stopPrice: decimalString,
    price: decimalString.optional(),
  })
  .strict();
export type MoveConditionalArgs = z.output<typeof moveConditionalArgs>;

/** Cross or isolated margin for one symbol. */
export const marginTypeArgs = z
  .object({ family: futuresFamily, symbol: futuresSymbolArg, marginType: z.enum(['ISOLATED', 'CROSSED']) })
  .strict();

/** Adds margin to (add) or removes it from (remove) an isolated position. */
export const positionMarginArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    positionSide,
    amount: decimalString,
    direction: z.enum(['add', 'remove']),
  })
  .strict();

/**
 * Closes a position: a reduce-only MARKET order for its whole size (or `quantity` of it), a reduce-only
 * LIMIT (GTC) at `price`, or a closePosition STOP_MARKET / TAKE_PROFIT_MARKET (the position's
 * stop-loss / take-profit) that closes whatever is held when it fires; with `quantity`, a reduce-only
 * one that closes that part. `replaces` moves a take-profit or stop-loss: the new one is placed, then
 * the old one cancelled.
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
    replaces: z
      .object({ orderId: z.number().int().optional(), algoId: z.number().int().optional() })
      .strict()
      .optional(),
    /** How much to close; the whole position without it. */
    quantity: decimalString.optional(),
    /** A limit close at this price; at market without it. */
    price: decimalString.optional(),
  })
  .strict()
  .refine((a) => !a.trigger || a.price === undefined, {
    message: 'a take-profit or stop-loss closes at market when it fires: no price',
    path: ['trigger'],
  })
  .refine((a) => a.replaces === undefined || (a.trigger !== undefined && a.quantity === undefined), {
    message: "only the position's whole take-profit or stop-loss replaces one",
    path: ['replaces'],
  });
export type ClosePositionArgs = z.output<typeof closePositionArgs>;

/**
 * A chase: a post-only limit kept at the best bid (a buy) or ask (a sell) until it fills, moved in
 * place as that price moves; `limitPrice` is the furthest it goes (a buy no higher, a sell no lower).
 */
export const chaseArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    side,
    quantity: decimalString,
    positionSide: positionSide.optional(),
    reduceOnly: z.boolean().optional(),
    limitPrice: decimalString.optional(),
  })
  .strict();
export type ChaseArgs = z.output<typeof chaseArgs>;

/** A futures TWAP (see `twapFields`), on a position side in hedge mode or reduce-only in one-way mode. */
export const twapArgs = z
  .object({
    family: futuresFamily,
    symbol: futuresSymbolArg,
    ...twapFields,
    positionSide: positionSide.optional(),
    reduceOnly: z.boolean().optional(),
  })
  .strict()
  .refine(secondBetweenSlices, secondBetweenSlicesIssue);
export type TwapArgs = z.output<typeof twapArgs>;

/** How far back a futures history reads: the last day or the last 7 days (the venue's longest span). */
export const historyDays = z.union([z.literal(1), z.literal(7)]);

/** A contract's orders or fills over the last day or week. */
export const contractHistoryArgs = z
  .object({ family: futuresFamily, symbol: futuresSymbolArg, days: historyDays })
  .strict();
export type ContractHistoryArgs = z.output<typeof contractHistoryArgs>;

/** The family's wallet changes (realized profit, commission, funding…) over the last day or week. */
export const transactionsArgs = z.object({ family: futuresFamily, days: historyDays }).strict();
export type TransactionsArgs = z.output<typeof transactionsArgs>;
