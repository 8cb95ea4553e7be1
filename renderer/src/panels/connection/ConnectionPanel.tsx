import { useQuery } from '@tanstack/react-query';
import { useTerminal } from '../../api/terminal-context';
import { venueQueries } from '../../api/venue-queries';
import { useUiStore } from '../../stores/ui-store';
import { formatClockSeconds, formatOffset } from '../../ui/format-time';
import { LocalTimeToggle } from '../../ui/LocalTimeToggle';
import { useSecondTick } from '../../ui/use-second-tick';
import { ErrorText } from '../orders/ErrorText';

/** The venue's reachability and clock: the first thing a trader checks. */
export function ConnectionPanel() {
  const terminal = useTerminal();
  const clock = useQuery(venueQueries.clock(terminal));
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  // Whole seconds of the venue's clock: the offset and round trip below carry the milliseconds.
  const offsetMs = clock.data?.offsetMs ?? 0;
  const now = useSecondTick(offsetMs);

  const state = clock.isError ? 'disconnected' : clock.data ? 'connected' : 'connecting';
  const serverNow = clock.data ? now + offsetMs : undefined;

  return (
    <section className="panel connection-panel" aria-labelledby="connection-heading">
      <h2 id="connection-heading">Venue connection</h2>
      <p role="status" aria-label="Connection state" className={`connection-state state-${state}`}>
        {state}
      </p>
      <ErrorText error={clock.error} />
      <dl className="figures">
        <dt>Server time ({timeDisplay === 'utc' ? 'UTC' : 'local'})</dt>
        <dd aria-label="Server time" className="num">
          {serverNow === undefined ? '—' : formatClockSeconds(serverNow, timeDisplay)}
        </dd>
        <dt>Clock offset</dt>
        <dd aria-label="Clock offset" className="num">
          {clock.data ? formatOffset(clock.data.offsetMs) : '—'}
        </dd>
        <dt>Round trip</dt>
        <dd aria-label="Round trip" className="num">
          {clock.data ? `${clock.data.roundTripMs} ms` : '—'}
        </dd>
        <dt>Venue</dt>
        <dd aria-label="Venue address">{clock.data?.venueUrl ?? '—'}</dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => void clock.refetch()} disabled={clock.isFetching}>
          Measure again
        </button>
        <LocalTimeToggle label="Show local time" />
      </div>
    </section>
  );
}
