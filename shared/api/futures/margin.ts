import { z } from 'zod';
import type { positionSide } from './enums';

/** POST /{fapi,dapi}/v1/marginType: ISOLATED or CROSSED, per symbol. */
export interface MarginTypeParams {
  readonly symbol: string;
  readonly marginType: 'ISOLATED' | 'CROSSED';
}
export const marginTypeResponse = z.object({ code: z.number().int(), msg: z.string() });

/** POST /{fapi,dapi}/v1/positionMargin: type 1 adds margin to an isolated position, 2 takes it back. */
export interface PositionMarginParams {
  readonly symbol: string;
  readonly positionSide?: z.infer<typeof positionSide>;
  readonly amount: string;
  readonly type: 1 | 2;
}
export const positionMarginResponse = z.object({
  amount: z.number(),
  code: z.number().int(),
  msg: z.string(),
  type: z.number().int(),
});

const bracket = z.object({
  bracket: z.number().int(),
  initialLeverage: z.number().int(),
  notionalCap: z.number().optional(),
  notionalFloor: z.number().optional(),
  qtyCap: z.number().optional(),
  qtyFloor: z.number().optional(),
  maintMarginRatio: z.number(),
  cum: z.number(),
});
export type LeverageBracket = z.infer<typeof bracket>;

/** GET /fapi/v1/leverageBracket?symbol=…: one symbol's brackets (without symbol: an array). */
export const usdmSymbolBracketsResponse = z.object({
  symbol: z.string(),
  notionalCoef: z.number().optional(),
  brackets: z.array(bracket),
});
/** GET /dapi/v2/leverageBracket: always an array. */
export const coinmBracketsResponse = z.array(z.object({ symbol: z.string(), brackets: z.array(bracket) }));
