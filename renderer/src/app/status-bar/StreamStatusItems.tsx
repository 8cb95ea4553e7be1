import { useQuery } from '@tanstack/react-query';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatOffset } from '../../ui/format-time';

const ordersCarried = {
  'logged-on': 'Spot orders are sent over this connection, logged on (no signature per order).',
  signed: 'Spot orders are sent over this connection, each signed.',
} as const;

/**
 * One item per market or user-data stream: its state, smoothed latency and clock offset, and
 * whether the spot orders travel over it.
 */
export function StreamStatusItems() {
  const terminal = useTerminal();
  const statuses = useQuery(marketQueries.streamStatus(terminal));
  if (statuses.isError) {
    return (
      <span className="status-item state-down" aria-label="Streams">
        streams unknown
      </span>
    );
  }
  return [...(statuses.data?.values() ?? [])].map((status) => (
    <span
      key={status.stream}
      className={`status-item num state-${status.state}`}
      aria-label={`Stream ${status.stream}`}
      title={status.reason ?? (status.orders && ordersCarried[status.orders])}
    >
      {status.stream} {status.state}
      {status.orders && ' · orders'}
      {status.latencyMs !== null && ` · ${Math.round(status.latencyMs)} ms`}
      {status.clockOffsetMs !== null && ` · offset ${formatOffset(Math.round(status.clockOffsetMs))}`}
    </span>
  ));
}
