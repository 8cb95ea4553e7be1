import type { VenueMarking } from '@shared/venue-presets';
import './marking.css';

/** The badge class of a marking: PAPER muted, TESTNET amber, LIVE red. */
export const markingClass = (marking: VenueMarking): string =>
  `profile-badge profile-${marking.toLowerCase()}`;

/** What each marking means, for a badge's title. */
export const markingMeaning: Record<VenueMarking, string> = {
  PAPER: 'Paper: simulated orders on the embedded venue',
  TESTNET: "Testnet: orders on the venue's test network, with test money",
  LIVE: 'Live: orders trade real money',
};
