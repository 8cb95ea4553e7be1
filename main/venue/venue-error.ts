import type { TerminalErrorKind, TerminalErrorPayload } from '@shared/ipc/errors';

export interface VenueErrorInit {
  readonly kind: Extract<
    TerminalErrorKind,
    'venue' | 'network' | 'malformed-response' | 'unknown-outcome' | 'rate-limited' | 'invalid-arguments'
  >;
  readonly endpoint: string;
  readonly message: string;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;
  /** The client order id of the request, so an 'unknown-outcome' order can be reconciled by querying it. */
  readonly newClientOrderId?: string;
  /** The same, for order lists. */
  readonly listClientOrderId?: string;
}

/**
 * Every failure of a venue call: HTTP status, venue code and message, the venue's `data`, and the
 * endpoint it came from. Kinds: 'venue' (the venue refused), 'network' (not sent or no answer to an
 * idempotent read), 'unknown-outcome' (a state-changing call may or may not have happened),
 * 'rate-limited' (429/418 or a block still in force), 'malformed-response', 'invalid-arguments'
 * (refused before sending).
 */
export class VenueError extends Error {
  readonly kind: VenueErrorInit['kind'];
  readonly endpoint: string;
  readonly status?: number;
  readonly code?: number;
  readonly data?: unknown;
  readonly newClientOrderId?: string;
  readonly listClientOrderId?: string;

  constructor(init: VenueErrorInit) {
    super(`${init.endpoint}: ${init.message}`);
    this.name = 'VenueError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.newClientOrderId = init.newClientOrderId;
    this.listClientOrderId = init.listClientOrderId;
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

/** -2015: the venue names no cause, so the likely ones are added in words a user can act on. */
export const REFUSED_KEY_CAUSES =
  'Likely causes: the key is not registered at this venue (a generated key needs its public half ' +
  "registered there and the API key id it issues entered here), the key's IP restriction does not " +
  'include this machine, or the key lacks the permission for this action (e.g. spot trading).';

/** The venue's message, with the likely causes of a refused key after a -2015. */
export function explainVenueMessage(code: number | undefined, message: string): string {
  return code === -2015 ? `${message} ${REFUSED_KEY_CAUSES}` : message;
}
