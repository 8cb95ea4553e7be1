/**
 * What every failed IPC request rejects with. A plain object, not an Error: Electron's contextBridge
 * keeps only the message of an Error, and this must arrive with its code and status intact.
 */
export interface TerminalErrorPayload {
  readonly kind: TerminalErrorKind;
  readonly message: string;
  /** Venue error code (negative), when the venue answered with one. */
  readonly code?: number;
  /** HTTP status of the venue's answer, when there was one. */
  readonly status?: number;
  /** Extra structured detail (cancelReplace `data`, retry deadline …). */
  readonly data?: unknown;
}

export type TerminalErrorKind =
  | 'unknown-channel'
  | 'untrusted-sender'
  | 'invalid-arguments'
  | 'venue'
  | 'network'
  | 'malformed-response'
  | 'unknown-outcome'
  | 'rate-limited'
  | 'internal';

export function isTerminalError(value: unknown): value is TerminalErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** An error that knows what it looks like across IPC (main's VenueError): the router asks it. */
export interface CarriesPayload {
  toPayload(): TerminalErrorPayload;
}

export function carriesPayload(error: unknown): error is CarriesPayload {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { toPayload?: unknown }).toPayload === 'function'
  );
}

/** An error in words: its message, with the venue's code when it has one (main's errors too). */
export function describeError(value: unknown): string {
  if (carriesPayload(value)) return describeError(value.toPayload());
  if (isTerminalError(value))
    return value.code === undefined ? value.message : `${value.message} (code ${value.code})`;
  if (value instanceof Error) return value.message;
  return String(value);
}

export type IpcResponse<T> = { ok: true; value: T } | { ok: false; error: TerminalErrorPayload };
