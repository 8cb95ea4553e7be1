import { useQuery } from '@tanstack/react-query';
import type { ActiveProfile } from '../../api/active-profile';
import { useTerminal } from '../../api/terminal-context';
import { venueQueries } from '../../api/venue-queries';
import { formatOffset } from '../../ui/format-time';
import { markingClass } from '../../ui/marking';
import { StreamStatusItems } from './StreamStatusItems';

/** The bottom line a trader glances at: venue state, latency, clock offset, and whose money this is. */
export function StatusBar({ profile }: { profile: ActiveProfile }) {
  const terminal = useTerminal();
  const clock = useQuery(venueQueries.clock(terminal));
  const state = clock.isError ? 'down' : clock.data ? 'live' : 'connecting';
  return (
    <footer className="status-bar" aria-label="Status bar">
      <span className={`status-item state-${state}`} aria-label="Venue REST status">
        REST {state}
      </span>
      <span className="status-item num" aria-label="Latency">
        {clock.data ? `${clock.data.roundTripMs} ms` : '—'}
      </span>
      <span className="status-item num" aria-label="Clock offset to venue">
        offset {clock.data ? formatOffset(clock.data.offsetMs) : '—'}
      </span>
      <StreamStatusItems />
      <span
        className={`status-item status-profile ${profile.marking === 'PAPER' ? '' : markingClass(profile.marking)}`}
      >
        {profile.marking === 'PAPER' ? 'Paper' : profile.marking} · {profile.name}
      </span>
    </footer>
  );
}
