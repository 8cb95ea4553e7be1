import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { setMarkPrice } from '../../paper-venue/futures';
import { futuresAlertsOverLoopback, type FuturesAlertsOverLoopback } from '../test-support/futures-alerts';
import { futuresBasisOf } from './futures-basis';

/** A USD-M position's P&L alert against the paper venue over loopback: its position and its marks. */
let h: FuturesAlertsOverLoopback;
let venue: FuturesAlertsOverLoopback['venue'];
let futures: FuturesAlertsOverLoopback['futures'];
let fired: FuturesAlertsOverLoopback['fired'];
let marks: FuturesAlertsOverLoopback['marks'];
let ipc: FuturesAlertsOverLoopback['ipc'];

const context = { sessionId: 's1' };

beforeEach(async () => {
  h = await futuresAlertsOverLoopback((futures) => ({
    futuresBasis: futuresBasisOf({ positionOf: (family, symbol) => futures.positionOf(family, symbol) }),
  }));
  ({ venue, futures, fired, marks, ipc } = h);
});

afterEach(() => h.close());

describe("a futures position's P&L alert", () => {
  it('values the position at each mark and fires where its P&L crosses the amount', async () => {
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await futures.handlers['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.100' } },
      context,
    );
    const [held] = await futures.handlers['tt:futures:positions'](
      { family: 'usdm', symbol: 'BTCUSDT' },
      context,
    );
    const entry = dec(held!.entryPrice);
    const alert = await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'positionPnl', direction: 'above', amount: '20' },
      sound: false,
    });
    expect(alert).toMatchObject({ market: 'usdm', status: 'armed' });
    await vi.waitFor(() => expect(marks.length).toBeGreaterThan(0), { timeout: 5000 });
    // 0.100 × 150 = +15: not yet.
    setMarkPrice(venue.state, 'BTCUSDT', entry.plus(150).toFixed(1), Date.now());
    await vi.waitFor(() => expect(dec(marks.at(-1)!.markPrice).eq(entry.plus(150))).toBe(true), {
      timeout: 5000,
    });
    expect(fired).toEqual([]);
    // 0.100 × 250 = +25: past +20.
    setMarkPrice(venue.state, 'BTCUSDT', entry.plus(250).toFixed(1), Date.now());
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
    expect(fired[0]!.message).toMatch(/^BTCUSDT USD-M position P&L crossed above 20: \+?25(\.0+)? at /);
    expect(dec(fired[0]!.alert.fired!.price).eq(entry.plus(250))).toBe(true);
  });

  it('is a contract’s alert only, and a contract with no position sets off nothing', async () => {
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'BTCUSDT',
        condition: { kind: 'positionPnl', direction: 'above', amount: '20' },
        sound: false,
      }),
    ).rejects.toThrow(/a contract's alert/);
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await ipc('tt:alerts:create', {
      symbol: 'BTCUSDT',
      market: 'usdm',
      condition: { kind: 'positionPnl', direction: 'below', amount: '-10' },
      sound: false,
    });
    await vi.waitFor(() => expect(marks.length).toBeGreaterThan(0), { timeout: 5000 });
    setMarkPrice(venue.state, 'BTCUSDT', '20000', Date.now());
    await vi.waitFor(() => expect(dec(marks.at(-1)!.markPrice).eq('20000')).toBe(true), { timeout: 5000 });
    expect(fired).toEqual([]);
  });
});
