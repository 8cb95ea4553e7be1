import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Pipeline } from '../http/router';
import type { HandlerWrapper } from '../venue';
import { bufferRequest, captureResponse, sendResponse, type RequestHandler } from './capture-response';
import {
  ORDER_PLACING,
  executedButUnknown,
  isStateChanging,
  marketClosed,
  refusalBeforeHandling,
} from './fault-refusals';
import type { FaultState } from './fault-state';

const JSON_TYPE = { 'Content-Type': 'application/json;charset=UTF-8' };

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendResponse(res, { status, headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fault injection around the venue's request pipeline: `admin` (when given) answers `/admin/…`,
 * then latency, an IP ban (418), a 429 burst, closed markets for symbols in BREAK/HALT, symbol
 * statuses in exchangeInfo, and 503s for a share of state-changing requests, sent only after
 * the venue executed them (so the outcome really is unknown to the client).
 */
export function faultWrapper(
  faults: FaultState,
  admin?: RequestHandler,
  delay: (ms: number) => Promise<void> = sleep,
): HandlerWrapper {
  return (inner) => async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://venue');
    if (admin && url.pathname.startsWith('/admin/')) return admin(req, res);
    faults.requestsReceived += 1;
    if (faults.latencyMs > 0) await delay(faults.latencyMs);
    const now = faults.now();
    const refused = refusalBeforeHandling(faults, now);
    if (refused) return answer(res, refused.status, refused.body, refused.headers);
    let request = req;
    if (faults.symbolStatus.size > 0 && ORDER_PLACING.has(`${method} ${url.pathname}`)) {
      const { body, replay } = await bufferRequest(req);
      const symbol = url.searchParams.get('symbol') ?? new URLSearchParams(body).get('symbol');
      if (symbol !== null && !faults.isTrading(symbol)) {
        const closed = marketClosed();
        return answer(res, closed.status, closed.body);
      }
      request = replay;
    }
    const response = await captureResponse(inner, request, res);
    if (url.pathname === '/api/v3/exchangeInfo' && response.status === 200 && faults.symbolStatus.size > 0) {
      const info = JSON.parse(response.body) as { symbols: { symbol: string; status: string }[] };
      for (const entry of info.symbols) entry.status = faults.symbolStatus.get(entry.symbol) ?? entry.status;
      response.body = JSON.stringify(info);
    }
    if (response.status === 200 && isStateChanging(method, url.pathname) && faults.nextStateChangeFails()) {
      const unknown = executedButUnknown();
      return answer(res, unknown.status, unknown.body);
    }
    sendResponse(res, response);
  };
}

/**
 * The pipeline the WebSocket API's REST methods run through, with the injected faults that
 * `faultWrapper` applies to HTTP: latency, an IP ban, a 429 burst, closed markets for orders, and a
 * 503 for a share of state-changing requests, given after the venue executed them.
 */
export function faultyPipeline(
  pipeline: Pipeline,
  faults: FaultState,
  delay: (ms: number) => Promise<void> = sleep,
): Pipeline {
  return {
    ...pipeline,
    async run(key, params, ip, authenticate) {
      faults.requestsReceived += 1;
      if (faults.latencyMs > 0) await delay(faults.latencyMs);
      const refused = refusalBeforeHandling(faults, faults.now());
      if (refused) throw refused;
      if (faults.symbolStatus.size > 0 && ORDER_PLACING.has(key)) {
        const symbol = params.text('symbol');
        if (symbol !== undefined && !faults.isTrading(symbol)) throw marketClosed();
      }
      const reply = await pipeline.run(key, params, ip, authenticate);
      const [method = '', path = ''] = key.split(' ');
      if (reply.status === 200 && isStateChanging(method, path) && faults.nextStateChangeFails())
        throw executedButUnknown();
      return reply;
    },
  };
}
