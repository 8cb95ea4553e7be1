import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { premium, premiumSum } from './premium-average';
import { seededIntegers } from './seeded-random';
import type { PriceSample } from './tape';

/** Every sample of the period summed again, in time order, as funding did before the fold. */
function scanned(samples: readonly PriceSample[], start: number, end: number, now: number) {
  const inPeriod = samples.filter((s) => s.time > start && s.time <= Math.min(end, now));
  return {
    sum: inPeriod.reduce((sum, s) => sum.plus(premium(s.mark, s.index)), new Dec(0)).toString(),
    count: inPeriod.length,
  };
}

const PERIOD = 1_000;

describe('the premium sum of a funding period', () => {
  it('equals summing every sample again, through replacements, dropped samples, new periods and earlier clocks', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { between } = seededIntegers(seed);
      const samples: PriceSample[] = [];
      let time = 10 * PERIOD;
      for (let step = 0; step < 3_000; step += 1) {
        // As recordPrices keeps them: a sample in the same millisecond replaces the newest.
        time += between(0, 3) === 0 ? 0 : between(1, 40);
        const sample = {
          time,
          mark: new Dec(`${between(29_000, 31_000)}.${between(0, 99)}`),
          index: new Dec(`${between(29_900, 30_100)}.${between(0, 9)}`),
        };
        if (samples.at(-1)?.time === time) samples[samples.length - 1] = sample;
        else samples.push(sample);
        // The list's cap drops the oldest now and then.
        if (between(0, 500) === 0) samples.splice(0, between(1, 200));
        if (between(0, 2) !== 0) continue;
        const end = Math.floor(time / PERIOD) * PERIOD + PERIOD - between(0, 1) * PERIOD;
        const now = time - (between(0, 5) === 0 ? between(0, 300) : 0);
        const { sum, count } = premiumSum(samples, end - PERIOD, end, now);
        expect({ sum: sum.toString(), count }).toEqual(scanned(samples, end - PERIOD, end, now));
      }
    }
  });

  it('counts nothing in a period without samples', () => {
    const samples: PriceSample[] = [{ time: 500, mark: new Dec('101'), index: new Dec('100') }];
    expect(premiumSum(samples, 1_000, 2_000, 1_500)).toEqual({ sum: new Dec(0), count: 0 });
    expect(premiumSum(samples, 0, 1_000, 1_500).sum.toString()).toBe('0.01');
  });
});
