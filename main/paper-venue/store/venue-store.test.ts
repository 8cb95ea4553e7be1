import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../engine/errors';
import { fromFixed, toFixed } from '../engine/fixed';
import { btcusdt, ethbtc } from '../engine/testkit';
import { SNAPSHOT_FILE } from './snapshot-file';
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

const journalLines = (dir: string) => readFileSync(join(dir, JOURNAL_FILE), 'utf8').split('\n').length - 1;
const savedSnapshotEntries = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')) as { journalEntries: number }).journalEntries;

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

  it('starts from a snapshot plus the journal entries after it, as a crash leaves them', () => {
    const dir = dataDir();
    const first = open(dir, { snapshotEvery: 3 });
    trade(first);
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(true);
    first.execute({ kind: 'cancelOpenOrders', accountId: 'maker', symbol: 'BTCUSDT' });
    const before = snapshotState(first);
    // No close(): the process "dies" with journal entries newer than the snapshot.
    const second = open(dir, { snapshotEvery: 3 });
    expect(snapshotState(second)).toEqual(before);
    second.close();
    first.close();
  });

  it('saves no snapshot unless asked, so no request or close waits for one', () => {
    const dir = dataDir();
    const store = openVenueStore({ dataDir: dir, symbols: [btcusdt, ethbtc], sync: 'background' });
    openMakerAndTaker(store, { USDT: '100000000', BTC: '10' });
    // The store used to save one every 10,000 commands.
    for (let i = 0; i < 10_010; i += 1)
      placeBtcLimit(store, 'maker', { side: 'BUY', price: '90', quantity: '0.001' });
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(false);
    store.close();
    expect(existsSync(join(dir, SNAPSHOT_FILE))).toBe(false);
  });

  it('asked for snapshots, saves one on close that stands for the whole journal', () => {
    const dir = dataDir();
    const store = open(dir, { snapshotEvery: 1_000 });
    trade(store);
    const before = snapshotState(store);
    store.close();
    expect(savedSnapshotEntries(dir)).toBe(journalLines(dir));
    reopenedAs(dir, before).close();
  });

  it('falls back to a full replay when the snapshot is unreadable', () => {
    const { dir, before } = tradedAndClosed();
    writeFileSync(join(dir, SNAPSHOT_FILE), '{"journalEntries":');
    const second = reopenedAs(dir, before);
    second.close();
    rmSync(join(dir, SNAPSHOT_FILE));
    const third = reopenedAs(dir, before);
    third.close();
  });
});
