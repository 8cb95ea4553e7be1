import { describe, expect, it } from 'vitest';
import type { TickerView } from '@shared/ipc/market';
import type { SymbolPrecision } from '@shared/market/symbol-precision';
import { bySymbol, nextSort, sortRows } from './watchlist-sort';

const row = (symbol: string) => ({ symbol }) as SymbolPrecision;
const ticker = (priceChangePercent: string, quoteVolume: string) =>
  ({ priceChangePercent, quoteVolume }) as TickerView;
const tickers = new Map<string, TickerView>([
  ['AAAUSDT', ticker('-2.50', '900.5')],
  ['BBBUSDT', ticker('10.01', '1200')],
  // As a float 0.1 + 0.2 is not 0.3; the figures compare as the decimals they are.
  ['CCCUSDT', ticker('0.3', '1200.0000001')],
]);
const rows = ['CCCUSDT', 'AAAUSDT', 'DDDUSDT', 'BBBUSDT'].map(row);
const names = (sorted: SymbolPrecision[]) => sorted.map((s) => s.symbol);

describe('sorting the watchlist', () => {
  it('sorts by symbol, 24 h change or volume, largest first for figures, symbols without a ticker last', () => {
    expect(names(sortRows(rows, [], tickers, bySymbol))).toEqual([
      'AAAUSDT',
      'BBBUSDT',
      'CCCUSDT',
      'DDDUSDT',
    ]);
    const change = nextSort(bySymbol, 'change');
    expect(change).toEqual({ key: 'change', descending: true });
    expect(names(sortRows(rows, [], tickers, change))).toEqual(['BBBUSDT', 'CCCUSDT', 'AAAUSDT', 'DDDUSDT']);
    expect(names(sortRows(rows, [], tickers, nextSort(change, 'change')))).toEqual([
      'AAAUSDT',
      'CCCUSDT',
      'BBBUSDT',
      'DDDUSDT',
    ]);
    expect(names(sortRows(rows, [], tickers, nextSort(change, 'volume')))).toEqual([
      'CCCUSDT',
      'BBBUSDT',
      'AAAUSDT',
      'DDDUSDT',
    ]);
  });

  it('keeps favourites first in any order', () => {
    expect(names(sortRows(rows, ['AAAUSDT'], tickers, { key: 'change', descending: true }))).toEqual([
      'AAAUSDT',
      'BBBUSDT',
      'CCCUSDT',
      'DDDUSDT',
    ]);
  });
});
