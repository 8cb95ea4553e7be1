import { describe, expect, it } from 'vitest';
import { macd } from './macd';
import { fixed, stepAll } from './test-support';

describe('macd', () => {
  it('is the fast EMA − the slow EMA, its signal EMA, and their difference', () => {
    // MACD(2, 3, 2) over 1, 2, 4, 7, 11.
    // EMA(2), alpha 2/3: seed 1.5; 19/6; 103/18; 499/54.
    // EMA(3), alpha 1/2: seed 7/3 at the third close; 14/3; 47/6.
    // MACD: 19/6 − 14/6 = 5/6; 103/18 − 84/18 = 19/18; 499/54 − 423/54 = 38/27.
    // Signal EMA(2) of MACD: seed (5/6 + 19/18) / 2 = 17/18; 17/18 + 2/3 × (38/27 − 17/18) = 203/162.
    // Histogram: 19/18 − 17/18 = 1/9; 38/27 − 203/162 = 25/162.
    const values = stepAll(macd(2, 3, 2), [1, 2, 4, 7, 11]).map(
      (v) => v && [fixed(v.macd), fixed(v.signal), fixed(v.histogram)],
    );
    expect(values).toEqual([
      null,
      null,
      ['0.8333333333', null, null],
      ['1.0555555556', '0.9444444444', '0.1111111111'],
      ['1.4074074074', '1.2530864198', '0.1543209877'],
    ]);
  });

  it('with 12, 26, 9 has a MACD from the 26th close and a signal from the 34th', () => {
    const values = stepAll(
      macd(12, 26, 9),
      Array.from({ length: 40 }, (_, i) => 100 + i),
    );
    expect(values.findIndex((v) => v !== null)).toBe(25);
    expect(values.findIndex((v) => v?.signal)).toBe(33);
    // Closes 100, 101, …: EMA(26) is seeded at the 26th close (125) with the mean of 100..125 = 112.5.
    // EMA(12) was seeded at 111 with 105.5, 5.5 behind the line, and stays 5.5 behind it: with lag L,
    // the next EMA is (x − 1 − L) + 2/13 × (1 + L), which is x − L when L = 13/2 − 1 = 5.5. So at 125 it
    // is 119.5, and the first MACD is 119.5 − 112.5 = 7.
    expect(values[25]?.macd.toString()).toBe('7');
  });
});
