import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../../venue/rate-limits';
import { createWeightPacer } from './weight-pacer';

const MINUTE = 60_000;

describe('weight pacer', () => {
  it('sends at once while the minute has room, and waits for the next minute when it has not', async () => {
    const meter = createRateLimits();
    meter.setLimits('spot', [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 100 },
    ]);
    let now = 10 * MINUTE + 1_000;
    const slept: number[] = [];
    const paced = createWeightPacer({
      meter: async () => meter,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += ms;
      },
    });
    await paced(20);
    expect(slept).toEqual([]);

    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': '30' }), now);
    await paced(20);
    expect(slept).toEqual([]);

    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': '31' }), now);
    await paced(20);
    expect(slept).toEqual([MINUTE - 1_000 + 250]);
    expect(Math.floor(now / MINUTE)).toBe(11);
  });
});
