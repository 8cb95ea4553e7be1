import type { TerminalErrorKind, TerminalErrorPayload } from '../../shared/ipc/errors';

export interface VenueErrorInit {
  readonly kind: Extract<
    TerminalErrorKind,
    'venue' | 'network' | 'malformed-response' | 'unknown-outcome' | 'rate-limited'
  >;
  readonly endpoint: string;
  readonly message: string;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;
}

/** Every failure of a venue call: HTTP status, venue code and message, and the endpoint it came from. */
export class VenueError extends Error {
  readonly kind: VenueErrorInit['kind'];
  readonly endpoint: string;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;

  constructor(init: VenueErrorInit) {
    super(`${init.endpoint}: ${init.message}`);
    this.name = 'VenueError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
  }

  toPayload(): TerminalErrorPayload {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.code === undefined ? {} : { code: this.code }),
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}
