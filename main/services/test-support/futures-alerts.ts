import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlertFired, AlertView } from '@shared/ipc/alerts';
import type { Handlers } from '@shared/ipc/contract';
import type { MarkView } from '@shared/ipc/market';
import { createIpcRouter } from '../../ipc/router';
import { startLoopbackVenue } from '../../venue/test-support/loopback-venue';
import { createAlertsService, type AlertsServiceDeps } from '../alerts/alerts-service';
import { watchedMarket } from '../alerts/test-support';
import { createFuturesService } from '../futures/futures-service';
import { futuresVenueOf } from '../futures/futures-venue';
import { paperMarketService } from '../market/test-support';

type FuturesService = ReturnType<typeof createFuturesService>;

/**
 * The alerts service over a loopback venue's account `trader` (its USD-M client), with what it reads
 * of the account's futures given by `reads`; the marks it sees and its firings are kept for the test,
 * and `ipc` calls its handlers as the router does.
 */
export async function futuresAlertsOverLoopback(
  reads: (futures: FuturesService) => Partial<AlertsServiceDeps>,
) {
  const venue = await startLoopbackVenue(['trader']);
  const dataDir = await mkdtemp(join(tmpdir(), 'tt-futures-position-alerts-'));
  const client = venue.client('trader');
  const market = paperMarketService(venue.url, { usdm: client.futures.usdm });
  const futures = createFuturesService({ venue: async () => futuresVenueOf(client), emit: () => undefined });
  const fired: AlertFired[] = [];
  const marks: MarkView[] = [];
  const alerts = createAlertsService({
    dataDir,
    activeProfile: async () => 'paper',
    market: watchedMarket(market, marks),
    emit: (name, payload) => {
      if (name === 'tt:alerts:fired') fired.push(payload as AlertFired);
    },
    notify: () => undefined,
    ...reads(futures),
  });
  const router = createIpcRouter(alerts.handlers as Partial<Handlers> as Handlers);
  const trusted = { trusted: true, description: 'test', sessionId: 's1' };
  const ipc = async <T = AlertView>(channel: keyof typeof alerts.handlers, args: unknown) => {
    const response = await router.dispatch(channel, args, trusted);
    if (!response.ok) throw new Error(response.error.message);
    return response.value as T;
  };
  const close = async () => {
    alerts.dispose();
    await alerts.flush();
    futures.dispose();
    market.dispose();
    await venue.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { venue, futures, alerts, fired, marks, ipc, close };
}
export type FuturesAlertsOverLoopback = Awaited<ReturnType<typeof futuresAlertsOverLoopback>>;
