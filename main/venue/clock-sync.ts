import type { VenueClock } from '@shared/ipc/venue';
import type { SpotClient } from './spot-client';

/** Server time corrected by half the round trip of the request that read it. */
export async function measureServerTime(
  readTime: () => Promise<{ serverTime: number }>,
  venueUrl: string,
  now: () => number = Date.now,
): Promise<VenueClock> {
  const sentAt = now();
  const { serverTime } = await readTime();
  const receivedAt = now();
  const roundTripMs = receivedAt - sentAt;
  const localMidpoint = sentAt + roundTripMs / 2;
  return {
    serverTime,
    offsetMs: Math.round(serverTime - localMidpoint),
    roundTripMs,
    measuredAt: receivedAt,
    venueUrl,
  };
}

/**
 * Measures the venue's clock: a ping to confirm the venue answers, then the server time corrected by
 * half the round trip of that request.
 */
export async function measureVenueClock(
  client: Pick<SpotClient, 'ping' | 'time' | 'baseUrl'>,
  now: () => number = Date.now,
): Promise<VenueClock> {
  await client.ping();
  return measureServerTime(() => client.time(), client.baseUrl, now);
}
