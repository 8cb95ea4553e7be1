import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccountRegistry } from '../../../paper-venue/accounts/account-registry';
import { accountsFile } from '../../../paper-venue/accounts/accounts-file';
import { DEFAULT_RATE_LIMITS } from '../../../paper-venue/config/rate-limits';
import { symbolCatalog } from '../../../paper-venue/config/symbols';
import { createFuturesState, futuresRoutes, type FuturesState } from '../../../paper-venue/futures';
import { ENDPOINT_RULES } from '../../../paper-venue/http/endpoint-table';
import { generalRoutes } from '../../../paper-venue/http/general-routes';
import { RateLimiter } from '../../../paper-venue/http/rate-limiter';
import { createRouter } from '../../../paper-venue/http/router';
import { futuresOrderLimiters, tableRoutes } from '../../../paper-venue/http/table-routes';
import { createMiningState, miningRoutes } from '../../../paper-venue/mining';
import { createVenueClient, type VenueClient } from '../../../venue/venue-client';

/**
 * The futures and mining route tables behind the paper venue's own pipeline (API key, timestamp,
 * HMAC signature, IP weight, futures order counters) on a loopback port, with one paper account per
 * name given. Records every request so a test can tell what reached the venue.
 */
export interface LoopbackVenue {
  readonly url: string;
  readonly state: FuturesState;
  /** `METHOD /path` of every request received, in order. */
  readonly received: string[];
  /** A signed client for every family, with the named account's key. */
  client(account: string): VenueClient;
  close(): Promise<void>;
}

const apiKeyOf = (account: string) => `${account.replace(/[^A-Za-z0-9]/g, '')}Key`;
const secretOf = (account: string) => `secret-of-${apiKeyOf(account)}-for-tests-only`;

export async function startLoopbackVenue(accountNames: readonly string[]): Promise<LoopbackVenue> {
  const now = Date.now;
  const state = createFuturesState({ seed: 7 });
  const limiters = futuresOrderLimiters(now);
  const futures = tableRoutes(
    { ...futuresRoutes(state), ...miningRoutes(createMiningState({ seed: 7 })) },
    limiters,
  );
  const accounts = createAccountRegistry(
    accountsFile.parse({
      accounts: accountNames.map((name) => ({
        name,
        keys: [{ apiKey: apiKeyOf(name), type: 'HMAC', secret: secretOf(name) }],
      })),
    }),
  );
  const pipeline = createRouter({
    routes: { ...generalRoutes(now), ...futures.routes },
    rules: { ...ENDPOINT_RULES, ...futures.rules },
    accounts,
    symbols: symbolCatalog(),
    limiter: new RateLimiter(DEFAULT_RATE_LIMITS, now),
    now,
  });
  const received: string[] = [];
  const server = createServer((req, res) => {
    received.push(`${req.method} ${new URL(req.url ?? '/', 'http://venue.invalid').pathname}`);
    void pipeline(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: VenueClient[] = [];
  return {
    url,
    state,
    received,
    client(account) {
      if (!accountNames.includes(account)) throw new Error(`no paper account named ${account}`);
      const secret = secretOf(account);
      const client = createVenueClient({
        baseUrls: { spot: url, usdm: url, coinm: url, mining: url },
        credentials: {
          apiKey: apiKeyOf(account),
          sign: (payload) => createHmac('sha256', secret).update(payload).digest('hex'),
        },
        resyncMs: 0,
        retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
      });
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.dispose();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
