import { describe, expect, it } from 'vitest';
import { TradeTape, type SavedTape } from './trade-tape';
import { TAPE_FIELDS } from './trade-columns';
import type { Trade } from './types';
import { barArray } from './minute-bars';
import { throughOneFile } from './testkit';

function trade(id: number, overrides: Partial<Trade> = {}): Trade {
  const price = 6_500_000_000_000n + BigInt(id % 97) * 1_000_000n;
  const qty = BigInt(1 + (id % 13)) * 100_000n;
  return {
    symbol: 'BTCUSDT',
    id,
    price,
    qty,
    quoteQty: (price * qty) / 100_000_000n,
    time: 1_700_000_000_000 + Math.floor(id / 3),
    isBuyerMaker: id % 2 === 0,
    buyerOrderId: 2 * id,
    sellerOrderId: 2 * id + 1,
    buyerAccountId: id % 5 === 0 ? 'alice' : 'sim-maker',
    sellerAccountId: 'sim-taker',
    buyerOrderListId: id % 7 === 0 ? id : -1,
    sellerOrderListId: -1,
    buyerCommission: BigInt(id % 3),
    sellerCommission: 0n,
    takerOrderId: 2 * id + (id % 2),
    ...overrides,
  };
}

const units = { tick: 1_000_000n, step: 1_000n, historyFree: ['sim-maker', 'sim-taker'] };
const simTrade = (id: number): Trade => {
  const price = 6_500_000_000_000n + BigInt(id % 97) * units.tick;
  const qty = BigInt(1 + (id % 13)) * 100n * units.step;
  const isBuyerMaker = id % 2 === 0;
  const [buyerAccountId, sellerAccountId] =
    id % 3 === 0 ? ['sim-taker', 'sim-maker'] : ['sim-maker', 'sim-taker'];
  return trade(id, {
    price,
    qty,
    quoteQty: (price * qty) / 100_000_000n,
    isBuyerMaker,
    buyerAccountId,
    sellerAccountId,
    buyerOrderListId: -1,
    buyerCommission: 0n,
    takerOrderId: isBuyerMaker ? 2 * id + 1 : 2 * id,
  });
};
// Every fifth trade is alice's (kept whole), and one of the simulated ones is off the tick grid.
const offGrid = (id: number): Trade => {
  const sim = simTrade(id);
  const price = sim.price + 1n;
  return { ...sim, price, quoteQty: (price * sim.qty) / 100_000_000n };
};

/** Every fifth trade is alice's (kept whole), trade 77 is off the tick grid, the rest the simulation's. */
const mixedTrades = (length: number, from = 1): Trade[] =>
  Array.from({ length }, (_, i) => {
    const id = from + i;
    return id % 5 === 0 ? trade(id) : id === 77 ? offGrid(77) : simTrade(id);
  });

/** A saved tape after a trip through one buffer, as the snapshot file stores it. */
function throughBytes(saved: SavedTape): SavedTape {
  return { ...saved, whole: saved.whole.map((t) => ({ ...t })), columns: throughOneFile(saved.columns) };
}

/** A trade between two accounts that keep their history, each paying commission. */
const userTrade = (id: number, overrides: Partial<Trade> = {}): Trade =>
  simTrade(id).isBuyerMaker
    ? {
        ...simTrade(id),
        buyerAccountId: 'alice',
        sellerAccountId: 'bob',
        buyerCommission: BigInt(id),
        sellerCommission: 7n,
        ...overrides,
      }
    : { ...simTrade(id), buyerAccountId: 'bob', sellerAccountId: 'alice', buyerCommission: 3n, ...overrides };

/** The same tape as saved before the slot and commission columns (layout 1): slots in the flags. */
function asLayout1(saved: SavedTape): SavedTape {
  const columns: Uint8Array[] = [];
  for (let chunk = 0; chunk * TAPE_FIELDS < savedChunkColumns(saved); chunk += 1) {
    const fields = saved.columns.slice(chunk * TAPE_FIELDS, (chunk + 1) * TAPE_FIELDS);
    const buyer = new Uint16Array(Uint8Array.from(fields[6] as Uint8Array).buffer);
    const seller = new Uint16Array(Uint8Array.from(fields[7] as Uint8Array).buffer);
    const flags = (fields[FLAGS_COLUMN] as Uint8Array).map(
      (value, at) => value | ((buyer[at] as number) << 1) | ((seller[at] as number) << 4),
    );
    columns.push(...fields.slice(0, FLAGS_COLUMN), flags);
  }
  const { layout: _layout, ...rest } = saved;
  return { ...rest, columns: [...columns, ...saved.columns.slice(savedChunkColumns(saved))] };
}

const savedChunkColumns = (saved: SavedTape) =>
  (Math.ceil(saved.count / 4096) - Math.floor((saved.start ?? 0) / 4096)) * TAPE_FIELDS;

const FLAGS_COLUMN = 5;

describe('trade tape', () => {
  // Two full chunks of 4,096 and part of a third, so chunk edges and the growing first chunk are crossed.
  const count = 2 * 4096 + 123;
  const trades = Array.from({ length: count }, (_, i) => trade(i + 1));
  const tape = new TradeTape('BTCUSDT');
  for (const t of trades) tape.push(t);

  it('gives back every trade as it was pushed', () => {
    expect(tape.length).toBe(count);
    for (const index of [0, 1, 63, 64, 4095, 4096, 4097, 8191, 8192, count - 1]) {
      expect(tape.at(index)).toEqual(trades[index]);
    }
    expect(tape.slice()).toEqual(trades);
    expect(tape.firstTradeTime).toBe(trades[0]?.time);
    expect(tape.last()).toEqual(trades.at(-1));
  });

  it('slices, searches by time and reads columns as an array of the trades would', () => {
    expect(tape.slice(4090, 4100)).toEqual(trades.slice(4090, 4100));
    expect(tape.slice(count - 5)).toEqual(trades.slice(count - 5));
    expect(tape.slice(-3, 2)).toEqual(trades.slice(0, 2));
    expect(tape.slice(count, count + 10)).toEqual([]);
    const time = (trades[5000] as Trade).time;
    expect(tape.firstAtOrAfter(time)).toBe(trades.findIndex((t) => t.time >= time));
    expect(tape.firstAtOrAfter(0)).toBe(0);
    expect(tape.firstAtOrAfter(Number.MAX_SAFE_INTEGER)).toBe(count);
    expect(tape.timeAt(4096)).toBe(trades[4096]?.time);
    expect(tape.qtyAt(8192)).toBe(trades[8192]?.qty);
    expect(tape.quoteQtyAt(17)).toBe(trades[17]?.quoteQty);
  });

  it('keeps any trade whole, however large, on a tape without narrow units', () => {
    const small = new TradeTape('BTCUSDT');
    small.push(trade(1));
    const huge = trade(2, { quoteQty: 2n ** 64n, qty: 2n ** 63n });
    small.push(huge);
    small.push(trade(3));
    expect(small.at(1)).toEqual(huge);
    expect(small.qtyAt(1)).toBe(2n ** 63n);
    expect(small.quoteQtyAt(1)).toBe(2n ** 64n);
    expect(small.at(2)).toEqual(trade(3));
  });

  it('refuses a trade out of id order and an index off the tape', () => {
    const small = new TradeTape('BTCUSDT');
    expect(() => small.push(trade(2))).toThrow(RangeError);
    expect(() => small.at(0)).toThrow(RangeError);
    expect(small.firstTradeTime).toBeUndefined();
    expect(small.last()).toBeUndefined();
    expect(() => tape.at(count)).toThrow(RangeError);
    expect(() => tape.timeAt(-1)).toThrow(RangeError);
  });

  it("keeps the history-free accounts' trades with each other narrow and gives them back whole", () => {
    const mixed = mixedTrades(5000);
    const narrowTape = new TradeTape('BTCUSDT', units);
    for (const t of mixed) narrowTape.push(t);
    expect(narrowTape.slice()).toEqual(mixed);
    expect(narrowTape.qtyAt(4095)).toBe(mixed[4095]?.qty);
    expect(narrowTape.quoteQtyAt(76)).toBe(mixed[76]?.quoteQty);
    expect(narrowTape.firstAtOrAfter((mixed[4500] as Trade).time)).toBe(
      mixed.findIndex((t) => t.time >= (mixed[4500] as Trade).time),
    );
  });

  it('tells narrow trades from whole ones, also restored from a snapshot that did not mark them', () => {
    const mixed = mixedTrades(5000);
    const original = new TradeTape('BTCUSDT', units);
    for (const t of mixed) original.push(t);
    const saved = throughBytes(original.save());
    // Before the mark, a whole trade's flags byte was 0: the flags are each chunk's sixth column.
    const unmarked = saved.columns.map((column, index) =>
      index % TAPE_FIELDS === FLAGS_COLUMN ? column.map((flags) => flags & 0x7f) : column,
    );
    const restored = new TradeTape('BTCUSDT', units);
    restored.restore({ ...saved, columns: unmarked });
    const figures = { time: 0, ticks: 0, steps: 0, isBuyerMaker: false };
    for (const tape of [original, restored]) {
      const narrow = mixed.map((_, index) => tape.narrowAt(index, figures));
      expect(narrow.filter((isNarrow) => !isNarrow)).toHaveLength(
        mixed.filter((t) => t.id % 5 === 0).length + 1,
      );
      expect(narrow[4]).toBe(false);
      expect(narrow[76]).toBe(false);
      expect(tape.narrowAt(3, figures)).toBe(true);
      expect(figures).toEqual({
        time: mixed[3]?.time,
        ticks: Number((mixed[3]?.price ?? 0n) / units.tick),
        steps: Number((mixed[3]?.qty ?? 0n) / units.step),
        isBuyerMaker: mixed[3]?.isBuyerMaker,
      });
    }
    expect(barArray(restored.minuteBars())).toEqual(barArray(original.minuteBars()));
  });

  it('restores from its saved columns to the same trades, and keeps growing as the original does', () => {
    for (const count of [0, 1, 64, 65, 4096, 4101, 2 * 4096]) {
      const original = new TradeTape('BTCUSDT', units);
      for (const t of mixedTrades(count)) original.push(t);
      const saved = original.save();
      const restored = new TradeTape('BTCUSDT', units);
      restored.restore(throughBytes(saved));
      expect(restored.slice()).toEqual(original.slice());
      const more = mixedTrades(4200, count + 1);
      for (const t of more) {
        original.push(t);
        restored.push(t);
      }
      expect(restored.length).toBe(count + 4200);
      expect(restored.slice()).toEqual(original.slice());
    }
  });

  it('saves a snapshot that later trades do not change', () => {
    const original = new TradeTape('BTCUSDT', units);
    for (const t of mixedTrades(100)) original.push(t);
    const saved = original.save();
    for (const t of mixedTrades(50, 101)) original.push(t);
    const restored = new TradeTape('BTCUSDT', units);
    restored.restore(throughBytes(saved));
    expect(restored.slice()).toEqual(original.slice(0, 100));
  });

  it('reads trades saved with other units or accounts as they were written', () => {
    const original = new TradeTape('BTCUSDT', units);
    for (const t of mixedTrades(5000)) original.push(t);
    const saved = original.save();
    for (const other of [
      { ...units, historyFree: ['sim-taker'] },
      { ...units, tick: 1n },
      { ...units, step: 7n },
      undefined,
    ]) {
      const restored = new TradeTape('BTCUSDT', other);
      restored.restore(throughBytes(saved));
      expect(restored.slice()).toEqual(original.slice());
    }
  });

  it("keeps every account's trades narrow, commissions included, and only what does not fit whole", () => {
    const tape = new TradeTape('BTCUSDT', units);
    const pushed = [
      ...Array.from({ length: 70 }, (_, i) => simTrade(i + 1)),
      ...Array.from({ length: 30 }, (_, i) => userTrade(i + 71)),
      userTrade(101, { buyerOrderListId: 4 }),
      userTrade(102, { sellerCommission: 2n ** 63n }),
      userTrade(103, { price: 2n ** 53n * 1_000_000n }),
      userTrade(104, { quoteQty: 1n }),
      userTrade(105),
    ];
    for (const t of pushed) tape.push(t);
    expect(tape.slice()).toEqual(pushed);
    const figures = { time: 0, ticks: 0, steps: 0, isBuyerMaker: false };
    const narrow = pushed.map((_, index) => tape.narrowAt(index, figures));
    // The list's trade, the commission past 2^63, the price past 2^53 and the quote off its notional.
    expect(narrow.flatMap((isNarrow, index) => (isNarrow ? [] : [index + 1]))).toEqual([101, 102, 103, 104]);
    // Commissions only in the chunks that pay any: a fresh tape of the simulation's trades saves none.
    const sims = new TradeTape('BTCUSDT', units);
    for (const t of pushed.slice(0, 70)) sims.push(t);
    expect(
      sims
        .save()
        .columns.slice(-2)
        .map((column) => column.byteLength),
    ).toEqual([0, 0]);
    expect(
      tape
        .save()
        .columns.slice(-2)
        .map((column) => column.byteLength),
    ).toEqual([105 * 8, 105 * 8]);
    const restored = new TradeTape('BTCUSDT', units);
    restored.restore(throughBytes(tape.save()));
    expect(restored.slice()).toEqual(pushed);
    const accounts: string[] = [];
    restored.forEachTrade((buyer, seller, index) => accounts.push(`${index}:${buyer}>${seller}`));
    expect(accounts).toEqual(pushed.map((t, index) => `${index}:${t.buyerAccountId}>${t.sellerAccountId}`));
    expect(restored.involvesOrder(80, pushed[80]?.sellerOrderId as number)).toBe(true);
    expect(restored.involvesOrder(80, pushed[81]?.sellerOrderId as number)).toBe(false);
  });

  it('restores a tape saved before the slot and commission columns', () => {
    for (const count of [0, 70, 4096, 5000]) {
      const original = new TradeTape('BTCUSDT', units);
      const mixed = mixedTrades(count);
      for (const t of mixed) original.push(t);
      const legacy = asLayout1(throughBytes(original.save()));
      expect(legacy.columns.length).toBe(Math.ceil(count / 4096) * 6);
      const restored = new TradeTape('BTCUSDT', units);
      restored.restore(legacy);
      expect(restored.slice()).toEqual(mixed);
      // It goes on, and saves in the new layout.
      for (const t of mixedTrades(100, count + 1)) restored.push(t);
      const again = new TradeTape('BTCUSDT', units);
      again.restore(throughBytes(restored.save()));
      expect(again.slice()).toEqual([...mixed, ...mixedTrades(100, count + 1)]);
    }
    expect(() =>
      new TradeTape('BTCUSDT', units).restore({ ...new TradeTape('BTCUSDT', units).save(), layout: 3 }),
    ).toThrow(/layout 3/);
    const saved = new TradeTape('BTCUSDT', units);
    for (const t of mixedTrades(10)) saved.push(t);
    expect(() =>
      new TradeTape('BTCUSDT', units).restore({ ...throughBytes(saved.save()), slots: ['sim-maker'] }),
    ).toThrow(/names no saved account/);
  });

  it('refuses saved columns that do not fit the saved trades', () => {
    const original = new TradeTape('BTCUSDT', units);
    for (const t of mixedTrades(5000)) original.push(t);
    const saved = original.save();
    expect(() =>
      new TradeTape('BTCUSDT', units).restore({ ...saved, columns: saved.columns.slice(1) }),
    ).toThrow(/columns/);
    const short = saved.columns.map((c, i) => (i === 3 ? c.subarray(4) : c));
    expect(() => new TradeTape('BTCUSDT', units).restore({ ...saved, columns: short })).toThrow(/bytes/);
    const filled = new TradeTape('BTCUSDT', units);
    filled.push(trade(1));
    expect(() => filled.restore(saved)).toThrow(/has trades/);
  });
});
