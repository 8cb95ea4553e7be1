import type Decimal from 'decimal.js';

/**
 * An indicator as a step: its state after one more input, from its state after the previous input
 * (undefined before the first). Each state carries the indicator's value at that input, so a series
 * keeps one state per bar and the live bar is recomputed from the state before it alone.
 */
export interface Stepper<In, S extends { readonly value: unknown }> {
  step(previous: S | undefined, input: In): S;
}

/** What the indicators read of a kline: its decimal strings, as the venue sent them. */
export interface IndicatorBar {
  readonly openTime: number;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
}

/** A value that is not defined yet (fewer inputs than the period) is null. */
export type MaybeDecimal = Decimal | null;

/** Every state of a stepper over its inputs; recomputes only from the first input that changed. */
export class SteppedSeries<In, S extends { readonly value: unknown }> {
  private readonly states: S[] = [];

  constructor(private readonly stepper: Stepper<In, S>) {}

  /** Steps over `inputs` from index `from`, keeping the states before it. */
  run(inputs: readonly In[], from = 0): void {
    this.states.length = Math.min(from, this.states.length);
    for (let i = this.states.length; i < inputs.length; i++)
      this.states.push(this.stepper.step(this.states[i - 1], inputs[i]!));
  }

  value(index: number): S['value'] | undefined {
    return this.states[index]?.value;
  }

  get length(): number {
    return this.states.length;
  }
}
