import { describe, expect, it } from 'vitest';
import { formatTyped } from '@shared/decimal/format';
import { farSideNote } from './far-side';

/** As the form writes a typed price: grouped, padded to the tick of 0.01. */
const shown = (typed: string) => formatTyped(typed, '0.01');
const last = { price: '65000.5', shown: '65,000.50', what: 'last price' };

describe('a price alert on the far side of the market', () => {
  it('says it waits for the price to come back and cross', () => {
    expect(farSideNote('above', '1000', last, shown)).toBe(
      'The last price is 65,000.50, already at or above 1,000.00: the alert fires once it has fallen ' +
        'below 1,000.00 and rises to it again.',
    );
    expect(farSideNote('below', '70000', last, shown)).toBe(
      'The last price is 65,000.50, already at or below 70,000.00: the alert fires once it has risen ' +
        'above 70,000.00 and falls to it again.',
    );
    expect(farSideNote('above', '65000.5', last, shown)).toContain('already at or above');
  });

  it('says nothing for a target the market has yet to reach, or while a figure is unknown or malformed', () => {
    expect(farSideNote('above', '70000', last, shown)).toBeNull();
    expect(farSideNote('below', '1000', last, shown)).toBeNull();
    expect(farSideNote('above', '1000', null, shown)).toBeNull();
    expect(farSideNote('above', 'abc', last, shown)).toBeNull();
    expect(farSideNote('above', '0', last, shown)).toBeNull();
  });
});
