import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { send, sendSigned, testKeys } from '../paper-venue/test-support';
import { paperAccountsFileContent, type PaperVenueKey } from '../services/profiles/paper-accounts-file';
import { startEmbeddedVenue, type EmbeddedVenue } from './embedded-venue';

const dirs: string[] = [];
const venues: EmbeddedVenue[] = [];
afterEach(async () => {
  await Promise.all(venues.splice(0).map((venue) => venue.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tt-embedded-venue-'));
  dirs.push(dir);
  return dir;
}

async function started(...args: Parameters<typeof startEmbeddedVenue>): Promise<EmbeddedVenue> {
  const venue = await startEmbeddedVenue(...args);
  venues.push(venue);
  return venue;
}

/** Blocks this thread's event loop for `ms`, as a long task in main would. */
function blockThisThread(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe('the embedded paper venue on its own thread', () => {
  it('keeps its market trading while main’s event loop is blocked', async () => {
    const dir = await dataDir();
    const venue = await started(dir, join(dir, 'no-accounts.json'), 'busy', undefined, undefined);
    const trades = async () =>
      (await send(venue.url, '/api/v3/trades', { query: 'symbol=BTCUSDT&limit=1000' })).body as {
        time: number;
      }[];
    await expect.poll(async () => (await trades()).length, { timeout: 30_000 }).toBeGreaterThan(0);

    const from = Date.now();
    blockThisThread(1_500);
    const to = Date.now();
    // On main's own loop the simulated market could not have traded while the loop was blocked.
    const during = (await trades()).filter((trade) => trade.time > from && trade.time < to);
    expect(during.length).toBeGreaterThan(0);
  });

  it('trades for the Paper key of the accounts file, and for a renewed key once registerKey resolves', async () => {
    const dir = await dataDir();
    const [first, renewed] = [testKeys(), testKeys()];
    const paperKey = (keys: typeof first, apiKey: string): PaperVenueKey => ({
      apiKey,
      type: 'ED25519',
      publicKeyPem: keys.ed25519.publicKeyPem,
    });
    const accountsFile = join(dir, 'accounts.json');
    await writeFile(accountsFile, paperAccountsFileContent(paperKey(first, 'paperKeyFirst1')));
    const venue = await started(dir, accountsFile, 'off', undefined, undefined);
    const account = (keys: typeof first, apiKey: string) =>
      sendSigned(venue.url, keys, '/api/v3/account', { signer: 'ed25519', apiKey, timestamp: Date.now() });

    expect((await account(first, 'paperKeyFirst1')).status).toBe(200);
    expect((await account(renewed, 'paperKeyRenewed1')).status).toBe(401);

    await venue.registerKey(paperKey(renewed, 'paperKeyRenewed1'));
    expect((await account(renewed, 'paperKeyRenewed1')).status).toBe(200);
    expect((await account(first, 'paperKeyFirst1')).status).toBe(401);
  });

  it('reports a venue that cannot start with its reason', async () => {
    const dir = await dataDir();
    // Where the venue keeps its journal, a file instead of a folder.
    await writeFile(join(dir, 'paper-venue'), 'not a folder');
    await expect(
      startEmbeddedVenue(dir, join(dir, 'no-accounts.json'), 'off', undefined, undefined),
    ).rejects.toThrow(/paper-venue/);
  });

  it('stops answering once closed', async () => {
    const dir = await dataDir();
    await mkdir(join(dir, 'paper-venue'));
    const venue = await startEmbeddedVenue(dir, join(dir, 'no-accounts.json'), 'off', undefined, undefined);
    expect((await send(venue.url, '/api/v3/ping')).status).toBe(200);
    await venue.close();
    await expect(send(venue.url, '/api/v3/ping')).rejects.toThrow();
    await venue.close();
  });
});
