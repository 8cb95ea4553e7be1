import { describe, expect, it } from 'vitest';
import type { LeverageBracketView } from '@shared/ipc/futures';
import { checkLeverage } from './leverage-check';

const bracket = (n: number, maxLeverage: number): LeverageBracketView => ({
  bracket: n,
  maxLeverage,
  floor: '0',
  cap: '50000',
  maintMarginRatio: '0.01',
  cum: '0',
});
const brackets = [bracket(1, 50), bracket(2, 20)];

describe('a typed leverage', () => {
  it('is taken from 1× to the symbol’s highest bracket', () => {
    expect(checkLeverage('1', 'ETHUSDT', brackets)).toEqual({ ok: true, leverage: 1 });
    expect(checkLeverage(' 50 ', 'ETHUSDT', brackets)).toEqual({ ok: true, leverage: 50 });
  });

  it('is refused past it, at 0 or when not a whole number, with the venue’s -4028 and the range', () => {
    for (const typed of ['51', '0', '2.5', 'abc', '-3'])
      expect(checkLeverage(typed, 'ETHUSDT', brackets)).toEqual({
        ok: false,
        problem: `Leverage ${typed} is not valid (code -4028). ETHUSDT takes 1× to 50×, whole numbers.`,
      });
  });

  it('says nothing while the field is empty', () => {
    expect(checkLeverage('', 'ETHUSDT', brackets)).toEqual({ ok: false, problem: null });
  });
});
