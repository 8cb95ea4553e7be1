import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountsFile } from '@main/paper-venue/accounts/accounts-file';
import { ROOMY_LIMITS } from '@main/paper-venue/test-support';
import { startPaperVenue, type PaperVenueOptions } from '@main/paper-venue/venue';
import { createVenueClient } from '@main/venue/venue-client';
import { startRecordingProxy } from './recording-proxy';

/** Two HMAC traders: alice trades through the terminal (behind a recording proxy), bob is the other side. */
export const TRADERS = {
  alice: { apiKey: 'ttAliceKey0001', secret: 'ttAliceSecretNeverShown' },
  bob: { apiKey: 'ttBobKey0001', secret: 'ttBobSecretNeverShown' },
} as const;

/** A spot client with a trader's key at `baseUrl`; `timeoutMs` bounds each request. */
export function traderClient(name: keyof typeof TRADERS, baseUrl: string, timeoutMs?: number) {
  return createVenueClient({
    baseUrls: { spot: baseUrl },
    credentials: {
      apiKey: TRADERS[name].apiKey,
      signingKey: { type: 'HMAC', secret: TRADERS[name].secret },
    },
    resyncMs: 0,
    timeoutMs,
  });
}

/** The paper venue on its real engine in a fresh data directory, with a proxy in front of alice. */
export async function startTradingVenue() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tt-orders-'));
  const account = (name: keyof typeof TRADERS) => ({
    name,
    permissions: ['SPOT'],
    balances: { USDT: '100000', BTC: '10', ETH: '100' },
    commission: { maker: '0.001', taker: '0.002' },
    keys: [{ apiKey: TRADERS[name].apiKey, type: 'HMAC' as const, secret: TRADERS[name].secret }],
  });
  // `dataDir` runs the real engine (main/paper-venue/venue.ts).
  const options: PaperVenueOptions = {
    accounts: accountsFile.parse({ accounts: [account('alice'), account('bob')] }),
    rateLimits: ROOMY_LIMITS,
    dataDir,
    // enables the venue's fault injection (venue.faults)
    adminToken: 'tradingVenueAdminTokenForTests',
  };
  const venue = await startPaperVenue(options);
  const proxy = await startRecordingProxy(venue.url);
  const alice = traderClient('alice', proxy.url);
  const aliceDirect = traderClient('alice', venue.url);
  const bob = traderClient('bob', venue.url);
  return {
    venue,
    proxy,
    alice,
    aliceDirect,
    bob,
    async stop() {
      for (const c of [alice, aliceDirect, bob]) c.dispose();
      await proxy.close();
      await venue.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TradingVenue = Awaited<ReturnType<typeof startTradingVenue>>;
