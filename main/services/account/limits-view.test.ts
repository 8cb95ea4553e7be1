import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../../venue/rate-limits';
import { limitsView } from './limits-view';

describe('limits view', () => {
  it('shows each counter against its limit and a 429 block until it expires', () => {
    const meter = createRateLimits();
    meter.setLimits('spot', [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 },
    ]);
    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': '21', 'x-mbx-order-count-10s': '3' }), 1000);
    meter.block({ origin: 'http://v', scope: 'orders', until: 5000, status: 429 });

    expect(limitsView(meter.snapshot(), 2000)).toEqual({
      meters: [
        { kind: 'weight', window: '1m', used: 21, limit: 6000 },
        { kind: 'orders', window: '10s', used: 3, limit: null },
      ],
      blockedUntil: 5000,
      blockedReason: 'HTTP 429: the order-count limit was exceeded; new orders wait',
    });
    expect(limitsView(meter.snapshot(), 5000)).toMatchObject({ blockedUntil: null, blockedReason: null });
  });
});
