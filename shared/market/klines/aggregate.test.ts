import { describe, expect, it } from 'vitest';
import { aggregateKlines, selectKlineOpens, type KlineTrade } from './aggregate';

const minute = 60_000;
const t0 = Date.parse('2024-05-01T10:00:00Z');

const trades: KlineTrade[] = [
  { time: t0 + 1_000, price: '100.5', qty: '2', isBuyerMaker: false },
  { time: t0 + 20_000, price: '101.25', qty: '0.5', isBuyerMaker: true },
  { time: t0 + 59_999, price: '99.75', qty: '1', isBuyerMaker: false },
  // 10:01 and 10:02 have no trades.
  { time: t0 + 3 * minute, price: '102', qty: '0.1', quoteQty: '10.2', isBuyerMaker: true },
];

describe('aggregateKlines', () => {
  it('builds 12-field rows and fills buckets without trades with the previous close', () => {
    const rows = aggregateKlines(trades, { interval: '1m', limit: 500, now: t0 + 3 * minute + 5_000 });
    expect(rows).toEqual([
      [
        t0,
        '100.50000000',
        '101.25000000',
        '99.75000000',
        '99.75000000',
        '3.50000000',
        t0 + minute - 1,
        // 100.5×2 + 101.25×0.5 + 99.75×1
        '351.37500000',
        3,
        '3.00000000',
        '300.75000000',
        '0',
      ],
      [
        t0 + minute,
        '99.75000000',
        '99.75000000',
        '99.75000000',
        '99.75000000',
        '0.00000000',
        t0 + 2 * minute - 1,
        '0.00000000',
        0,
        '0.00000000',
        '0.00000000',
        '0',
      ],
      [
        t0 + 2 * minute,
        '99.75000000',
        '99.75000000',
        '99.75000000',
        '99.75000000',
        '0.00000000',
        t0 + 3 * minute - 1,
        '0.00000000',
        0,
        '0.00000000',
        '0.00000000',
        '0',
      ],
      [
        t0 + 3 * minute,
        '102.00000000',
        '102.00000000',
        '102.00000000',
        '102.00000000',
        '0.10000000',
        t0 + 4 * minute - 1,
        '10.20000000',
        1,
        '0.00000000',
        '0.00000000',
        '0',
      ],
    ]);
  });

  it('keeps generating empty klines up to the one still open now', () => {
    const rows = aggregateKlines(trades, { interval: '1m', limit: 500, now: t0 + 6 * minute + 1 });
    expect(rows.map((row) => row[0])).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => t0 + n * minute));
    expect(rows.at(-1)?.slice(1, 5)).toEqual([
      '102.00000000',
      '102.00000000',
      '102.00000000',
      '102.00000000',
    ]);
    expect(rows.at(-1)?.[8]).toBe(0);
  });

  it('returns the newest `limit` klines without startTime, and runs forward from startTime', () => {
    const now = t0 + 3 * minute + 5_000;
    expect(aggregateKlines(trades, { interval: '1m', limit: 2, now }).map((row) => row[0])).toEqual([
      t0 + 2 * minute,
      t0 + 3 * minute,
    ]);
    expect(
      aggregateKlines(trades, { interval: '1m', limit: 2, now, startTime: t0 + 30_000 }).map((row) => row[0]),
    ).toEqual([t0 + minute, t0 + 2 * minute]);
    expect(
      aggregateKlines(trades, { interval: '1m', limit: 500, now, endTime: t0 + minute }).map((row) => row[0]),
    ).toEqual([t0, t0 + minute]);
    expect(
      aggregateKlines(trades, {
        interval: '1m',
        limit: 500,
        now,
        startTime: t0 - 10 * minute,
        endTime: t0,
      }).map((row) => row[0]),
    ).toEqual([t0]);
  });

  it('aggregates across a larger interval and a time zone', () => {
    const rows = aggregateKlines(trades, {
      interval: '1d',
      offsetMinutes: 480,
      limit: 10,
      now: t0 + 4 * minute,
    });
    // 10:00Z is 18:00 at +08:00: the day opened at 2024-04-30T16:00Z.
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe(Date.parse('2024-04-30T16:00:00Z'));
    expect(rows[0]?.[6]).toBe(Date.parse('2024-05-01T15:59:59.999Z'));
    expect(rows[0]?.[8]).toBe(4);
    expect(rows[0]?.[4]).toBe('102.00000000');
  });

  it('gives nothing before the first trade and nothing without trades', () => {
    expect(aggregateKlines([], { interval: '1m', limit: 10, now: t0 })).toEqual([]);
    expect(aggregateKlines(trades, { interval: '1m', limit: 10, now: t0 + minute, endTime: t0 - 1 })).toEqual(
      [],
    );
  });

  it('keeps exact decimals (no float drift)', () => {
    const rows = aggregateKlines(
      [
        { time: t0, price: '0.1', qty: '0.1', isBuyerMaker: false },
        { time: t0 + 1, price: '0.2', qty: '0.2', isBuyerMaker: false },
      ],
      { interval: '1s', limit: 1, now: t0 + 2, decimals: 2 },
    );
    expect(rows[0]?.[5]).toBe('0.30');
    expect(rows[0]?.[7]).toBe('0.05');
  });
});

describe('selectKlineOpens', () => {
  it('picks the same buckets aggregateKlines fills', () => {
    const query = { interval: '1m' as const, limit: 3, now: t0 + 10 * minute };
    expect(selectKlineOpens(query, t0 + 5)).toEqual([8, 9, 10].map((n) => t0 + n * minute));
    expect(selectKlineOpens({ ...query, startTime: t0 + 1 }, t0 + 5)).toEqual(
      [1, 2, 3].map((n) => t0 + n * minute),
    );
    expect(aggregateKlines(trades, query).map((row) => row[0])).toEqual(
      selectKlineOpens(query, trades[0]!.time),
    );
  });
});
