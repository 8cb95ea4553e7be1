import { dec } from '@shared/decimal/decimal';

/**
 * What the take profit makes for each unit the stop loss loses, both after fees when the rates are
 * read: "2.00" for a reward twice the risk. Null unless the take profit gains and the stop loses.
 */
export function rewardToRisk(gain: string, loss: string): string | null {
  const reward = dec(gain);
  const risk = dec(loss).neg();
  if (!reward.gt(0) || !risk.gt(0)) return null;
  return reward.div(risk).toDecimalPlaces(2).toFixed(2);
}
