import { describe, expect, it } from 'vitest';
import { fundingCountdown, fundingPercent } from './funding';

describe('funding figures', () => {
  it.each([
    ['0.00010000', '0.0100%'],
    ['-0.00037500', '−0.0375%'],
    ['0.00000001', '0.0000%'],
    ['0.00012345', '0.0123%'],
  ])('shows the funding rate %s as a percent to four places, exactly: %s', (rate, shown) => {
    expect(fundingPercent(rate)).toBe(shown);
  });

  it('counts down to the next funding in hours, minutes and seconds, rounding a part second up', () => {
    const at = Date.parse('2026-03-02T10:00:00.000Z');
    expect(fundingCountdown(at + 8 * 3_600_000, at)).toBe('08:00:00');
    expect(fundingCountdown(at + 3_723_000, at)).toBe('01:02:03');
    expect(fundingCountdown(at + 1, at)).toBe('00:00:01');
    expect(fundingCountdown(at, at)).toBe('00:00:00');
    expect(fundingCountdown(at - 5_000, at)).toBe('00:00:00');
  });
});
