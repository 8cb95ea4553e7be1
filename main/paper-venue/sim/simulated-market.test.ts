import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAPER_SYMBOLS } from '../config/symbols';
import { engineSymbols } from './engine-symbols';
import { memoryVenue } from './memory-venue';
import { SimulatedMarket, type Activity, type SimulatedMarketOptions } from './simulated-market';

const btc = engineSymbols(PAPER_SYMBOLS).filter((s) => s.symbol === 'BTCUSDT');

/** A BTCUSDT simulation on a fresh in-memory venue. */
function btcMarket(options: Omit<SimulatedMarketOptions, 'venue' | 'symbols'>) {
  const v = memoryVenue();
  return { ...v, sim: new SimulatedMarket({ venue: v.venue, symbols: btc, ...options }) };
}

function simulate(activity: Activity, seed: number, steps: number) {
  const simulated = btcMarket({ activity, seed, levels: 120 });
  for (let i = 0; i < steps; i += 1) simulated.sim.step();
  return simulated;
}

describe('simulated market', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a timed round one symbol per turn of the event loop, so requests get in between', () => {
    vi.useFakeTimers();
    const v = memoryVenue();
    const symbols = engineSymbols(PAPER_SYMBOLS).filter((s) => ['BTCUSDT', 'ETHUSDT'].includes(s.symbol));
    const seen: string[] = [];
    const execute = v.venue.execute.bind(v.venue);
    const venue = {
      queries: v.venue.queries,
      execute: ((command) => {
        if ('order' in command) seen.push(command.order.symbol);
        else if ('symbol' in command) seen.push(command.symbol);
        return execute(command);
      }) as typeof v.venue.execute,
    };
    let rounds = 0;
    const sim = new SimulatedMarket({
      venue,
      symbols,
      activity: 'busy',
      seed: 5,
      levels: 20,
      tickMs: 250,
      afterStep: () => (rounds += 1),
    });
    while (sim.seedBook());
    seen.length = 0;
    sim.start();
    vi.advanceTimersByTime(250);
    // The timer's turn stepped the first symbol only; the second waits for a turn of its own.
    expect(new Set(seen)).toEqual(new Set(['BTCUSDT']));
    expect(rounds).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(new Set(seen)).toEqual(new Set(['BTCUSDT', 'ETHUSDT']));
    vi.advanceTimersToNextTimer();
    expect(rounds).toBe(1);
    sim.stop();
  });

  it('builds a deep two-sided book around the fair price and prints trades', () => {
    const { queries } = simulate('busy', 7, 200);
    const depth = queries.depth('BTCUSDT', 5000);
    expect(depth.bids.length).toBeGreaterThanOrEqual(100);
    expect(depth.asks.length).toBeGreaterThanOrEqual(100);
    const [bestBid = '0'] = depth.bids[0] ?? [];
    const [bestAsk = '0'] = depth.asks[0] ?? [];
    expect(new Decimal(bestBid).lessThan(bestAsk)).toBe(true);
    expect(queries.recentTrades('BTCUSDT', 1000).length).toBeGreaterThan(100);
  });

  it('seeds a full ladder on both sides of a fresh book, 16 levels a turn', () => {
    const v = btcMarket({ activity: 'normal', seed: 4, levels: 200 });
    const { sim } = v;
    let turns = 0;
    while (sim.seedBook()) turns += 1;
    const depth = v.queries.depth('BTCUSDT', 5000);
    expect([depth.bids.length, depth.asks.length]).toEqual([200, 200]);
    expect(turns).toBe(400 / 16);
  });

  it('is reproducible: the same seed gives the same trades, another seed different ones', () => {
    const prices = (seed: number) =>
      simulate('normal', seed, 150)
        .queries.recentTrades('BTCUSDT', 1000)
        .map((t) => `${t.price}x${t.qty}`);
    expect(prices(11)).toEqual(prices(11));
    expect(prices(11)).not.toEqual(prices(12));
  });

  it('fills a user order at the top of the book, first partially then fully', () => {
    const { venue, queries, sim } = simulate('busy', 3, 150);
    venue.execute({
      kind: 'openAccount',
      account: { accountId: 'user', balances: { USDT: '1000000' }, commission: { maker: '0', taker: '0' } },
    });
    const bestBid = queries.depth('BTCUSDT', 1).bids[0]?.[0] as string;
    const placed = venue.execute({
      kind: 'placeOrder',
      accountId: 'user',
      order: {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: new Decimal(bestBid).plus('0.01').toFixed(2),
        quantity: '0.05',
      },
    });
    const statuses = new Set<string>();
    for (let i = 0; i < 400 && !statuses.has('FILLED'); i += 1) {
      sim.step();
      statuses.add(queries.order('user', 'BTCUSDT', { orderId: placed.order.orderId }).status);
    }
    expect(statuses).toContain('PARTIALLY_FILLED');
    expect(statuses).toContain('FILLED');
  });

  it('trades on at the price another account swept the book to, not back at the far side', () => {
    const { venue, queries, sim } = simulate('busy', 5, 200);
    venue.execute({
      kind: 'openAccount',
      account: { accountId: 'seller', balances: { BTC: '1000' }, commission: { maker: '0', taker: '0' } },
    });
    const before = queries.depth('BTCUSDT', 1);
    const bestBid = new Decimal(before.bids[0]?.[0] as string);
    const bestAsk = new Decimal(before.asks[0]?.[0] as string);
    venue.execute({
      kind: 'placeOrder',
      accountId: 'seller',
      order: {
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'LIMIT',
        timeInForce: 'IOC',
        price: bestBid.mul('0.99').toFixed(2),
        quantity: '500',
      },
    });
    const swept = new Decimal(queries.lastPrice('BTCUSDT') as string);
    expect(swept.lt(bestBid.mul('0.999'))).toBe(true);
    const seen = queries.recentTrades('BTCUSDT', 1000).length;
    for (let i = 0; i < 40; i += 1) sim.step();
    const after = queries.recentTrades('BTCUSDT', 1000).slice(seen);
    expect(after.length).toBeGreaterThan(10);
    // the old asks are left alone: the market trades around the swept price
    expect(after.every((t) => new Decimal(t.price).lt(bestAsk))).toBe(true);
    expect(new Decimal(queries.lastPrice('BTCUSDT') as string).lt(bestBid)).toBe(true);
  });

  it('does nothing when off and leaves symbols that are not trading alone', () => {
    expect(simulate('off', 1, 50).queries.depth('BTCUSDT').bids).toEqual([]);
    const v = btcMarket({ activity: 'busy', seed: 1, isTrading: () => false });
    const { sim } = v;
    sim.step();
    expect(v.queries.depth('BTCUSDT').bids).toEqual([]);
  });
});
