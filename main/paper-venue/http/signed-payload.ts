/** `query` and `body` as sent, minus their `signature=` segment: the bytes a client signed. */
export function signedPayload(query: string, body: string): Buffer {
  const strip = (raw: string) =>
    raw
      .split('&')
      .filter((segment) => !segment.startsWith('signature='))
      .join('&');
  // Query string then body, with nothing between them.
  return Buffer.from(strip(query) + strip(body), 'latin1');
}
