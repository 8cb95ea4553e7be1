import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { PAPER_SYMBOLS } from '../config/symbols';
import { engineSymbols } from './engine-symbols';
import { MarketHistory } from './history';

const symbols = engineSymbols(PAPER_SYMBOLS);
const anchorTime = Date.parse('2026-11-21T10:00:30.000Z');
const history = (seed = 5, anchor = '64000.00') =>
  new MarketHistory({
    seed,
    symbols,
    anchorTime,
    anchorPrice: (s) => (s === 'BTCUSDT' ? anchor : undefined),
  });

describe('market history', () => {
  it('covers more than 30 days of 1m klines, every minute, ending at the live price', () => {
    const h = history();
    const first = h.historicalKlines('BTCUSDT', '1m', { startTime: 0, limit: 1 })[0];
    expect(first?.[0]).toBe(h.startTime);
    expect(anchorTime - h.startTime).toBeGreaterThan(30 * 86_400_000);
    const newest = h.historicalKlines('BTCUSDT', '1m', { limit: 1000 });
    expect(newest).toHaveLength(1000);
    for (let i = 1; i < newest.length; i += 1) {
      expect(newest[i]?.[0]).toBe((newest[i - 1]?.[0] as number) + 60_000);
    }
    const last = newest.at(-1);
    expect(last?.[6]).toBe(Date.parse('2026-11-21T09:59:59.999Z'));
    expect(last?.[4]).toBe('64000.00000000');
  });

  it('aggregates coarser intervals from the same trades', () => {
    const h = history();
    const [hour] = h.historicalKlines('BTCUSDT', '1h', {
      startTime: Date.parse('2026-11-20T00:00:00Z'),
      limit: 1,
    });
    const minutes = h.historicalKlines('BTCUSDT', '1m', {
      startTime: Date.parse('2026-11-20T00:00:00Z'),
      limit: 60,
    });
    expect(hour?.[1]).toBe(minutes[0]?.[1]);
    expect(hour?.[4]).toBe(minutes.at(-1)?.[4]);
    expect(hour?.[8]).toBe(minutes.reduce((sum, k) => sum + k[8], 0));
    const volume = minutes.reduce((sum, k) => sum.plus(k[5]), new Decimal(0));
    expect(hour?.[5]).toBe(volume.toFixed(8));
    const high = minutes.reduce((max, k) => Decimal.max(max, k[2]), new Decimal(0));
    expect(hour?.[2]).toBe(high.toFixed(8));
  });

  it('serves the trades behind the klines with ids from 1', () => {
    const h = history();
    const [kline] = h.historicalKlines('BTCUSDT', '1m', { startTime: h.startTime, limit: 1 });
    const trades = h.historicalTrades('BTCUSDT', { fromId: 1, limit: kline?.[8] });
    expect(trades[0]?.id).toBe(1);
    expect(trades.at(-1)?.price).toBe(kline?.[4]);
    expect(trades.every((t) => t.time >= h.startTime && t.time < h.startTime + 60_000)).toBe(true);
    const recent = h.historicalTrades('BTCUSDT', { limit: 5 });
    expect(recent.at(-1)?.id).toBe(h.tradeCount('BTCUSDT'));
    expect(recent.at(-1)?.price).toBe('64000.00000000');
  });

  it('is the same for the same seed and differs for another', () => {
    const sample = (seed: number) => history(seed).historicalKlines('ETHUSDT', '1d', { limit: 5 });
    expect(sample(5)).toEqual(sample(5));
    expect(sample(5)).not.toEqual(sample(6));
  });
});
