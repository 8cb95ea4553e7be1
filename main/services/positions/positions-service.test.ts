import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountTrade } from '@shared/api/spot/account';
import { dec } from '@shared/decimal/decimal';
import { startTradingVenue, type TradingVenue } from '../orders/test-support/trading-venue';
import { createVenueClient } from '../../venue/venue-client';
import { createPositionsService, type PositionsServiceDeps } from './positions-service';

/**
 * Positions over loopback against the paper venue's engine (no simulated market: prices move only by
 * these trades). Alice buys twice and sells once, taking bob's orders; her figures are checked against
 * the venue's own trades and balances.
 */
let v: TradingVenue;
let dataDir: string;
const prices = { first: '30000', second: '32000', sale: '35000' };

async function aliceTakes(side: 'BUY' | 'SELL', quantity: string, price: string) {
  await v.bob.spot.newOrder({
    symbol: 'BTCUSDT',
    side: side === 'BUY' ? 'SELL' : 'BUY',
    type: 'LIMIT',
    timeInForce: 'GTC',
    quantity,
    price,
  });
  await v.alice.spot.newOrder({ symbol: 'BTCUSDT', side, type: 'MARKET', quantity });
}

const serviceDeps = (): PositionsServiceDeps => ({
  dataDir,
  spot: async () => v.alice.spot,
  meter: async () => v.alice.meter,
  balances: async () => (await v.alice.spot.account()).balances,
  activeProfileId: async () => 'alice',
  profiles: async () => [
    { id: 'alice', name: 'Alice', venue: 'Paper' },
    { id: 'bob', name: 'Bob', venue: 'Paper' },
    { id: 'gone', name: 'Gone', venue: '127.0.0.1:9' },
  ],
  openProfile: async (id) => {
    if (id === 'bob') return { spot: v.bob.spot, meter: v.bob.meter, dispose: () => undefined };
    const client = createVenueClient({
      baseUrls: { spot: 'http://127.0.0.1:9' },
      resyncMs: 0,
      timeoutMs: 2000,
    });
    return { spot: client.spot, meter: client.meter, dispose: () => client.dispose() };
  },
});

const myTradesAsked = () => v.proxy.seen.filter((r) => r.path === '/api/v3/myTrades');

beforeAll(async () => {
  v = await startTradingVenue();
  dataDir = await mkdtemp(join(tmpdir(), 'tt-positions-'));
  await aliceTakes('BUY', '0.5', prices.first);
  await aliceTakes('BUY', '0.5', prices.second);
  await aliceTakes('SELL', '0.4', prices.sale);
});
afterAll(async () => {
  await v.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the venue says: alice's BTCUSDT trades and her BTC balance. */
async function venueRecord() {
  const trades: AccountTrade[] = await v.aliceDirect.spot.myTrades({ symbol: 'BTCUSDT' });
  const btc = (await v.aliceDirect.spot.account()).balances.find((b) => b.asset === 'BTC')!;
  return { trades, btc: dec(btc.free).plus(btc.locked) };
}

describe('positions from the paper venue', () => {
  it('hold what the venue holds; P&L by both methods adds up to what the trades made', async () => {
    const service = createPositionsService(serviceDeps());
    const { trades, btc } = await venueRecord();
    expect(trades).toHaveLength(3);
    const sum = (pick: (t: AccountTrade) => string, keep: (t: AccountTrade) => boolean) =>
      trades.filter(keep).reduce((s, t) => s.plus(pick(t)), dec('0'));
    const bought = sum(
      (t) => t.qty,
      (t) => t.isBuyer,
    );
    const sold = sum(
      (t) => t.qty,
      (t) => !t.isBuyer,
    );
    const btcFees = sum(
      (t) => t.commission,
      (t) => t.commissionAsset === 'BTC',
    );
    const usdtFees = sum(
      (t) => t.commission,
      (t) => t.commissionAsset === 'USDT',
    );
    const costed = bought.minus(btcFees).minus(sold);
    // Whatever the method: what the sale brought, less what the buys cost and the fees paid in USDT,
    // plus what is still held of the bought BTC at the last price.
    const made = sum(
      (t) => t.quoteQty,
      (t) => !t.isBuyer,
    )
      .minus(
        sum(
          (t) => t.quoteQty,
          (t) => t.isBuyer,
        ),
      )
      .minus(usdtFees)
      .plus(costed.times(prices.sale));

    for (const method of ['average', 'fifo'] as const) {
      const view = await service.list('USDT', method);
      const position = view.positions.find((p) => p.asset === 'BTC')!;
      expect(position.quantity).toBe(btc.toFixed());
      expect(position.costedQuantity).toBe(costed.toFixed());
      // the 10 BTC alice started with came by no trade: held without a cost, never P&L
      expect(position.transferredIn).toBe('10');
      expect(position.price).toBe(prices.sale);
      expect(position.fees.map((f) => [f.asset, f.amount])).toEqual([
        ['BTC', btcFees.toFixed()],
        ['USDT', usdtFees.toFixed()],
      ]);
      expect(dec(position.realized.all).plus(position.unrealized!).toFixed()).toBe(made.toFixed());
      expect(view.symbols).toContain('BTCUSDT');
    }

    // FIFO: the sale of 0.4 takes it from the first lot (0.5 @ 30000, less its fee and the second's)
    const rows = await service.realized('USDT', 'fifo');
    const sale = rows.find((r) => r.side === 'SELL')!;
    expect(sale).toMatchObject({ asset: 'BTC', proceeds: '14000', costOfSold: '12000', feeValue: '28' });
    expect(sale.realized).toBe('1972');
    expect(rows.map((r) => r.tradeId)).toEqual(trades.map((t) => t.id));
  });

  it('resumes from the trades on disk after a restart, asking only from the last trade held', async () => {
    const first = createPositionsService(serviceDeps());
    await first.list('USDT', 'average');
    const before = myTradesAsked().length;

    // a new process: the same data directory, nothing in memory
    const restarted = createPositionsService(serviceDeps());
    const again = await restarted.list('USDT', 'average');
    const asked = myTradesAsked().slice(before);
    const { trades } = await venueRecord();
    const btcAsks = asked.filter((r) => r.params.get('symbol') === 'BTCUSDT');
    expect(btcAsks).toHaveLength(1);
    expect(btcAsks[0]!.params.get('fromId')).toBe(String(trades.at(-1)!.id));
    expect(again.positions.find((p) => p.asset === 'BTC')!.quantity).toBe(
      (await venueRecord()).btc.toFixed(),
    );

    // a fill heard: the next computation asks from the last trade again and counts the new one
    await aliceTakes('SELL', '0.1', prices.sale);
    restarted.tradeReported('BTCUSDT');
    const mark = myTradesAsked().length;
    const after = await restarted.realized('USDT', 'average');
    expect(after).toHaveLength(4);
    const next = myTradesAsked()
      .slice(mark)
      .filter((r) => r.params.get('symbol') === 'BTCUSDT');
    expect(next.map((r) => r.params.get('fromId'))).toEqual([String(trades.at(-1)!.id)]);
  });

  it('totals every profile in one valuation asset, and says which venue did not answer', async () => {
    const service = createPositionsService(serviceDeps());
    const totals = await service.profiles('USDT', 'average');
    const [alice, bob, gone] = totals.profiles;
    expect(alice).toMatchObject({ name: 'Alice', active: true, reachable: true });
    expect(bob).toMatchObject({ name: 'Bob', active: false, reachable: true });
    expect(gone).toMatchObject({ name: 'Gone', reachable: false, total: null });
    expect(gone!.reason).toBeTruthy();
    expect(totals.total).toBe(dec(alice!.total!).plus(bob!.total!).toFixed());
  });
});
