import type { StreamState, StreamStatus } from '@shared/ipc/market';

export interface StreamStatusOptions {
  /** The status's stream name: "user-data", "usdm-user-data"… */
  readonly stream: string;
  readonly onStatus: (status: StreamStatus) => void;
  /** The measured clock offset (venue minus local), shown with the status. */
  readonly clockOffsetMs?: () => number | null;
  readonly now: () => number;
}

/**
 * A user-data stream's status as the terminal shows it: its state and why, since when, and the
 * latency of the last event (local receipt minus the venue's event time, clock offset applied).
 * Pushed only when something shown changes.
 */
export function streamStatus(options: StreamStatusOptions) {
  let latencyMs: number | null = null;
  let orders: StreamStatus['orders'];
  let status: StreamStatus = {
    stream: options.stream,
    state: 'down',
    latencyMs: null,
    clockOffsetMs: null,
    since: options.now(),
    reason: 'not started',
  };
  const shown = {
    get: (): StreamStatus => status,
    set(state: StreamState, reason: string | null): void {
      const carried = state === 'live' ? orders : undefined;
      if (
        status.state === state &&
        status.reason === reason &&
        status.latencyMs === latencyMs &&
        status.orders === carried
      )
        return;
      orders = carried;
      status = {
        stream: options.stream,
        state,
        latencyMs,
        clockOffsetMs: options.clockOffsetMs?.() ?? null,
        since: status.state === state ? status.since : options.now(),
        reason,
        ...(carried ? { orders: carried } : {}),
      };
      options.onStatus(status);
    },
    /** The orders the live connection carries from now on (see StreamStatus.orders). */
    carries(route: StreamStatus['orders']): void {
      orders = route;
      shown.set(status.state, status.reason);
    },
    /** An event the venue stamped at `eventTime` (its clock) arrived now. */
    heard(eventTime: number): void {
      latencyMs = Math.max(0, Math.round(options.now() + (options.clockOffsetMs?.() ?? 0) - eventTime));
    },
  };
  return shown;
}
