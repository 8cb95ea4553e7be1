import { z } from 'zod';
import { decimalString, long } from '../wire';
import { positionSide } from './enums';

/** Both families' positionRisk rows share these (beyond the spec; the live venue's shape). */
const positionRiskCommon = {
  symbol: z.string(),
  /** Signed: negative for a short (and for every SHORT-side row in hedge mode). */
  positionAmt: decimalString,
  entryPrice: decimalString,
  breakEvenPrice: decimalString.optional(),
  markPrice: decimalString,
  unRealizedProfit: decimalString,
  /** "0" when no liquidation price exists. */
  liquidationPrice: decimalString,
  leverage: decimalString,
  marginType: z.string(),
  isolatedMargin: decimalString,
  isAutoAddMargin: z.string(),
  positionSide,
  updateTime: long,
};

/** GET /fapi/v2/positionRisk: one row per symbol and position side. */
export const usdmPositionRiskResponse = z.array(
  z.object({ ...positionRiskCommon, notional: decimalString, maxNotionalValue: decimalString }),
);
export type UsdmPositionRisk = z.infer<typeof usdmPositionRiskResponse>[number];

/** GET /dapi/v1/positionRisk: notionalValue in the margin asset, maxQty in contracts. */
export const coinmPositionRiskResponse = z.array(
  z.object({ ...positionRiskCommon, notionalValue: decimalString, maxQty: decimalString }),
);
export type CoinmPositionRisk = z.infer<typeof coinmPositionRiskResponse>[number];

const accountAsset = z.object({
  asset: z.string(),
  walletBalance: decimalString,
  unrealizedProfit: decimalString,
  marginBalance: decimalString,
  maintMargin: decimalString,
  initialMargin: decimalString,
  positionInitialMargin: decimalString,
  openOrderInitialMargin: decimalString,
  crossWalletBalance: decimalString,
  crossUnPnl: decimalString,
  availableBalance: decimalString,
  maxWithdrawAmount: decimalString,
  updateTime: long,
});
export type FuturesAccountAsset = z.infer<typeof accountAsset>;

const accountPosition = z.object({
  symbol: z.string(),
  initialMargin: decimalString,
  maintMargin: decimalString,
  unrealizedProfit: decimalString,
  leverage: decimalString,
  entryPrice: decimalString,
  positionSide,
  positionAmt: decimalString,
  /** The live venue sends it; without it a position counts as cross. */
  isolated: z.boolean().optional(),
  updateTime: long,
});

const accountFlags = {
  feeTier: z.number().int(),
  canTrade: z.boolean(),
  canDeposit: z.boolean(),
  canWithdraw: z.boolean(),
  updateTime: long,
};

/** GET /fapi/v2/account: totals in the quote asset, then per asset and per position. */
export const usdmAccountResponse = z.object({
  ...accountFlags,
  multiAssetsMargin: z.boolean().optional(),
  totalInitialMargin: decimalString,
  totalMaintMargin: decimalString,
  totalWalletBalance: decimalString,
  totalUnrealizedProfit: decimalString,
  totalMarginBalance: decimalString,
  totalPositionInitialMargin: decimalString,
  totalOpenOrderInitialMargin: decimalString,
  totalCrossWalletBalance: decimalString,
  totalCrossUnPnl: decimalString,
  availableBalance: decimalString,
  maxWithdrawAmount: decimalString,
  assets: z.array(accountAsset),
  positions: z.array(accountPosition),
});
export type UsdmAccount = z.infer<typeof usdmAccountResponse>;

/** GET /dapi/v1/account: per margin asset and per position. */
export const coinmAccountResponse = z.object({
  ...accountFlags,
  assets: z.array(accountAsset),
  positions: z.array(accountPosition),
});
export type CoinmAccount = z.infer<typeof coinmAccountResponse>;

/** POST /fapi/v1/leverage. */
export const usdmLeverageResponse = z.object({
  leverage: z.number().int(),
  maxNotionalValue: decimalString,
  symbol: z.string(),
});
/** POST /dapi/v1/leverage: maxQty in contracts. */
export const coinmLeverageResponse = z.object({
  leverage: z.number().int(),
  maxQty: decimalString,
  symbol: z.string(),
});

/** GET /{fapi,dapi}/v1/positionSide/dual: true is hedge mode. */
export const positionModeResponse = z.object({ dualSidePosition: z.boolean() });
/** POST /{fapi,dapi}/v1/positionSide/dual answers `{"code":200,"msg":"success"}`. */
export const positionModeChangeResponse = z.object({ code: z.number().int(), msg: z.string() });
