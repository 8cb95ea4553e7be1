import { describe, expect, it } from 'vitest';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import type { FilterFailure } from '@shared/market/filters';
import { PAPER_SYMBOLS } from '@shared/market/paper-symbols';
import { filterHint, filterInWords } from './filter-hint';

const btc = PAPER_SYMBOLS.find((s) => s.symbol === 'BTCUSDT')!;
const failure = (filterType: string): FilterFailure => ({
  code: -1013,
  msg: `Filter failure: ${filterType}`,
  filterType,
});
const filterOf = (type: string) => btc.filters.find((f) => f.filterType === type) as Record<string, string>;

describe('what a filter wants, in the terminal’s figures', () => {
  it('writes the price bounds on the tick and the tick without trailing zeros', () => {
    const f = filterOf('PRICE_FILTER');
    expect(filterHint(failure('PRICE_FILTER'), btc)).toBe(
      `Prices run from ${formatPrice(f.minPrice!, f.tickSize!)} to ${formatPrice(f.maxPrice!, f.tickSize!)} in ticks of 0.01.`,
    );
  });

  it('writes the quantity bounds on the step', () => {
    const f = filterOf('LOT_SIZE');
    expect(filterHint(failure('LOT_SIZE'), btc)).toBe(
      `Quantities run from ${formatQuantity(f.minQty!, f.stepSize!)} to ${formatQuantity(f.maxQty!, f.stepSize!)} in steps of 0.00001.`,
    );
  });

  it('writes bounds exactly where the step is zero (any size)', () => {
    const symbol: SymbolInfo = {
      ...btc,
      filters: [
        {
          filterType: 'MARKET_LOT_SIZE',
          minQty: '0.00000000',
          maxQty: '100.50000000',
          stepSize: '0.00000000',
        },
      ],
    };
    expect(filterHint(failure('MARKET_LOT_SIZE'), symbol)).toBe('Quantities run from 0 to 100.5.');
  });
});

describe('a filter in words', () => {
  it('says what the filter limits, then its name', () => {
    expect(filterInWords('MAX_NUM_ORDERS')).toBe('the open-order limit (MAX_NUM_ORDERS)');
    expect(filterInWords('EXCHANGE_MAX_NUM_ALGO_ORDERS')).toBe(
      "the venue's stop-order limit (EXCHANGE_MAX_NUM_ALGO_ORDERS)",
    );
  });

  it('keeps the name of a filter it does not know', () => {
    expect(filterInWords('NEW_FILTER')).toBe('NEW_FILTER');
  });
});
