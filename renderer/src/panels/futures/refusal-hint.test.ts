import { describe, expect, it } from 'vitest';
import { futuresRefusals } from '@shared/api/futures/refusals';
import { btcusdtPerp } from './fake-futures';
import { futuresRefusalHint } from './refusal-hint';

describe('a futures refusal’s hint', () => {
  it('gives the decimals, the price range and tick, or the size range and step the symbol takes', () => {
    expect(futuresRefusalHint(futuresRefusals.precision(), btcusdtPerp)).toBe(
      'BTCUSDT prices take at most 2 decimals, quantities 3.',
    );
    expect(futuresRefusalHint(futuresRefusals.priceNotOnTick(), btcusdtPerp)).toBe(
      'Prices run from 0.1 to 1,000,000.0 in ticks of 0.1.',
    );
    expect(futuresRefusalHint(futuresRefusals.qtyBelowMin(), btcusdtPerp)).toBe(
      'Quantities run from 0.001 to 1,000.000 in steps of 0.001.',
    );
  });

  it('adds nothing where the venue’s message says it all', () => {
    expect(futuresRefusalHint(futuresRefusals.marginInsufficient(), btcusdtPerp)).toBeNull();
  });
});
