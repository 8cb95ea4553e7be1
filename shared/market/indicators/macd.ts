import type Decimal from 'decimal.js';
import { ema, type EmaState } from './ema';
import type { MaybeDecimal, Stepper } from './stepper';

export interface MacdValue {
  /** Fast EMA − slow EMA. */
  readonly macd: Decimal;
  /** The signal period's EMA of the MACD line; null until it has enough MACD values. */
  readonly signal: MaybeDecimal;
  /** MACD − signal. */
  readonly histogram: MaybeDecimal;
}

export interface MacdState {
  readonly fast: EmaState;
  readonly slow: EmaState;
  readonly signal: EmaState;
  readonly value: MacdValue | null;
}

/** MACD: the fast and slow EMAs of the input, their difference, its signal EMA and the histogram. */
export function macd(fast: number, slow: number, signal: number): Stepper<MaybeDecimal, MacdState> {
  const [fastEma, slowEma, signalEma] = [ema(fast), ema(slow), ema(signal)];
  return {
    step(previous, input) {
      const f = fastEma.step(previous?.fast, input);
      const s = slowEma.step(previous?.slow, input);
      const line = f.value && s.value && input !== null ? f.value.minus(s.value) : null;
      const sig = signalEma.step(previous?.signal, line);
      if (line === null) return { fast: f, slow: s, signal: sig, value: null };
      return {
        fast: f,
        slow: s,
        signal: sig,
        value: { macd: line, signal: sig.value, histogram: sig.value && line.minus(sig.value) },
      };
    },
  };
}
