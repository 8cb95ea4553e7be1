import type { VenueClock } from '../../shared/ipc/venue';
import type { SpotClient } from './spot-client';

/**
 * Measures the venue's clock: a ping to confirm the venue answers, then the server time corrected by
 * half the round trip of that request.
 */
export async function measureVenueClock(
  client: Pick<SpotClient, 'ping' | 'time' | 'baseUrl'>,
  now: () => number = Date.now,
): Promise<VenueClock> {
  await client.ping();
  const sentAt = now();
  const { serverTime } = await client.time();
  const receivedAt = now();
  const roundTripMs = receivedAt - sentAt;
  const localMidpoint = sentAt + roundTripMs / 2;
  return {
    serverTime,
    offsetMs: Math.round(serverTime - localMidpoint),
    roundTripMs,
    measuredAt: receivedAt,
    venueUrl: client.baseUrl,
  };
}
