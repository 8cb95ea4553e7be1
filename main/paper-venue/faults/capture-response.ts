import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface CapturedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}

/** Runs the handler but keeps its answer (one writeHead + end, as the router writes) for us to send. */
export function captureResponse(
  handler: RequestHandler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<CapturedResponse> {
  const writeHead = res.writeHead;
  const end = res.end;
  const captured: CapturedResponse = { status: 200, headers: {}, body: '' };
  return new Promise((resolve) => {
    res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
      captured.status = status;
      captured.headers = headers ?? {};
      return res;
    }) as typeof res.writeHead;
    res.end = ((chunk?: unknown) => {
      captured.body = chunk === undefined ? '' : String(chunk);
      res.writeHead = writeHead;
      res.end = end;
      resolve(captured);
      return res;
    }) as typeof res.end;
    void handler(req, res);
  });
}

export function sendResponse(res: ServerResponse, response: CapturedResponse): void {
  if (res.destroyed) return;
  res.writeHead(response.status, {
    ...response.headers,
    'Content-Length': Buffer.byteLength(response.body),
  });
  res.end(response.body);
}

/** Reads a request's body and gives back a request the router can read again. */
export async function bufferRequest(
  req: IncomingMessage,
): Promise<{ body: string; replay: IncomingMessage }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const replay = Object.assign(Readable.from(chunks), {
    headers: req.headers,
    method: req.method,
    url: req.url,
    socket: req.socket,
  }) as unknown as IncomingMessage;
  return { body: Buffer.concat(chunks).toString('latin1'), replay };
}
