import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountsFile, type AccountsFile } from '../accounts/accounts-file';
import { manualClock, ROOMY_LIMITS, send, type ManualClock, type Reply } from '../test-support';
import { startPaperVenue, type PaperVenue, type PaperVenueOptions } from '../venue';

/** Two HMAC accounts (alice trades, bob is the other side) and a restricted one for permissions. */
export const TRADERS = {
  alice: { apiKey: 'aliceKey0001', secret: 'aliceSecretForTestsOnly' },
  bob: { apiKey: 'bobKey0001', secret: 'bobSecretForTestsOnly' },
  carol: { apiKey: 'carolKey0001', secret: 'carolSecretForTestsOnly' },
} as const;
export type Trader = keyof typeof TRADERS;

const BALANCES = { USDT: '1000000', BTC: '10', ETH: '100', BNB: '1000', SOL: '1000' };

export function liveAccounts(): AccountsFile {
  const account = (name: Trader, permissions: string[]) => ({
    name,
    permissions,
    balances: BALANCES,
    commission: { maker: '0.001', taker: '0.002' },
    keys: [{ apiKey: TRADERS[name].apiKey, type: 'HMAC' as const, secret: TRADERS[name].secret }],
  });
  return accountsFile.parse({
    accounts: [account('alice', ['SPOT']), account('bob', ['SPOT']), account('carol', ['MARGIN'])],
  });
}

export { ROOMY_LIMITS };

/** A signed request as a Binance client sends it (HMAC over query then body). */
export function signedRequest(
  url: string,
  trader: Trader,
  method: string,
  path: string,
  query: string,
  timestamp: number,
): Promise<Reply> {
  const full = [query, `timestamp=${timestamp}`].filter(Boolean).join('&');
  const signature = createHmac('sha256', TRADERS[trader].secret).update(full).digest('hex');
  return send(url, path, {
    method,
    query: `${full}&signature=${signature}`,
    headers: { 'X-MBX-APIKEY': TRADERS[trader].apiKey },
  });
}

/**
 * The paper venue on the real engine, in a fresh data directory, with a hand-moved clock (`clock`
 * when given); other venue options pass through.
 */
export async function startLiveVenue(options: PaperVenueOptions & { clock?: ManualClock } = {}) {
  const { clock = manualClock(), ...venueOptions } = options;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'paper-venue-live-')));
  const venue: PaperVenue = await startPaperVenue({
    rateLimits: ROOMY_LIMITS,
    ...venueOptions,
    now: clock.now,
    accounts: liveAccounts(),
    dataDir,
  });
  const as =
    (trader: Trader) =>
    (method: string, path: string, query = ''): Promise<Reply> =>
      signedRequest(venue.url, trader, method, path, query, clock.now());
  return {
    venue,
    clock,
    dataDir,
    alice: as('alice'),
    bob: as('bob'),
    carol: as('carol'),
    get: (path: string, query?: string) => send(venue.url, path, { query }),
    async stop(removeData = true) {
      await venue.close();
      if (removeData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type LiveVenue = Awaited<ReturnType<typeof startLiveVenue>>;
