import { describe, expect, it } from 'vitest';
import { layoutFileName, layoutFileText, parseLayoutFile } from './layout-file';

const known = new Set(['candles', 'watchlist']);
const layout = {
  grid: { root: { type: 'branch', data: [] }, width: 800, height: 600, orientation: 'HORIZONTAL' },
  panels: { candles: { id: 'candles', contentComponent: 'candles', params: { symbol: 'BTCUSDT' } } },
  activeGroup: '1',
};

describe('a layout file', () => {
  it('reads back what was exported, name and layout', () => {
    expect(parseLayoutFile(layoutFileText('Scalping', layout), known)).toEqual({
      ok: true,
      file: { name: 'Scalping', layout },
    });
  });

  it('refuses text that is not JSON', () => {
    expect(parseLayoutFile('name,price\nBTC,1', known)).toEqual({
      ok: false,
      error: 'This file is not a layout: it is not JSON.',
    });
  });

  it('refuses JSON of another kind', () => {
    for (const text of ['{"balances":[]}', '[1,2]', 'null', '"layout"', JSON.stringify(layout)])
      expect(parseLayoutFile(text, known)).toEqual({
        ok: false,
        error: 'This file is not a layout exported by Tape Terminal.',
      });
  });

  it('says where an exported layout is damaged', () => {
    const text = layoutFileText('Broken', { ...layout, grid: { ...layout.grid, width: 'wide' } });
    const result = parseLayoutFile(text, known);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/damaged: layout\.grid\.width/) });
  });

  it('refuses a layout naming a panel this terminal does not know', () => {
    const odd = { ...layout, panels: { x: { id: 'x', contentComponent: 'spreadsheet' } } };
    expect(parseLayoutFile(layoutFileText('Odd', odd), known)).toEqual({
      ok: false,
      error: 'This layout has panels this terminal does not know: spreadsheet.',
    });
  });

  it('refuses an empty name', () => {
    expect(parseLayoutFile(layoutFileText('  ', layout), known)).toMatchObject({ ok: false });
  });

  it('gets a file name safe on every OS', () => {
    expect(layoutFileName('Scalping / BTC: 1m')).toBe('Scalping-BTC-1m.layout.json');
    expect(layoutFileName('???')).toBe('layout.layout.json');
  });
});
