import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { setMarkPrice } from '../../paper-venue/futures';
import { futuresAlertsOverLoopback, type FuturesAlertsOverLoopback } from '../test-support/futures-alerts';
import { futuresMarginOf } from './futures-margin-basis';
import { crossMarginRatio } from '@shared/api/futures/margin-ratio';

/** A USD-M contract's margin ratio alert against the paper venue over loopback: its account and its marks. */
let h: FuturesAlertsOverLoopback;
let venue: FuturesAlertsOverLoopback['venue'];
let futures: FuturesAlertsOverLoopback['futures'];
let alerts: FuturesAlertsOverLoopback['alerts'];
let fired: FuturesAlertsOverLoopback['fired'];
let marks: FuturesAlertsOverLoopback['marks'];
let ipc: FuturesAlertsOverLoopback['ipc'];

const context = { sessionId: 's1' };

beforeEach(async () => {
  h = await futuresAlertsOverLoopback((futures) => ({
    futuresMargin: futuresMarginOf(futures.margin),
  }));
  ({ venue, futures, alerts, fired, marks, ipc } = h);
});

afterEach(() => h.close());

/** The venue's own cross margin ratio of USDT now, from its account. */
async function venueRatio() {
  const account = await futures.handlers['tt:futures:account']({ family: 'usdm' }, context);
  const usdt = account.wallets.find((w) => w.asset === 'USDT')!;
  return crossMarginRatio(
    usdt.crossWalletBalance,
    account.positions.map((p) => ({
      maintMargin: p.maintMargin,
      unrealized: p.unrealizedPnl,
      isolated: p.isolated,
    })),
  )!;
}

/** A BTCUSDT USD-M margin ratio alert at `percent`. */
const armMarginAlert = (percent: string) =>
  ipc('tt:alerts:create', {
    symbol: 'BTCUSDT',
    market: 'usdm',
    condition: { kind: 'marginRatio', percent },
    sound: false,
  });

/**
 * Once the alert has fired: the venue's own ratio, past `percent` and short of liquidation, as the
 * firing writes it ("52.10").
 */
async function firedAtVenueRatio(percent: string): Promise<string> {
  await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
  const ratio = await venueRatio();
  expect(ratio.gt(dec(percent).div(100)) && ratio.lt(1)).toBe(true);
  return ratio.mul(100).toDecimalPlaces(2).toFixed(2);
}

describe("a futures contract's margin ratio alert", () => {
  it('values the margin at each mark and fires where the ratio crosses above the percentage, as the venue counts it', async () => {
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await futures.handlers['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '5.000' } },
      context,
    );
    const alert = await armMarginAlert('50');
    expect(alert).toMatchObject({ market: 'usdm', status: 'armed' });
    await vi.waitFor(() => expect(marks.length).toBeGreaterThan(0), { timeout: 5000 });
    // 5 BTC bought near 30,000 on a 10,000 USDT wallet: at 28,500 the ratio is about a quarter.
    setMarkPrice(venue.state, 'BTCUSDT', '28500', Date.now());
    await vi.waitFor(() => expect(dec(marks.at(-1)!.markPrice).eq('28500')).toBe(true), { timeout: 5000 });
    expect(fired).toEqual([]);
    expect((await venueRatio()).lt('0.5')).toBe(true);
    // At 28,200 it is past a half, short of the venue's liquidation at 100 %.
    setMarkPrice(venue.state, 'BTCUSDT', '28200', Date.now());
    const percent = await firedAtVenueRatio('50');
    expect(fired[0]!.message).toBe(
      `BTCUSDT USD-M margin ratio crossed above 50 %: ${percent} % at a mark of 28,200.0.`,
    );
  });

  it('values the other cross positions at their own contracts’ marks: another contract’s fall sets it off', async () => {
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    setMarkPrice(venue.state, 'ETHUSDT', '2000', Date.now());
    const buy = (symbol: string, quantity: string) =>
      futures.handlers['tt:futures:place'](
        { family: 'usdm', order: { type: 'MARKET', symbol, side: 'BUY', quantity } },
        context,
      );
    await buy('BTCUSDT', '3.000');
    await buy('ETHUSDT', '40.000');
    await armMarginAlert('30');
    const ethMark = (price: string) =>
      vi.waitFor(
        () => expect(marks.some((m) => m.symbol === 'ETHUSDT' && dec(m.markPrice).eq(price))).toBe(true),
        { timeout: 5000 },
      );
    // The BTCUSDT mark stays; ETH falls, and the cross ratio with it.
    setMarkPrice(venue.state, 'ETHUSDT', '1850', Date.now());
    await ethMark('1850');
    expect(fired).toEqual([]);
    expect((await venueRatio()).lt('0.3')).toBe(true);
    setMarkPrice(venue.state, 'ETHUSDT', '1800', Date.now());
    const percent = await firedAtVenueRatio('30');
    expect(fired[0]!.message).toBe(
      `BTCUSDT USD-M margin ratio crossed above 30 %: ${percent} % at a mark of 30,000.0, as ETHUSDT's mark reached 1,800.00.`,
    );
  });

  it('is a contract’s alert only, and counts a position opened after it was set', async () => {
    await expect(
      ipc('tt:alerts:create', {
        symbol: 'BTCUSDT',
        condition: { kind: 'marginRatio', percent: '50' },
        sound: false,
      }),
    ).rejects.toThrow(/a contract's alert/);
    setMarkPrice(venue.state, 'BTCUSDT', '30000', Date.now());
    await armMarginAlert('50');
    await futures.handlers['tt:futures:place'](
      { family: 'usdm', order: { type: 'MARKET', symbol: 'BTCUSDT', side: 'BUY', quantity: '5.000' } },
      context,
    );
    // The venue told of the new position: the alert reads the margin again.
    await alerts.futuresPositionChanged('usdm', 'BTCUSDT');
    setMarkPrice(venue.state, 'BTCUSDT', '28200', Date.now());
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000 });
  });
});
