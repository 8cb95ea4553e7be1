/**
 * The payload a WebSocket API request signs: every param but `signature`, sorted by
 * name, `k=v` joined with `&`, not percent-encoded.
 */
export function wsApiPayload(params: Readonly<Record<string, string | number | boolean>>): string {
  return Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

/** The params with their signature, as sent. */
export function signedWsParams(
  params: Readonly<Record<string, string | number | boolean>>,
  sign: (payload: string) => string,
): Record<string, string | number | boolean> {
  return { ...params, signature: sign(wsApiPayload(params)) };
}

/** The WebSocket API endpoint of a venue whose REST base is `http(s)://host`: `ws(s)://host/ws-api/v3`. */
export function wsApiUrlOf(restBaseUrl: string): string {
  const url = new URL(restBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = '/ws-api/v3';
  url.search = '';
  return url.toString();
}
