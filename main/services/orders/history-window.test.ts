import { describe, expect, it } from 'vitest';
import { dayMs, pagedByDay } from './history-window';

describe('history paged by the venue 24-hour window', () => {
  it('asks once for a range within one window', async () => {
    const asked: object[] = [];
    await pagedByDay({ startTime: 0, endTime: dayMs, limit: 10 }, 5 * dayMs, async (w) => {
      asked.push(w);
      return [];
    });
    expect(asked).toEqual([{ startTime: 0, endTime: dayMs, limit: 10 }]);
  });

  it('asks once per day, oldest first, until the limit is reached', async () => {
    const asked: Array<{ startTime?: number; endTime?: number; limit?: number }> = [];
    const items = await pagedByDay({ startTime: 0, endTime: 3 * dayMs, limit: 5 }, 9 * dayMs, async (w) => {
      asked.push(w);
      return [w.startTime, w.startTime];
    });
    expect(asked).toEqual([
      { startTime: 0, endTime: dayMs - 1, limit: 5 },
      { startTime: dayMs, endTime: 2 * dayMs - 1, limit: 3 },
      { startTime: 2 * dayMs, endTime: 3 * dayMs - 1, limit: 1 },
    ]);
    expect(items).toEqual([0, 0, dayMs, dayMs, 2 * dayMs]);
  });

  it('runs to now when no end is given', async () => {
    const asked: Array<{ startTime?: number; endTime?: number }> = [];
    await pagedByDay({ startTime: 0 }, dayMs + 10, async (w) => {
      asked.push(w);
      return [];
    });
    expect(asked.map((w) => [w.startTime, w.endTime])).toEqual([
      [0, dayMs - 1],
      [dayMs, dayMs + 10],
    ]);
  });
});
