/** A socket message's JSON, or undefined when it is not JSON: such a message is passed over. */
export function jsonMessage(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
