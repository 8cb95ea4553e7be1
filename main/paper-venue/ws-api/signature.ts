/** The bytes a WebSocket API request signs: every param but `signature`, sorted, `k=v` joined by `&`. */
export function wsApiPayload(params: Readonly<Record<string, unknown>>): Buffer {
  const text = Object.keys(params)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => {
      const value = params[key];
      return `${key}=${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`;
    })
    .join('&');
  return Buffer.from(text, 'utf8');
}
