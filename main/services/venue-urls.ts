import type { Venue } from '@shared/ipc/profile-schema';
import type { VenueClientConfig } from '../venue/venue-client';

/** The base URLs a profile's venue answers on; the embedded paper venue serves every family itself. */
export function venueBaseUrls(venue: Venue, embeddedVenueUrl: string): VenueClientConfig['baseUrls'] {
  if (venue.kind === 'paper') {
    return {
      spot: embeddedVenueUrl,
      usdm: embeddedVenueUrl,
      coinm: embeddedVenueUrl,
      mining: embeddedVenueUrl,
    };
  }
  return { spot: venue.spotRestUrl, usdm: venue.fapiUrl, coinm: venue.dapiUrl, mining: venue.sapiUrl };
}
