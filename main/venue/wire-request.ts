import { encodeParams, percentEncode, type Params } from './params';

/** Exactly what goes on the wire: the query string (without `?`) and the form body. */
export interface WireRequest {
  readonly query: string;
  readonly body: string;
  /** The bytes the signature covers; for a signed request, query + body minus `&signature=…`. */
  readonly signedPayload?: string;
}

export interface RequestParts {
  readonly query?: Params;
  readonly body?: Params;
}

/**
 * Builds the bytes to send. For a signed request the payload is the encoded query followed by the
 * encoded body with no separator; the signature is appended to that very string, and the query and
 * body sent are cut from it. So the bytes sent are the signed bytes plus `&signature=…`, by construction.
 */
export function buildWireRequest(parts: RequestParts, signer?: (payload: string) => string): WireRequest {
  const query = parts.query === undefined ? '' : encodeParams(parts.query);
  const body = parts.body === undefined ? '' : encodeParams(parts.body);
  if (!signer) return { query, body };
  const payload = query + body;
  const sent = `${payload}${payload === '' ? '' : '&'}signature=${percentEncode(signer(payload))}`;
  const bodySent = body !== '';
  return {
    query: bodySent ? sent.slice(0, query.length) : sent,
    body: bodySent ? sent.slice(query.length) : '',
    signedPayload: payload,
  };
}
