import { describe, expect, it } from 'vitest';
import { createMiningState, MINING_ALGORITHMS, miningRoutes } from './index';

const LIST = 'GET /sapi/v1/mining/statistics/user/list';
const DETAILS = 'GET /sapi/v1/mining/hash-transfer/profit/details';
const NOW = Date.UTC(2026, 10, 21, 9, 30, 15);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function call(route: string, params: Record<string, string>, seed = 7, now = NOW) {
  return miningRoutes(createMiningState({ seed }))[route]!.handler({ accountId: 'alice', params, now });
}

interface Point {
  time: number;
  hashrate: string;
  reject: string;
}
interface Series {
  type: string;
  userName: string;
  list: Point[];
}
interface Details {
  profitTransferDetails: Record<string, unknown>[];
  totalNum: number;
  pageSize: number;
}

describe('GET /sapi/v1/mining/statistics/user/list', () => {
  it('answers hourly and daily hashrate series in the {code, msg, data} envelope', () => {
    const reply = call(LIST, { algo: 'sha256', userName: 'rig_owner' });
    expect(reply.status).toBe(200);
    const body = reply.body as { code: number; msg: string; data: Series[] };
    expect([body.code, body.msg]).toEqual([0, '']);
    const [hourly, daily] = body.data;
    expect([hourly!.type, daily!.type]).toEqual(['H_hashrate', 'D_hashrate']);
    expect(hourly!.userName).toBe('rig_owner');
    expect(hourly!.list).toHaveLength(24);
    expect(daily!.list).toHaveLength(30);
    const lastHour = Math.floor(NOW / HOUR) * HOUR - HOUR;
    expect(hourly!.list.at(-1)!.time).toBe(lastHour);
    expect(hourly!.list[1]!.time - hourly!.list[0]!.time).toBe(HOUR);
    expect(daily!.list.at(-1)!.time).toBe(Math.floor(NOW / DAY) * DAY - DAY);
    for (const point of [...hourly!.list, ...daily!.list]) {
      expect(point.hashrate).toMatch(/^\d+\.\d{8}$/);
      expect(point.reject).toMatch(/^0\.0[0-3]\d{6}$/);
    }
  });

  it('is deterministic per name and differs between names', () => {
    const a = call(LIST, { algo: 'sha256', userName: 'alpha' }).body;
    expect(call(LIST, { algo: 'SHA256', userName: 'alpha' }).body).toEqual(a);
    expect(call(LIST, { algo: 'sha256', userName: 'beta' }).body).not.toEqual(a);
  });

  it('keeps the points of overlapping windows equal as time passes', () => {
    const earlier = (call(LIST, { algo: 'scrypt', userName: 'alpha' }).body as { data: Series[] }).data[0]!
      .list;
    const later = (
      call(LIST, { algo: 'scrypt', userName: 'alpha' }, 7, NOW + HOUR).body as { data: Series[] }
    ).data[0]!.list;
    expect(later.slice(0, 23)).toEqual(earlier.slice(1));
  });

  it('refuses missing and bad parameters', () => {
    expect(call(LIST, { userName: 'alpha' })).toEqual({
      status: 400,
      body: { code: -1102, msg: "Mandatory parameter 'algo' was not sent, was empty/null, or malformed." },
    });
    expect(call(LIST, { algo: 'sha256' }).body).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'userName' was not sent, was empty/null, or malformed.",
    });
    expect(call(LIST, { algo: 'x11', userName: 'alpha' }).body).toEqual({
      code: -1130,
      msg: "Data sent for parameter 'algo' is not valid.",
    });
    expect(call(LIST, { algo: 'sha256', userName: 'not a name' }).body).toMatchObject({ code: -1130 });
  });
});

describe('GET /sapi/v1/mining/hash-transfer/profit/details', () => {
  const details = (params: Record<string, string>) => (call(DETAILS, params).body as { data: Details }).data;

  it('pages the daily transfers newest first, with totalNum and pageSize', () => {
    const first = details({ configId: '168', userName: 'alpha', pageSize: '10' });
    expect(first.pageSize).toBe(10);
    expect(first.totalNum).toBeGreaterThanOrEqual(7);
    expect(first.profitTransferDetails).toHaveLength(Math.min(10, first.totalNum));
    const [newest] = first.profitTransferDetails;
    expect(newest).toMatchObject({ poolUsername: 'alpha', day: 20261120 });
    expect(typeof newest!.hashRate).toBe('number');
    expect(typeof newest!.amount).toBe('number');
    expect(newest!.toPoolUsername).toMatch(/^alphabuyer\d+$/);
    const all = details({ configId: '168', userName: 'alpha', pageSize: '200' });
    expect(all.profitTransferDetails).toHaveLength(all.totalNum);
    expect(all.profitTransferDetails.slice(0, 10)).toEqual(first.profitTransferDetails);
    const second = details({ configId: '168', userName: 'alpha', pageSize: '10', pageIndex: '2' });
    expect(second.profitTransferDetails).toEqual(all.profitTransferDetails.slice(10, 20));
    const beyond = details({ configId: '168', userName: 'alpha', pageSize: '10', pageIndex: '99' });
    expect(beyond).toEqual({ profitTransferDetails: [], totalNum: all.totalNum, pageSize: 10 });
  });

  it('prices each day as hashrate times the coin yield, fixed per configuration', () => {
    const { profitTransferDetails } = details({ configId: '3', userName: 'alpha', pageSize: '200' });
    for (const row of profitTransferDetails) {
      const algorithm = MINING_ALGORITHMS.find((a) => a.name === row.algoName)!;
      expect(row.coinName).toBe(algorithm.coin);
      const units = (BigInt(row.hashRate as number) * algorithm.unitsPerTeraDay) / 10n ** 12n;
      expect(Math.round((row.amount as number) * 1e8)).toBe(Number(units));
    }
    expect(details({ configId: '4', userName: 'alpha', pageSize: '200' })).not.toEqual(
      details({ configId: '3', userName: 'alpha', pageSize: '200' }),
    );
  });

  it('refuses missing and bad parameters', () => {
    expect(call(DETAILS, { userName: 'alpha' }).body).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'configId' was not sent, was empty/null, or malformed.",
    });
    expect(call(DETAILS, { configId: 'abc', userName: 'alpha' }).body).toMatchObject({ code: -1102 });
    expect(call(DETAILS, { configId: '1' }).body).toMatchObject({ code: -1102 });
    expect(call(DETAILS, { configId: '1', userName: 'alpha', pageSize: '9' }).body).toEqual({
      code: -1130,
      msg: "Data sent for parameter 'pageSize' is not valid.",
    });
    expect(call(DETAILS, { configId: '1', userName: 'alpha', pageSize: '201' }).body).toEqual({
      code: -1102,
      msg: "'pageSize' contains unexpected value. Cannot be greater than 200.",
    });
    expect(call(DETAILS, { configId: '1', userName: 'alpha', pageIndex: '0' }).body).toMatchObject({
      code: -1130,
    });
  });

  it('declares USER_DATA and weight 5 for both endpoints', () => {
    const routes = miningRoutes(createMiningState());
    expect(routes[LIST]).toMatchObject({ security: 'USER_DATA', weight: 5 });
    expect(routes[DETAILS]).toMatchObject({ security: 'USER_DATA', weight: 5 });
  });
});
