import { startFixtureVenue, type FixtureVenueOptions } from './fixture-venue';

export type FixtureRoutes = FixtureVenueOptions['routes'];

/** The HMAC key the test clients sign with ('k', secret 's'), as the fixture venue verifies it. */
const testKey = { apiKey: 'k', key: { type: 'HMAC', secret: 's' } } as const;

/**
 * A fixture venue that verifies the test key's signatures, tells its time (`now`, by default this
 * machine's) and answers `routes`.
 */
export function venueWithClock(routes: FixtureRoutes, now: () => number = Date.now) {
  return startFixtureVenue({
    ...testKey,
    now,
    routes: { 'GET /api/v3/time': () => ({ body: { serverTime: now() } }), ...routes },
  });
}
