/**
 * The contract between these endpoints and whoever mounts them. A handler is pure over the state
 * object it closes over: it gets the authenticated account, the already-merged query + body
 * parameters and the server time, and answers status, body and optional headers. Signature checks,
 * timestamp/recvWindow, API-key permissions and rate limiting belong to the mounting pipeline, which
 * reads `security`, `weight` and `orderCount` from the table.
 */
export interface VenueCall {
  readonly accountId: string;
  readonly params: Readonly<Record<string, string>>;
  readonly now: number;
}

export interface VenueReply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Record<string, string>;
}

export type Security = 'NONE' | 'TRADE' | 'USER_DATA' | 'USER_STREAM';

/** Order-count limiters a successful call counts against: header `X-MBX-ORDER-COUNT-<key>`. */
export interface OrderCount {
  readonly '10S'?: number;
  readonly '1M'?: number;
}

export interface RouteSpec {
  readonly security: Security;
  /** IP request weight (header `x-mbx-used-weight-1m`). */
  readonly weight: number;
  /** The weight where it depends on the parameters (read leniently, before validation); else `weight`. */
  readonly weightOf?: (params: ReadonlyMap<string, string>) => number;
  readonly orderCount?: OrderCount;
  readonly handler: (call: VenueCall) => VenueReply;
}

/** Keyed `METHOD /path`, e.g. `POST /fapi/v1/order`. */
export type RouteTable = Record<string, RouteSpec>;

/** A venue refusal: becomes `{code, msg}` with its HTTP status. */
export class VenueRefusal extends Error {
  constructor(
    readonly code: number,
    readonly venueMessage: string,
    readonly status = 400,
  ) {
    super(venueMessage);
  }
}

export function ok(body: unknown): VenueReply {
  return { status: 200, body };
}

/** Runs a handler body, turning a thrown refusal into the venue's error reply. */
export function answer(run: () => unknown): VenueReply {
  try {
    return ok(run());
  } catch (error) {
    if (error instanceof VenueRefusal) {
      return { status: error.status, body: { code: error.code, msg: error.venueMessage } };
    }
    throw error;
  }
}
