import { z } from 'zod';
import { event, request } from './define';

/** The venue's clock as measured from main: round-trip corrected offset of server time over local time. */
export interface VenueClock {
  /** Venue server time (ms since epoch) at the midpoint of the measuring round trip. */
  readonly serverTime: number;
  /** serverTime minus the local clock at the same instant, in ms. */
  readonly offsetMs: number;
  readonly roundTripMs: number;
  /** Local time (ms since epoch) when the measurement completed. */
  readonly measuredAt: number;
  /** Base URL of the venue measured, for display. */
  readonly venueUrl: string;
}

export const venueRequests = {
  'tt:venue:time': request<VenueClock>()(z.void()),
};

export const venueEvents = {
  'tt:venue:time': event<VenueClock>(),
};
