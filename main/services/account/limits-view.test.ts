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
    meter.route('spot', 'http://v');
    meter.block({ origin: 'http://v', scope: 'orders', until: 5000, status: 429 });

    expect(limitsView(meter.snapshot(), 2000)).toEqual({
      meters: [
        { family: 'spot', kind: 'weight', window: '1m', used: 21, limit: 6000 },
        { family: 'spot', kind: 'orders', window: '10s', used: 3, limit: null },
      ],
      blockedUntil: 5000,
      blockedReason: 'HTTP 429: the order-count limit was exceeded; new orders wait',
      blocks: [
        {
          family: 'spot',
          scope: 'orders',
          until: 5000,
          reason: 'HTTP 429: the order-count limit was exceeded; new orders wait',
        },
      ],
    });
    expect(limitsView(meter.snapshot(), 5000)).toMatchObject({
      blockedUntil: null,
      blockedReason: null,
      blocks: [],
    });
  });

  it('names the families whose host is blocked: every family on a shared host, only its own on a separate one', () => {
    const meter = createRateLimits();
    meter.route('spot', 'http://paper');
    meter.route('usdm', 'http://paper');
    meter.route('coinm', 'http://dapi');
    meter.block({ origin: 'http://paper', scope: 'all', until: 9000, status: 429 });
    const families = (now: number) => limitsView(meter.snapshot(), now).blocks.map((b) => b.family);
    expect(families(1000)).toEqual(['spot', 'usdm']);

    meter.block({ origin: 'http://dapi', scope: 'all', until: 4000, status: 418 });
    expect(limitsView(meter.snapshot(), 1000).blocks).toContainEqual({
      family: 'coinm',
      scope: 'all',
      until: 4000,
      reason: 'HTTP 418: the IP is banned for sending after a rate limit; every request waits',
    });
    expect(families(4000)).toEqual(['spot', 'usdm']);
  });

  it("lists the terminal's own hold of reads with the blocks and its weight, not as the venue's block", () => {
    const meter = createRateLimits();
    meter.setLimits('spot', [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 },
    ]);
    meter.route('spot', 'http://v');
    meter.record('spot', new Headers({ 'x-mbx-used-weight-1m': '5400' }), 1000);
    meter.holdReadsNearLimit('spot', 'http://v', 1000, 60_000 + 15_000);

    expect(limitsView(meter.snapshot(), 2000)).toMatchObject({
      blockedUntil: null,
      blockedReason: null,
      blocks: [
        {
          family: 'spot',
          scope: 'reads',
          until: 46_000,
          reason:
            'Request weight 5,400 of 6,000 used this minute: reads wait for the next minute, the rest is kept for orders',
        },
      ],
    });
  });
});
