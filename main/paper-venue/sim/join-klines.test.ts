import { describe, expect, it } from 'vitest';
import type { KlineRow } from '@shared/market/klines';
import { joinKlines } from './join-klines';

const row = (open: number, o: string, h: string, l: string, c: string, v: string, n: number): KlineRow => [
  open,
  o,
  h,
  l,
  c,
  v,
  open + 59_999,
  v,
  n,
  '0.00000000',
  '0.00000000',
  '0',
];

describe('joinKlines', () => {
  const history = [row(0, '10', '12', '9', '11', '1', 3), row(60_000, '11', '13', '10', '12', '2', 4)];

  it('merges the bucket that spans the start and appends later live buckets', () => {
    const live = [
      row(60_000, '12', '15', '11', '14', '0.5', 2),
      row(120_000, '14', '14', '13', '13', '1', 1),
    ];
    const joined = joinKlines(history, live, 500, false);
    expect(joined).toHaveLength(3);
    expect(joined[1]).toEqual([
      60_000,
      '11',
      '15',
      '10',
      '14',
      '2.50000000',
      119_999,
      '2.50000000',
      6,
      '0.00000000',
      '0.00000000',
      '0',
    ]);
  });

  it('keeps the historical bucket when the live part is empty and pages by limit', () => {
    const live = [row(60_000, '0', '0', '0', '0', '0', 0), row(120_000, '12', '12', '12', '12', '1', 1)];
    expect(joinKlines(history, live, 500, false)[1]).toBe(history[1]);
    expect(joinKlines(history, live, 2, true).map((k) => k[0])).toEqual([0, 60_000]);
    expect(joinKlines(history, live, 2, false).map((k) => k[0])).toEqual([60_000, 120_000]);
  });
});
