import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../test-support/refusal';
import { startLoopbackVenue, type LoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createMiningService } from './mining-service';

let venue: LoopbackVenue;
let h: ReturnType<typeof createMiningService>['handlers'];
beforeAll(async () => {
  venue = await startLoopbackVenue(['miner']);
  const client = venue.client('miner');
  h = createMiningService({ mining: async () => client.mining }).handlers;
});
afterAll(() => venue.close());

const context = { sessionId: 'test' };

describe('mining service over loopback', () => {
  it('reads hourly and daily hashrate series with reject rates, oldest first', async () => {
    const view = await h['tt:mining:hashrate']({ algo: 'sha256', userName: 'alpha' }, context);
    expect(view).toMatchObject({ algo: 'sha256', userName: 'alpha' });
    expect(view.hourly).toHaveLength(24);
    expect(view.daily).toHaveLength(30);
    for (const series of [view.hourly, view.daily]) {
      const times = series.map((p) => p.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const point of series) {
        expect(point.hashrate).toMatch(/^\d+(\.\d+)?$/);
        expect(point.reject).toMatch(/^0(\.\d+)?$/);
      }
    }
    expect(view.hourly[1]!.time - view.hourly[0]!.time).toBe(3_600_000);
    expect(view.daily[1]!.time - view.daily[0]!.time).toBe(86_400_000);
    const other = await h['tt:mining:hashrate']({ algo: 'sha256', userName: 'beta' }, context);
    expect(other.hourly.map((p) => p.hashrate)).not.toEqual(view.hourly.map((p) => p.hashrate));
  });

  it('pages the profit transfer details: pages join up to totalNum without overlap', async () => {
    const first = await h['tt:mining:profitTransfers'](
      { configId: 3, userName: 'alpha', pageIndex: 1, pageSize: 10 },
      context,
    );
    expect(first.totalNum).toBeGreaterThanOrEqual(7);
    expect(first.pageSize).toBe(10);
    expect(first.pageCount).toBe(Math.ceil(first.totalNum / 10));
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page += 1)
      pages.push(
        await h['tt:mining:profitTransfers'](
          { configId: 3, userName: 'alpha', pageIndex: page, pageSize: 10 },
          context,
        ),
      );
    const days = pages.flatMap((p) => p.details.map((d) => d.day));
    expect(days).toHaveLength(first.totalNum);
    expect(new Set(days).size).toBe(days.length);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const detail = first.details[0]!;
    expect(detail.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(detail.hashRate).toMatch(/^\d+(\.\d+)?$/);
    const whole = await h['tt:mining:profitTransfers'](
      { configId: 3, userName: 'alpha', pageSize: 200 },
      context,
    );
    expect(whole.details.map((d) => d.day)).toEqual(days);
    expect(whole.pageIndex).toBe(1);
  });

  it("answers bad parameters with the venue's codes and messages", async () => {
    const pageSizeHigh = await refusal(
      h['tt:mining:profitTransfers']({ configId: 3, userName: 'alpha', pageSize: 201 }, context),
    );
    expect(pageSizeHigh).toMatchObject({ kind: 'venue', code: -1102, status: 400 });
    expect(pageSizeHigh.message).toContain(
      "'pageSize' contains unexpected value. Cannot be greater than 200.",
    );
    const pageSizeLow = await refusal(
      h['tt:mining:profitTransfers']({ configId: 3, userName: 'alpha', pageSize: 9 }, context),
    );
    expect(pageSizeLow.message).toContain("Data sent for parameter 'pageSize' is not valid.");
    expect(pageSizeLow.code).toBe(-1130);
    const config = await refusal(h['tt:mining:profitTransfers']({ configId: 0, userName: 'alpha' }, context));
    expect(config.code).toBe(-1130);
    const algo = await refusal(h['tt:mining:hashrate']({ algo: 'md5', userName: 'alpha' }, context));
    expect(algo.message).toContain("Data sent for parameter 'algo' is not valid.");
    const user = await refusal(h['tt:mining:hashrate']({ algo: 'sha256', userName: 'not a name!' }, context));
    expect(user.code).toBe(-1130);
  });
});
