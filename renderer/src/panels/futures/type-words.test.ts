import { describe, expect, it } from 'vitest';
import { priceMatch } from '@shared/api/futures/enums';
import { priceMatchWord } from './type-words';

describe('price match in words', () => {
  it('names every option the venue takes as the Binance app does', () => {
    expect(priceMatch.options.map(priceMatchWord)).toEqual([
      'Typed price',
      'Counterparty 1',
      'Counterparty 5',
      'Counterparty 10',
      'Counterparty 20',
      'Queue 1',
      'Queue 5',
      'Queue 10',
      'Queue 20',
    ]);
  });
});
