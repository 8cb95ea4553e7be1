import type { PayloadOf } from '@shared/ipc/contract';
import type { LoopbackVenue } from '../../venue/test-support/loopback-venue';
import type { VenueClient } from '../../venue/venue-client';
import type { recordPushes } from '../test-support/pushes';
import { createFuturesService, type FuturesService } from './futures-service';
import { createFuturesStreams } from './futures-streams';
import { futuresVenueOf } from './futures-venue';

/** One paper account's futures service over the loopback venue, and the `tt:futures:changed` it pushed. */
export function loopbackFuturesService(venue: LoopbackVenue, account: string) {
  const events: PayloadOf<'tt:futures:changed'>[] = [];
  const client = venue.client(account);
  const { handlers } = createFuturesService({
    venue: async () => futuresVenueOf(client),
    emit: (name, payload) => {
      if (name === 'tt:futures:changed') events.push(payload as PayloadOf<'tt:futures:changed'>);
    },
  });
  return { h: handlers, events };
}

/**
 * The account's futures user-data streams, feeding `service` and telling their status through
 * `pushes`; answered once the USD-M stream is live. Stop them with `stop()`.
 */
export async function openUserData(
  service: FuturesService,
  client: VenueClient,
  pushes: Pick<ReturnType<typeof recordPushes>, 'emit' | 'next'>,
) {
  const streams = createFuturesStreams({
    onEvent: (family, event) => service.onUserData(family, event),
    onSubscribed: (family) => service.onStreamSubscribed(family),
    onStatus: (status) => pushes.emit('tt:market:streamStatus', status),
  });
  const live = pushes.next(
    (p) =>
      p.name === 'tt:market:streamStatus' &&
      p.payload.stream === 'usdm-user-data' &&
      p.payload.state === 'live',
  );
  await streams.open(client);
  await live;
  return streams;
}
