import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  readonly method: string;
  readonly path: string;
  /** The query string's and the form body's parameters, merged. */
  readonly params: URLSearchParams;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A loopback proxy in front of a venue: it records every request, forwards it, and for the requests
 * `loseAnswer` picks answers 503 instead of the venue's answer (the order reached the venue; its
 * answer was lost), until the count given runs out.
 */
export async function startRecordingProxy(target: string) {
  const seen: ProxiedRequest[] = [];
  let lose: { readonly matches: (r: ProxiedRequest) => boolean; remaining: number } | undefined;
  let hold: ((r: ProxiedRequest) => boolean) | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', target);
      const params = new URLSearchParams(url.searchParams);
      const entry = { method: request.method ?? 'GET', path: url.pathname, params };
      seen.push(entry);
      const body = await readBody(request);
      for (const [name, value] of new URLSearchParams(body.toString())) params.append(name, value);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        // fetch sets the body's length itself (undici refuses a second one).
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers[name] = value;
      const answer = await fetch(new URL(`${url.pathname}${url.search}`, target), {
        method: entry.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      const text = await answer.text();
      if (hold?.(entry)) return; // executed, never answered: the client times out
      if (lose && lose.remaining > 0 && lose.matches(entry)) {
        lose.remaining -= 1;
        response.writeHead(503, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            code: -1000,
            msg: 'Unknown error, please check your request or try again later.',
          }),
        );
        return;
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection')
          out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(text);
    })().catch(() => {
      response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** The next `count` requests that match are executed by the venue but answered 503. */
    loseAnswers(matches: (r: ProxiedRequest) => boolean, count = 1) {
      lose = { matches, remaining: count };
    },
    /** Matching requests are executed by the venue and never answered (until `holdAnswers(undefined)`). */
    holdAnswers(matches: ((r: ProxiedRequest) => boolean) | undefined) {
      hold = matches;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
