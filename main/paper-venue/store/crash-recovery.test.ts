import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { btcusdt, ethbtc } from '../engine/testkit';
import { snapshotState } from './fixtures/snapshot';
import { openVenueStore } from './venue-store';

const child = fileURLToPath(new URL('./fixtures/trading-child.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Ack {
  accountId: string;
  orderId: number;
  status: string;
}

/** Runs the trading child until `stopWhen` says so, then kills it with SIGKILL. */
async function runAndKill(dir: string, mode: string, stopWhen: (acks: Ack[], done: unknown) => boolean) {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dir, mode, '40'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    proc.once('exit', (_code, signal) => resolve(signal)),
  );
  const acks: Ack[] = [];
  let done: unknown;
  const lines = createInterface({ input: proc.stdout });
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', () => reject(new Error('child exited before it was killed')));
    lines.on('line', (line) => {
      const message = JSON.parse(line) as { ack?: Ack; done?: unknown };
      if (message.ack) acks.push(message.ack);
      if (message.done) done = message.done;
      if (stopWhen(acks, done)) {
        proc.kill('SIGKILL');
        resolve();
      }
    });
  });
  expect(await exited).toBe('SIGKILL');
  return { acks, done };
}

function reopen(dir: string) {
  return openVenueStore({ dataDir: dir, symbols: [btcusdt, ethbtc] });
}

describe('nothing acknowledged is lost across kill -9', () => {
  it('an idle venue killed with SIGKILL comes back with every order, balance and trade', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-crash-'));
    dirs.push(dir);
    const { acks, done } = await runAndKill(dir, 'finite', (_acks, finished) => finished !== undefined);
    expect(acks).toHaveLength(40);
    const store = reopen(dir);
    // The child printed its state as JSON; compare through a JSON round trip as well.
    expect(JSON.parse(JSON.stringify(snapshotState(store)))).toEqual(done);
    for (const ack of acks) {
      expect(store.queries.order(ack.accountId, 'BTCUSDT', { orderId: ack.orderId }).orderId).toBe(
        ack.orderId,
      );
    }
    expect(store.queries.recentTrades('BTCUSDT', 1000).length).toBeGreaterThan(10);
    store.close();
  });

  it('a venue killed in the middle of trading keeps every order it acknowledged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venue-crash-'));
    dirs.push(dir);
    const { acks } = await runAndKill(dir, 'endless', (seen) => seen.length >= 60);
    const store = reopen(dir);
    for (const ack of acks) {
      const order = store.queries.order(ack.accountId, 'BTCUSDT', { orderId: ack.orderId });
      expect(order.orderId).toBe(ack.orderId);
    }
    // Balances still add up to what the two accounts started with.
    const totals = store.engine.ledger.totals();
    expect(totals.get('USDT')).toBe(20_000_000n * 10n ** 8n);
    expect(totals.get('BTC')).toBe(2_000n * 10n ** 8n);
    store.close();
  });
});
