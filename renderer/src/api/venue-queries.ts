import type { QueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { VenueClock } from '@shared/ipc/venue';
import { queryDomain } from './query-domain';

/** Query factories of the venue domain. */
export const venueQueries = queryDomain('venue', (query) => ({
  clock: (terminal: TerminalApi) =>
    query(['clock'], () => terminal.venue.time(), { refetchInterval: 15_000 }),
}));

/** Main's periodic clock re-syncs land in the same cache entry the query fills. */
export function syncVenueEvents(terminal: TerminalApi, client: QueryClient) {
  return terminal.venue.onTime((clock: VenueClock) => {
    client.setQueryData(venueQueries.clock(terminal).queryKey, clock);
  });
}
