import { contractNotional } from '@shared/api/futures/order-margin';
import { dec, isPositiveDecimal, type Dec } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import { formatAmount } from '@shared/decimal/format';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { exitPnl, exitPnlAfterFees } from './exit-outcomes';

/** How the trader states the risk: an amount of the margin asset, or a percentage of what is available. */
export type RiskUnit = 'amount' | 'percent';

/** The size that loses about the risk at the stop loss, and what it loses there (negative). */
export type RiskSizing =
  | { readonly ok: true; readonly quantity: string; readonly loss: string; readonly asset: string }
  | { readonly ok: false; readonly reason: string };

/** What the sizing is given: the entry as the form sees it, the stop loss and the risk as typed. */
export interface RiskInputs {
  readonly long: boolean;
  /** The limit price, or the mark for a market entry. */
  readonly entryPrice: string | undefined;
  readonly stopLoss: string;
  readonly risk: string;
  readonly unit: RiskUnit;
  /** The margin asset's available balance, which a percentage is of. */
  readonly available: string | undefined;
  /** The entry's commission rate and the stop's (taker), once read. */
  readonly rates?: { readonly entry: string; readonly exit: string };
  readonly stepSize: string;
}

/**
 * The largest size on the contract's step whose loss at the stop loss, both trades' commission
 * included once the rates are read, is no more than the risk: risk ÷ the loss of one unit (one base
 * unit on a linear contract, one contract on an inverse one), rounded down. The stop fires as a market
 * order, so slippage past its trigger comes on top. Null while a figure is missing or not a decimal,
 * or while the stop would not lose (the form's own check says why).
 */
export function sizeForRisk(
  symbol: Pick<FuturesSymbolView, 'contractSize' | 'marginAsset'>,
  inputs: RiskInputs,
): RiskSizing | null {
  const risk = riskAmount(inputs);
  const { entryPrice, long, rates } = inputs;
  const stopLoss = inputs.stopLoss.trim();
  if (risk === null || entryPrice === undefined) return null;
  if (!isPositiveDecimal(entryPrice) || !isPositiveDecimal(stopLoss)) return null;
  const perUnit = unitLoss(symbol.contractSize, long, dec(entryPrice), dec(stopLoss), rates);
  if (!perUnit.gt(0)) return null;
  const quantity = roundToStep(risk.div(perUnit), inputs.stepSize, 'floor');
  if (dec(quantity).isZero())
    return {
      ok: false,
      reason: `One step of size (${inputs.stepSize}) loses more than ${formatAmount(risk.toFixed(), symbol.marginAsset)} ${symbol.marginAsset} at the stop loss.`,
    };
  // The figure said is the one the form says at the exits (an inverse contract's at eight places).
  const made = rates
    ? exitPnlAfterFees(symbol, long, entryPrice, stopLoss, quantity, rates)
    : exitPnl(symbol, long, entryPrice, stopLoss, quantity);
  return { ok: true, quantity, loss: made!.value, asset: symbol.marginAsset };
}

/** The risk in the margin asset: as typed, or its share of what is available. Null while unknown. */
function riskAmount({ risk, unit, available }: RiskInputs): Dec | null {
  const typed = risk.trim();
  if (!isPositiveDecimal(typed)) return null;
  if (unit === 'amount') return dec(typed);
  if (available === undefined || !isPositiveDecimal(available)) return null;
  return dec(available).mul(typed).div(100);
}

/**
 * What one unit (a base unit on a linear contract, a contract on an inverse one) loses from the entry
 * to the stop, exactly, with both trades' commission on their notionals; not positive when the stop
 * would not lose.
 */
function unitLoss(
  contractSize: number | null,
  long: boolean,
  entry: Dec,
  stop: Dec,
  rates: RiskInputs['rates'],
): Dec {
  const one = dec('1');
  const move =
    contractSize === null ? stop.minus(entry) : one.div(entry).minus(one.div(stop)).mul(String(contractSize));
  const fees = rates
    ? contractNotional(contractSize, one, entry.toFixed())
        .mul(rates.entry)
        .plus(contractNotional(contractSize, one, stop.toFixed()).mul(rates.exit))
    : dec('0');
  return (long ? move.neg() : move).plus(fees);
}
