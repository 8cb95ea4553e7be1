import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { VenueClock } from '@shared/ipc/venue';

/** Query factories of the venue domain. */
export const venueQueries = {
  all: () => ['venue'] as const,
  clock: (terminal: TerminalApi) =>
    queryOptions({
      queryKey: [...venueQueries.all(), 'clock'] as const,
      queryFn: () => terminal.venue.time(),
      refetchInterval: 15_000,
    }),
};

/** Main's periodic clock re-syncs land in the same cache entry the query fills. */
export function syncVenueEvents(terminal: TerminalApi, client: QueryClient) {
  return terminal.venue.onTime((clock: VenueClock) => {
    client.setQueryData(venueQueries.clock(terminal).queryKey, clock);
  });
}
