import type { LeverageBracketView } from '@shared/ipc/futures';

export type LeverageCheck =
  { readonly ok: true; readonly leverage: number } | { readonly ok: false; readonly problem: string | null };

/**
 * A typed leverage as the venue takes it: a whole number from 1 to the symbol's highest (its first
 * bracket's), else its -4028 refusal, with the range; nothing to say while the field is empty. The
 * venue's other refusals (a held position past the new bracket, margin short) depend on its books and
 * are left to it.
 */
export function checkLeverage(
  typed: string,
  symbol: string,
  brackets: readonly LeverageBracketView[] | undefined,
): LeverageCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: null };
  const highest = brackets?.reduce((most, b) => Math.max(most, b.maxLeverage), 0) || 125;
  const leverage = /^\d{1,4}$/.test(text) ? Number(text) : undefined;
  if (leverage !== undefined && leverage >= 1 && leverage <= highest) return { ok: true, leverage };
  return {
    ok: false,
    problem: `Leverage ${text} is not valid (code -4028). ${symbol} takes 1× to ${highest}×, whole numbers.`,
  };
}
