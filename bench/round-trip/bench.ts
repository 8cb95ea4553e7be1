import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { testAccounts, testKeys, signPayload } from '../../main/paper-venue/test-support';
import { startPaperVenue } from '../../main/paper-venue/venue';
import { createVenueClient } from '../../main/venue/venue-client';
import type { Bench, Figure } from '../harness/figure';
import { measured } from '../harness/figure';
import { ascending, latencyText, p99Under, percentile } from '../harness/latency';
import { roundStats } from '../harness/stats';
import { priceUnderMarket } from '../harness/under-market';
import { launchBenchChromium, openApp } from '../app/browser';
import { startBenchDevHost } from '../app/dev-host';
import { placeFromForm, setUpOrderForm, type UiRoundTrips } from '../app/ui-round-trip';

const order = {
  symbol: 'BTCUSDT',
  side: 'BUY',
  type: 'LIMIT',
  timeInForce: 'IOC',
  quantity: '0.10000',
  price: '100.00',
} as const;

/** The venue allows 100 orders per 10 s; one order per 110 ms stays under it. */
const orderSpacingMs = 110;

/**
 * The renderer's half: the app in Chromium on the development host (busy market on screen, as the
 * goal is stated; fresh data dir, default Paper profile), `count` LIMIT IOC buys 10 % under the last
 * price placed from the app's order form.
 */
async function fromThePage(count: number): Promise<UiRoundTrips> {
  const browser = await launchBenchChromium();
  const host = await startBenchDevHost('busy');
  try {
    const page = await openApp(browser, host.url);
    await setUpOrderForm(page, await priceUnderMarket(host.venueUrl), '0.00100');
    await placeFromForm(page, host.token, Math.max(10, count / 10), orderSpacingMs);
    return await placeFromForm(page, host.token, count, orderSpacingMs);
  } finally {
    await browser.close();
    await host.stop();
  }
}

/**
 * Item 4, main-process half: the venue client's newOrder (encode, sign, rate-limit meter, fetch,
 * parse) against the real paper venue (durable engine, journal on a temp dir) over loopback, one
 * order at a time, wall-clock ms from call to acknowledgement. Peer: a bare fetch of the same order,
 * signed before the clock starts. The renderer's order form and IPC are not in this figure yet.
 */
export const roundTripBench: Bench = {
  id: '4',
  title: 'Order round trip',
  async run({ quick }): Promise<Figure[]> {
    const count = quick ? 200 : 1_000;
    const keys = testKeys();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-venue-'));
    const venue = await startPaperVenue({
      accounts: testAccounts(keys),
      dataDir,
      rateLimits: [
        { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 1_000_000 },
        { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 1_000_000 },
        { rateLimitType: 'RAW_REQUESTS', interval: 'MINUTE', intervalNum: 5, limit: 1_000_000 },
      ],
    });
    try {
      const client = createVenueClient({
        baseUrls: { spot: venue.url },
        credentials: { apiKey: keys.hmac.apiKey, signingKey: { type: 'HMAC', secret: keys.hmac.secret } },
      });
      const viaClient = async () => {
        const result = await client.spot.newOrder({ ...order, newOrderRespType: 'ACK' });
        if (typeof result.orderId !== 'number') throw new Error('no acknowledgement');
      };
      const bare = async () => {
        const query = new URLSearchParams({
          ...order,
          newOrderRespType: 'ACK',
          timestamp: String(Date.now()),
        }).toString();
        const signed = `${query}&signature=${signPayload(keys, 'hmac', query)}`;
        const start = performance.now();
        const response = await fetch(`${venue.url}/api/v3/order?${signed}`, {
          method: 'POST',
          headers: { 'X-MBX-APIKEY': keys.hmac.apiKey },
        });
        const body = (await response.json()) as { orderId?: unknown };
        const elapsed = performance.now() - start;
        if (typeof body.orderId !== 'number') throw new Error(`bare order refused: ${JSON.stringify(body)}`);
        return elapsed;
      };
      const ours: number[] = [];
      const peer: number[] = [];
      for (let i = 0; i < count / 10; i += 1) {
        await viaClient();
        await bare();
      }
      for (let i = 0; i < count; i += 1) {
        const start = performance.now();
        await viaClient();
        ours.push(performance.now() - start);
        peer.push(await bare());
      }
      const page = await fromThePage(count);
      if (page.refusals.length > 0)
        throw new Error(`${page.refusals.length} orders refused, first: ${page.refusals[0]}`);
      const sortedPage = ascending(page.latencies);
      const sortedBridge = ascending(page.bridgeOnly);
      const sortedOurs = ascending(ours);
      const sortedPeer = ascending(peer);
      const p99 = percentile(sortedOurs, 99);
      return [
        measured({
          id: '4',
          title: 'Order round trip (page → venue ack → page), ms',
          ours: {
            name: 'renderer',
            unit: 'ms',
            stats: roundStats(page.latencies),
            display: latencyText(sortedPage),
          },
          peer: {
            name: 'the bridge alone',
            unit: 'ms',
            stats: roundStats(page.bridgeOnly),
            display: latencyText(sortedBridge),
          },
          ratio: percentile(sortedPage, 99),
          goal: p99Under(10),
          notes: [
            `${page.latencies.length} LIMIT IOC buys of 0.001 BTC 10 % under the last price, placed from the app's order form in Chromium (its Buy button clicked by script in the page, no confirmation): the form's call tt:orders:place → dev host bridge → main's order manager → venue client → paper venue over loopback → back; one every ${orderSpacingMs} ms (the venue's ORDERS limit), after ${Math.max(10, count / 10)} warm-up orders.`,
            "Timed by the app itself (its tt:call-answered event: the call leaving the page → its answer reaching it, on the app's own socket with the market's frames), so whatever the page draws meanwhile counts. Before 2026-11-29 (fifteenth), the bench sent tt:orders:place on a socket of its own.",
            "Peer: the floor under it, the same page's round trip of a call main's router refuses at once (a channel not in the contract: page → bridge → router → page, nothing behind it), one halfway between two orders on the same socket. The venue client alone is the row below.",
          ],
        }),
        measured({
          id: '4',
          title: 'Order from a click (Buy clicked → answer in the page), ms',
          ours: {
            name: 'order form',
            unit: 'ms',
            stats: roundStats(page.fromClick),
            display: latencyText(ascending(page.fromClick)),
          },
          peer: {
            name: 'the bridge alone',
            unit: 'ms',
            stats: roundStats(page.bridgeOnly),
            display: latencyText(sortedBridge),
          },
          ratio: percentile(ascending(page.fromClick), 99),
          goal: p99Under(10),
          notes: [
            "The same orders as the row above, timed from the script's click on the form's Buy button: React's dispatch of the click, the form's checks of the draft against the symbol's filters and the mutation before the call leaves, then the round trip.",
          ],
        }),
        measured({
          id: '4',
          title: 'Order round trip (main → venue), ms',
          ours: {
            name: 'venue client',
            unit: 'ms',
            stats: roundStats(ours),
            display: latencyText(sortedOurs),
          },
          peer: { name: 'bare fetch', unit: 'ms', stats: roundStats(peer), display: latencyText(sortedPeer) },
          ratio: p99,
          goal: p99Under(10),
          notes: [
            `${count} LIMIT IOC orders each way (ACK), alternating, one at a time, after ${count / 10} warm-up pairs; wall clock.`,
            'The main-process part of the row above: from the venue client call to its parsed acknowledgement.',
          ],
        }),
      ];
    } finally {
      await venue.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
