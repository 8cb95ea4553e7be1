import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createVenueClient } from '../../main/venue/venue-client';
import type { Bench, Figure, Goal } from '../harness/figure';
import { measured } from '../harness/figure';
import { ascending, latencyText, p99Under, percentile } from '../harness/latency';
import { roundStats } from '../harness/stats';
import { priceUnderMarket } from '../harness/under-market';
import { startVenueProcess } from './venue-process';

const CLIENTS = 20;
/** Binance's spot ORDERS limit, 100 per 10 s per account: what each client may send there. */
const LIVE_ORDERS_PER_SECOND = 10;
const RATE_LIMIT_SCALE = 1000;

interface Phase {
  readonly orders: number;
  /** Orders the venue or the client refused (not timed), by message. */
  readonly refused: Map<string, number>;
  readonly seconds: number;
  readonly latencies: number[];
}

/**
 * `CLIENTS` signed venue clients each placing LIMIT IOC buys under the market (expired at once, so
 * the book and the balance stay as they were) for `seconds`: back to back (`spacingMs` 0, the
 * venue's capacity) or one every `spacingMs` per client (an offered load).
 */
async function phase(place: (() => Promise<void>)[], seconds: number, spacingMs: number): Promise<Phase> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    place.map(async (one, client) => {
      let next = start + (spacingMs * client) / place.length;
      while (performance.now() < end) {
        if (spacingMs > 0) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          next += spacingMs;
        }
        const sent = performance.now();
        try {
          await one();
          latencies.push(performance.now() - sent);
        } catch (error) {
          const message = (error as Error).message.replace(/\d+ ?ms/g, 'N ms');
          refused.set(message, (refused.get(message) ?? 0) + 1);
        }
      }
    }),
  );
  return { orders: latencies.length, refused, seconds: (performance.now() - start) / 1000, latencies };
}

const atLeast = (rate: number): Goal => ({
  text: `≥ ${rate} orders/s (${CLIENTS} accounts at the live ORDERS limit)`,
  ratioUnit: '× the live limit',
  met: (ratio) => ratio >= 1,
});

/**
 * Item 8: the venue under load. The venue runs as `npm run venue -- --rate-limit-scale 1000
 * --activity normal` in its own process; `CLIENTS` venue clients (HMAC-signed, as main sends orders)
 * share its paper account. Throughput: every client back to back, orders acknowledged per second,
 * beside what the clients could send a live venue at all. Latency: every client at the live limit
 * (10 orders/s each, 200/s in all), p99 beside the round-trip goal.
 */
export const venueLoadBench: Bench = {
  id: '8',
  title: 'Venue under load',
  async run({ quick }): Promise<Figure[]> {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    const venue = await startVenueProcess(root, [
      '--rate-limit-scale',
      String(RATE_LIMIT_SCALE),
      '--activity',
      'normal',
    ]);
    try {
      const order = {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'IOC',
        quantity: '0.00100',
        price: await priceUnderMarket(venue.url),
        newOrderRespType: 'ACK',
      } as const;
      const place = Array.from({ length: CLIENTS }, () => {
        const client = createVenueClient({
          baseUrls: { spot: venue.url },
          credentials: { apiKey: venue.apiKey, signingKey: { type: 'HMAC', secret: venue.secret } },
        });
        return async () => {
          const result = await client.spot.newOrder(order);
          if (typeof result.orderId !== 'number') throw new Error('no acknowledgement');
        };
      });
      const seconds = quick ? 3 : 10;
      await phase(place, 1, 0);
      const saturated = await phase(place, seconds, 0);
      const paced = await phase(place, seconds, 1000 / LIVE_ORDERS_PER_SECOND);
      const rate = saturated.orders / saturated.seconds;
      const liveLimit = CLIENTS * LIVE_ORDERS_PER_SECOND;
      const sortedSaturated = ascending(saturated.latencies);
      const sortedPaced = ascending(paced.latencies);
      const refusals = (run: Phase) =>
        run.refused.size === 0
          ? 'none refused'
          : `refused: ${[...run.refused].map(([message, n]) => `${n}× ${message}`).join('; ')}`;
      return [
        measured({
          id: '8a',
          title: `Venue throughput, ${CLIENTS} signed clients back to back, orders/s`,
          ours: {
            name: 'venue',
            unit: 'orders/s',
            stats: roundStats([rate]),
            display: `${Math.round(rate)} orders/s (${latencyText(sortedSaturated)})`,
          },
          peer: {
            name: 'live limit',
            unit: 'orders/s',
            stats: roundStats([liveLimit]),
            display: `${liveLimit} orders/s`,
          },
          ratio: rate / liveLimit,
          goal: atLeast(liveLimit),
          notes: [
            `${saturated.orders} LIMIT IOC buys (ACK) in ${saturated.seconds.toFixed(1)} s, wall clock, after a 1 s warm-up (${refusals(saturated)}); the venue (npm run venue -- --rate-limit-scale ${RATE_LIMIT_SCALE} --activity normal) in its own process, the ${CLIENTS} clients (main's venue client, HMAC) in the bench's, one paper account; both share the machine's cores.`,
            `Peer: what ${CLIENTS} accounts may send a live venue, ${LIVE_ORDERS_PER_SECOND} orders/s each (ORDERS 100 per 10 s).`,
          ],
        }),
        measured({
          id: '8b',
          title: `Venue latency, ${CLIENTS} signed clients at the live limit, ms`,
          ours: {
            name: 'venue',
            unit: 'ms',
            stats: roundStats(paced.latencies),
            display: latencyText(sortedPaced),
          },
          peer: { name: 'goal', unit: 'ms', stats: roundStats([10]), display: 'p99 < 10 ms' },
          ratio: percentile(sortedPaced, 99),
          goal: p99Under(10),
          notes: [
            `${paced.orders} orders in ${paced.seconds.toFixed(1)} s: each client one every ${1000 / LIVE_ORDERS_PER_SECOND} ms (${liveLimit} orders/s offered), staggered (${refusals(paced)}); call to parsed acknowledgement, wall clock.`,
          ],
        }),
      ];
    } finally {
      await venue.stop();
    }
  },
};
