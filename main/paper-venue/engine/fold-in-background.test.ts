import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { foldInBackground } from './fold-in-background';
import { TradeTape } from './trade-tape';
import { barArray } from './minute-bars';

const units = { tick: 1_000_000n, step: 1_000n, historyFree: ['sim-maker', 'sim-taker'] };

/** A tape of `count` of the simulated market's trades, one every 100 ms. */
function tapeOf(count: number): TradeTape {
  const tape = new TradeTape('BTCUSDT', units);
  for (let id = 1; id <= count; id += 1) {
    const price = BigInt(6_500_000 + (id % 50)) * units.tick;
    const qty = BigInt(1 + (id % 9)) * units.step;
    tape.push({
      symbol: 'BTCUSDT',
      id,
      price,
      qty,
      quoteQty: (price * qty) / 100_000_000n,
      time: 1_700_000_000_000 + id * 100,
      isBuyerMaker: id % 2 === 0,
      buyerOrderId: 2 * id,
      sellerOrderId: 2 * id + 1,
      buyerAccountId: 'sim-maker',
      sellerAccountId: 'sim-taker',
      buyerOrderListId: -1,
      sellerOrderListId: -1,
      buyerCommission: 0n,
      sellerCommission: 0n,
      takerOrderId: id % 2 === 0 ? 2 * id + 1 : 2 * id,
    });
  }
  return tape;
}

/** Whether the tape's bars hold all its trades, without folding any. */
const caughtUp = (tape: TradeTape) => tape.foldMinuteBars(0);

describe('folding minute bars in the background', () => {
  it('folds every tape a slice per turn of the event loop, none at once', async () => {
    const tapes = [tapeOf(120_000), tapeOf(10)];
    const stop = foldInBackground(tapes);
    expect(tapes.map(caughtUp)).toEqual([false, false]);
    let turns = 0;
    while (!tapes.every(caughtUp) && turns < 100) {
      await nextTurn();
      turns += 1;
    }
    stop();
    expect(tapes.map(caughtUp)).toEqual([true, true]);
    // 120,000 trades take three slices of 50,000.
    expect(turns).toBeGreaterThanOrEqual(3);
    expect(barArray(tapes[0]!.minuteBars()).reduce((sum, bar) => sum + bar.n, 0)).toBe(120_000);
  });

  it('stops when asked, leaving the rest to the first read', async () => {
    const tape = tapeOf(120_000);
    const stop = foldInBackground([tape]);
    await nextTurn();
    stop();
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(caughtUp(tape)).toBe(false);
    expect(barArray(tape.minuteBars()).reduce((sum, bar) => sum + bar.n, 0)).toBe(120_000);
  });
});
