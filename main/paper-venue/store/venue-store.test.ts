import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../engine/errors';
import { fromFixed, toFixed } from '../engine/fixed';
import { btcusdt, ethbtc } from '../engine/testkit';
import { listCompactSnapshots } from './snapshot-file';
import { JOURNAL_FILE, openVenueStore } from './venue-store';
import { snapshotState } from './fixtures/snapshot';
import { openMakerAndTaker, placeBtcLimit } from './fixtures/maker-and-taker';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'venue-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(dir: string, snapshots: { snapshotEvery?: number } = {}) {
  let clock = 1_700_000_000_000;
  return openVenueStore({ dataDir: dir, symbols: [btcusdt, ethbtc], now: () => (clock += 1), ...snapshots });
}

const journalLines = (dir: string, file = JOURNAL_FILE) =>
  readFileSync(join(dir, file), 'utf8').split('\n').length - 1;
const snapshotFiles = (dir: string) => listCompactSnapshots(dir);

/** `count` more commands: the maker's asks, and a market buy from the taker every third. */
function busy(store: ReturnType<typeof open>, count: number) {
  for (let n = 0; n < count; n += 1) {
    if (n % 3 === 2)
      store.execute({
        kind: 'placeOrder',
        accountId: 'taker',
        order: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.5' },
      });
    else placeBtcLimit(store, 'maker', { side: 'SELL', price: (100 + (n % 7)).toFixed(2), quantity: '0.4' });
  }
}

function trade(store: ReturnType<typeof open>) {
  openMakerAndTaker(store, { USDT: '100000', BTC: '10' });
  placeBtcLimit(store, 'maker', { side: 'SELL', price: '100', quantity: '2', icebergQty: '0.5' });
  store.execute({
    kind: 'placeOrder',
    accountId: 'taker',
    order: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.7' },
  });
  store.execute({
    kind: 'placeOto',
    accountId: 'taker',
    list: {
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', price: '90', quantity: '1', timeInForce: 'GTC' },
      pending: { type: 'LIMIT', side: 'SELL', price: '120', quantity: '1', timeInForce: 'GTC' },
    },
  });
  expect(() => placeBtcLimit(store, 'taker', { side: 'BUY', price: '100000', quantity: '5' })).toThrow(
    EngineError,
  );
  store.execute({ kind: 'amendOrder', accountId: 'maker', symbol: 'BTCUSDT', orderId: 1, newQty: '1.5' });
}

/** A fresh data dir in which a store traded and closed, and the state it closed with. */
function tradedAndClosed() {
  const dir = dataDir();
  const first = open(dir);
  trade(first);
  const before = snapshotState(first);
  first.close();
  return { dir, before };
}

/** The store opened again on `dir`, checked to hold the state `before`. */
function reopenedAs(dir: string, before: ReturnType<typeof snapshotState>) {
  const second = open(dir);
  expect(snapshotState(second)).toEqual(before);
  return second;
}

describe('venue store', () => {
  it('rebuilds the same state from its journal after a restart', () => {
    const { dir, before } = tradedAndClosed();

    const second = reopenedAs(dir, before);
    // Ids continue where they stopped.
    const next = placeBtcLimit(second, 'maker', { side: 'SELL', price: '101', quantity: '1' });
    expect(next.order.orderId).toBe(
      Math.max(...before.orders.maker.map((o) => o.orderId), ...before.orders.taker.map((o) => o.orderId)) +
        1,
    );
    // openAccount is idempotent: balances are not reset by a second start.
    second.execute({
      kind: 'openAccount',
      account: {
        accountId: 'maker',
        balances: { USDT: '1', BTC: '1' },
        commission: { maker: '0', taker: '0' },
      },
    });
    const btcBefore = before.balances.maker.find((b) => b.asset === 'BTC');
    const after = second.queries.account('maker').balances;
    expect(after.find((b) => b.asset === 'USDT')).toEqual(
      before.balances.maker.find((b) => b.asset === 'USDT'),
    );
    expect(after.find((b) => b.asset === 'BTC')).toEqual({
      asset: 'BTC',
      free: fromFixed(toFixed(btcBefore?.free ?? '0') - toFixed('1')),
      locked: fromFixed(toFixed(btcBefore?.locked ?? '0') + toFixed('1')),
    });
    second.close();
  });

  it('drops a torn last line left by a crash mid-write and keeps appending cleanly', () => {
    const { dir, before } = tradedAndClosed();
    appendFileSync(join(dir, JOURNAL_FILE), '{"v":1,"command":{"kind":"placeOr');

    const second = reopenedAs(dir, before);
    second.execute({ kind: 'cancelOpenOrders', accountId: 'taker', symbol: 'BTCUSDT' });
    second.close();
    const lines = readFileSync(join(dir, JOURNAL_FILE), 'utf8').trimEnd().split('\n');
    expect(() => lines.map((line) => JSON.parse(line) as unknown)).not.toThrow();
    const third = open(dir);
    expect(third.queries.openOrders('taker')).toEqual([]);
    third.close();
  });

  it('refuses a journal corrupted in the middle', () => {
    const dir = dataDir();
    const first = open(dir);
    trade(first);
    first.close();
    const path = join(dir, JOURNAL_FILE);
    const lines = readFileSync(path, 'utf8').split('\n');
    lines[1] = '{broken';
    appendFileSync(path, '');
    rmSync(path);
    appendFileSync(path, lines.join('\n'));
    expect(() => open(dir)).toThrow(/corrupt/);
  });

  it('starts from a snapshot plus the journal entries after it, as a crash leaves them', async () => {
    const dir = dataDir();
    const first = open(dir, { snapshotEvery: 3 });
    trade(first);
    // A snapshot is not begun while one is being written, so let each be written.
    for (let round = 0; round < 3; round += 1) {
      busy(first, 6);
      await first.settled();
    }
    first.execute({ kind: 'cancelOpenOrders', accountId: 'maker', symbol: 'BTCUSDT' });
    const before = snapshotState(first);
    // The first segment is gone, so the state can only come from a snapshot and the segments after it.
    expect(existsSync(join(dir, JOURNAL_FILE))).toBe(false);
    expect(snapshotFiles(dir)).toHaveLength(2);
    // No close(): the process "dies" with journal entries newer than the snapshot.
    const second = open(dir, { snapshotEvery: 3 });
    expect(snapshotState(second)).toEqual(before);
    second.close();
    first.close();
  });

  it('saves no snapshot unless asked, so the journal is one file', () => {
    const dir = dataDir();
    const store = openVenueStore({ dataDir: dir, symbols: [btcusdt, ethbtc], sync: 'background' });
    openMakerAndTaker(store, { USDT: '100000000', BTC: '10' });
    for (let i = 0; i < 2_010; i += 1)
      placeBtcLimit(store, 'maker', { side: 'BUY', price: '90', quantity: '0.001' });
    store.close();
    expect(readdirSync(dir)).toEqual([JOURNAL_FILE]);
  });

  it('asked for snapshots, saves one on close that stands for the whole journal', async () => {
    const dir = dataDir();
    const store = open(dir, { snapshotEvery: 1_000 });
    trade(store);
    const before = snapshotState(store);
    await store.settled();
    store.close();
    const [newest] = snapshotFiles(dir);
    expect(newest?.journalEntries).toBe(journalLines(dir, JOURNAL_FILE));
    // The close began the segment the next start appends to, empty.
    expect(journalLines(dir, `engine-journal-${newest?.journalEntries}.jsonl`)).toBe(0);
    reopenedAs(dir, before).close();
  });

  it('closed while a snapshot is being written, writes it before returning', () => {
    const dir = dataDir();
    const store = open(dir, { snapshotEvery: 10 });
    openMakerAndTaker(store, { USDT: '100000', BTC: '10' });
    // Exactly up to a snapshot, which is then written off the event loop: the close comes first.
    busy(store, 10 - (store.commandCount % 10));
    expect(store.commandCount % 10).toBe(0);
    const before = snapshotState(store);
    store.close();
    expect(snapshotFiles(dir)[0]?.journalEntries).toBe(store.commandCount);
    reopenedAs(dir, before).close();
  });

  it('keeps the journal bounded: a start replays less than two snapshots apart, however long it ran', async () => {
    const dir = dataDir();
    const every = 40;
    const store = open(dir, { snapshotEvery: every });
    openMakerAndTaker(store, { USDT: '100000000', BTC: '1000' });
    for (let round = 0; round < 12; round += 1) {
      busy(store, 50);
      await store.settled();
    }
    const before = snapshotState(store);
    const files = readdirSync(dir);
    expect(snapshotFiles(dir)).toHaveLength(2);
    const journal = files.filter((file) => file.startsWith('engine-journal'));
    const lines = journal.reduce((sum, file) => sum + journalLines(dir, file), 0);
    expect(lines).toBeLessThan(3 * every);
    // Every trade is kept, across the snapshots.
    expect(before.trades.length).toBeGreaterThan(150);
    reopenedAs(dir, before).close();
    store.close();
  });

  it('falls back to the snapshot before when the newest cannot be read, and says so when none can', async () => {
    const dir = dataDir();
    const first = open(dir, { snapshotEvery: 10 });
    trade(first);
    busy(first, 30);
    await first.settled();
    const before = snapshotState(first);
    first.close();
    const [newest, older] = snapshotFiles(dir);
    if (!newest || !older) throw new Error('two snapshots expected');
    const newestBytes = readFileSync(join(dir, newest.file));
    writeFileSync(join(dir, newest.file), newestBytes.subarray(0, newestBytes.length - 1));
    reopenedAs(dir, before).close();
    writeFileSync(join(dir, older.file), 'TTSNAP2\n');
    const kept = readdirSync(dir).sort();
    expect(() => open(dir)).toThrow(/cannot be opened: no snapshot it holds can be read/);
    expect(readdirSync(dir).sort()).toEqual(kept);
    // Put back whole, the newest opens again.
    writeFileSync(join(dir, newest.file), newestBytes);
    reopenedAs(dir, before).close();
  });

  it("takes over an earlier version's whole journal and old snapshot, then cuts them", async () => {
    const dir = dataDir();
    const first = open(dir);
    openMakerAndTaker(first, { USDT: '100000000', BTC: '1000' });
    busy(first, 60);
    const before = snapshotState(first);
    first.close();
    writeFileSync(join(dir, 'engine-snapshot.json'), '{"journalEntries":3,"engine":{"version":1}}');
    const lines = journalLines(dir, JOURNAL_FILE);

    const second = open(dir, { snapshotEvery: 25 });
    expect(snapshotState(second)).toEqual(before);
    await second.settled();
    expect(snapshotFiles(dir).map((snapshot) => snapshot.journalEntries)).toEqual([lines]);
    busy(second, 30);
    await second.settled();
    const after = snapshotState(second);
    second.close();
    expect(existsSync(join(dir, JOURNAL_FILE))).toBe(false);
    expect(existsSync(join(dir, 'engine-snapshot.json'))).toBe(false);
    reopenedAs(dir, after).close();
  });

  it('opens its snapshot when a symbol is delisted or its tick changes, as a replay would', () => {
    const dir = dataDir();
    const first = open(dir, { snapshotEvery: 1_000 });
    trade(first);
    const before = snapshotState(first);
    first.close();
    // Without the journal it replaced, so only the snapshot can open it.
    rmSync(join(dir, JOURNAL_FILE));
    const retick = { ...btcusdt, tickSize: '0.001' };
    const second = openVenueStore({ dataDir: dir, symbols: [retick], snapshotEvery: 1_000 });
    expect(snapshotState(second)).toEqual(before);
    expect(() => second.queries.depth('ETHBTC', 5)).toThrow(/Invalid symbol/);
    second.close();
  });

  it('leaves no unfinished snapshot behind, and ignores one a killed process left', () => {
    const { dir, before } = tradedAndClosed();
    writeFileSync(join(dir, 'engine-snapshot-5.bin.tmp'), 'TTSNAP2');
    // As the background writer names its temporary file.
    writeFileSync(join(dir, 'engine-snapshot-9.bin.3f9a0c12de45.tmp'), 'TTSNAP2');
    reopenedAs(dir, before).close();
    expect(readdirSync(dir)).toEqual([JOURNAL_FILE]);
  });
});
