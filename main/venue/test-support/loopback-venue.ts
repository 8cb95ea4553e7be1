import { createHmac } from 'node:crypto';
import { accountsFile } from '@main/paper-venue/accounts/accounts-file';
import type { FaultState } from '@main/paper-venue/faults/fault-state';
import type { FuturesState } from '@main/paper-venue/futures';
import { startPaperVenue } from '@main/paper-venue/venue';
import { createVenueClient, type VenueClient } from '@main/venue/venue-client';

/**
 * The paper venue (futures and mining behind its pipeline: API key, timestamp, HMAC signature, IP
 * weight, futures order counters) on a loopback port, with one paper account per name given. Its
 * clients record every request they send, so a test can tell what reached the venue.
 */
export interface LoopbackVenue {
  readonly url: string;
  readonly state: FuturesState;
  /** The venue's injected faults (active only when started with `faults: true`). */
  readonly faults: FaultState;
  /** `METHOD /path` of every request the clients sent, in order. */
  readonly received: string[];
  /** For each of `received`: how many of the clients' requests were still unanswered when it was sent. */
  readonly unansweredAtSend: number[];
  /** A signed client for every family, with the named account's key (`timeoutMs`: per request). */
  client(account: string, options?: { readonly timeoutMs?: number }): VenueClient;
  close(): Promise<void>;
}

const apiKeyOf = (account: string) => `${account.replace(/[^A-Za-z0-9]/g, '')}Key`;
const secretOf = (account: string) => `secret-of-${apiKeyOf(account)}-for-tests-only`;

export async function startLoopbackVenue(
  accountNames: readonly string[],
  options: { readonly faults?: boolean } = {},
): Promise<LoopbackVenue> {
  const venue = await startPaperVenue({
    seed: 7,
    ...(options.faults ? { adminToken: 'loopback-venue-faults-token' } : {}),
    accounts: accountsFile.parse({
      accounts: accountNames.map((name) => ({
        name,
        keys: [{ apiKey: apiKeyOf(name), type: 'HMAC', secret: secretOf(name) }],
      })),
    }),
  });
  const received: string[] = [];
  const unansweredAtSend: number[] = [];
  let unanswered = 0;
  const recordingFetch: typeof fetch = async (input, init) => {
    received.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    unansweredAtSend.push(unanswered);
    unanswered += 1;
    try {
      return await fetch(input, init);
    } finally {
      unanswered -= 1;
    }
  };
  const clients: VenueClient[] = [];
  return {
    url: venue.url,
    state: venue.futures,
    faults: venue.faults,
    received,
    unansweredAtSend,
    client(account, clientOptions = {}) {
      if (!accountNames.includes(account)) throw new Error(`no paper account named ${account}`);
      const secret = secretOf(account);
      const client = createVenueClient({
        baseUrls: { spot: venue.url, usdm: venue.url, coinm: venue.url, mining: venue.url },
        credentials: {
          apiKey: apiKeyOf(account),
          sign: (payload) => createHmac('sha256', secret).update(payload).digest('hex'),
        },
        resyncMs: 0,
        timeoutMs: clientOptions.timeoutMs,
        retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
        fetch: recordingFetch,
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.dispose();
      await venue.close();
    },
  };
}
