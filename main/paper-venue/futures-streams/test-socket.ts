import WebSocket from 'ws';

/** A WebSocket client for tests: every message is kept, and `next` waits for the first that matches. */
export async function openTestSocket(url: string) {
  const ws = new WebSocket(url);
  const messages: unknown[] = [];
  const waiting: { match: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiting.find((w) => w.match(message));
    if (waiter) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    } else messages.push(message);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    send: (body: unknown) => ws.send(JSON.stringify(body)),
    /** The first message (kept or coming) that matches; it is taken off the queue. */
    next<T = Record<string, unknown>>(match: (m: T) => boolean = () => true): Promise<T> {
      const at = messages.findIndex((m) => match(m as T));
      if (at >= 0) return Promise.resolve(messages.splice(at, 1)[0] as T);
      return new Promise((resolve) =>
        waiting.push({ match: (m) => match(m as T), resolve: (m) => resolve(m as T) }),
      );
    },
    close: () => ws.close(),
  };
}

/** The refusal a WebSocket upgrade gets, as status and JSON body. */
export function upgradeRefusal(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }),
      );
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => undefined);
  });
}
