import { chromium, type Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test as appTest, venueAdminToken as adminToken } from './app';
import { readVenueState, type VenueAccountState } from './venue-state';
import { chromiumArgs, systemChromium } from './chromium';
import { startDevHostProcess, type DevHostProcess } from './dev-host-process';

/** The settings `POST /admin/faults` takes (main/paper-venue/faults/fault-state.ts). */
export interface FaultSettings {
  latencyMs?: number;
  serverErrorPercent?: number;
  rateLimitBurst?: number;
  banSeconds?: number;
  dropWebSocketEverySeconds?: number;
  dropDepthEvent?: string[];
  clockSkewMs?: number;
  symbolStatus?: Record<string, 'TRADING' | 'BREAK' | 'HALT'>;
}

export interface FaultReport {
  readonly rateLimitBurst: number;
  readonly serverErrorPercent: number;
  readonly clockSkewMs: number;
  readonly dropWebSocketEverySeconds: number;
  /** REST requests the venue has received (its admin endpoint's not counted). */
  readonly requestsReceived: number;
}

/** One price level as `[price, quantity]`, decimal strings without trailing zeros. */
export type Level = readonly [string, string];

/** The embedded paper venue, as a test sees it from outside: its public REST and its admin endpoint. */
export interface FaultyVenue {
  readonly url: string;
  setFaults(settings: FaultSettings): Promise<FaultReport>;
  faults(): Promise<FaultReport>;
  /** Every futures order of the Paper account on one family, open or not (`GET /admin/futures/orders`). */
  futuresOrders(family: 'fapi' | 'dapi'): Promise<{ clientOrderId: string; price: string; status: string }[]>;
  /** The Paper account's record as the venue holds it (`GET /admin/state`). */
  state(symbol: string): Promise<VenueAccountState>;
  /** `GET /api/v3/depth` with every level normalised, best first. */
  depth(symbol: string, limit: number): Promise<{ lastUpdateId: number; bids: Level[]; asks: Level[] }>;
}

const normal = (value: string) => dec(value.replace(/,/g, '')).toString();

function faultyVenue(url: string, token: string): FaultyVenue {
  const admin = async (method: 'GET' | 'POST', body?: unknown, path = '/admin/faults') => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'X-Admin-Token': token, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  return {
    url,
    setFaults: async (settings) => (await admin('POST', settings)) as FaultReport,
    faults: async () => (await admin('GET')) as FaultReport,
    futuresOrders: async (family) =>
      (await admin('GET', undefined, `/admin/futures/orders?account=paper&family=${family}`)) as Awaited<
        ReturnType<FaultyVenue['futuresOrders']>
      >,
    state: (symbol) => readVenueState(url, token, symbol),
    async depth(symbol, limit) {
      const res = await fetch(`${url}/api/v3/depth?symbol=${symbol}&limit=${limit}`);
      if (!res.ok) throw new Error(`depth answered ${res.status}: ${await res.text()}`);
      const book = (await res.json()) as { lastUpdateId: number; bids: string[][]; asks: string[][] };
      const levels = (side: string[][]) => side.map(([p, q]) => [normal(p!), normal(q!)] as const);
      return { lastUpdateId: book.lastUpdateId, bids: levels(book.bids), asks: levels(book.asks) };
    },
  };
}

/** The ladder's top `count` levels of one side, best first, as `[price, size]`. */
export async function ladderLevels(app: Page, side: 'Bids' | 'Asks', count: number): Promise<Level[]> {
  const ladder = app.getByRole('region', { name: 'Order book ladder' });
  const rows = await ladder
    .getByRole('table', { name: side })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('.ladder-price')?.textContent ?? '',
        tr.querySelector('.ladder-size')?.textContent ?? '',
      ]),
    );
  const best = side === 'Asks' ? rows.reverse() : rows;
  return best.slice(0, count).map(([p, q]) => [normal(p!), normal(q!)] as const);
}

interface FaultFixtures {
  host: DevHostProcess;
  venue: FaultyVenue;
}

/**
 * The app on the development host whose embedded venue has fault injection enabled (a per-run admin
 * token passed through the environment) and re-measures the clock every 2 s. Chromium only: the
 * Electron app never enables the admin endpoint.
 */
export const test = appTest.extend<FaultFixtures>({
  host: async ({ dataDir }, use, testInfo) => {
    test.skip(testInfo.project.name !== 'web', 'Fault injection runs on the development host only.');
    const host = await startDevHostProcess(dataDir, {
      env: { TT_VENUE_ADMIN_TOKEN: adminToken },
      args: ['--resync-ms', '2000'],
    });
    await use(host);
    await host.stop();
  },
  venue: async ({ host }, use) => {
    await use(faultyVenue(host.venueUrl, adminToken));
  },
  app: async ({ host }, use) => {
    const executablePath = systemChromium();
    test.skip(!executablePath, 'No system Chromium: install it (apt-get install chromium).');
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const page = await browser.newPage();
    await page.goto(host.url);
    await expect(page.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 20_000 });
    await use(page);
    await browser.close();
  },
});

export { expect };
