import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandlerWrapper } from '../venue';
import { bufferRequest, captureResponse, sendResponse, type RequestHandler } from './capture-response';
import type { FaultState } from './fault-state';

const ORDER_PLACING = new Set([
  'POST /api/v3/order',
  'POST /api/v3/order/oco',
  'POST /api/v3/orderList/oco',
  'POST /api/v3/orderList/oto',
  'POST /api/v3/orderList/otoco',
  'POST /api/v3/order/cancelReplace',
  'POST /api/v3/sor/order',
]);

const JSON_TYPE = { 'Content-Type': 'application/json;charset=UTF-8' };

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendResponse(res, { status, headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });
}

/** Spot and both futures families (orders, cancels, leverage, position mode); never a test order. */
function isStateChanging(method: string, path: string): boolean {
  if (method === 'GET') return false;
  if (path.startsWith('/api/v3/')) return path !== '/api/v3/order/test';
  return path.startsWith('/fapi/') || path.startsWith('/dapi/');
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
    if (faults.bannedUntil > now) {
      return answer(
        res,
        418,
        {
          code: -1003,
          msg: `Way too much request weight used; IP banned until ${faults.bannedUntil}. Please use WebSocket Streams for live updates to avoid bans.`,
        },
        { 'Retry-After': String(Math.ceil((faults.bannedUntil - now) / 1000)) },
      );
    }
    if (faults.rateLimitBurst > 0) {
      faults.rateLimitBurst -= 1;
      return answer(
        res,
        429,
        {
          code: -1003,
          msg: 'Too much request weight used; current limit is 6000 request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.',
        },
        { 'Retry-After': String(60 - (Math.floor(now / 1000) % 60)) },
      );
    }
    let request = req;
    if (faults.symbolStatus.size > 0 && ORDER_PLACING.has(`${method} ${url.pathname}`)) {
      const { body, replay } = await bufferRequest(req);
      const symbol = url.searchParams.get('symbol') ?? new URLSearchParams(body).get('symbol');
      if (symbol !== null && !faults.isTrading(symbol)) {
        return answer(res, 400, { code: -2010, msg: 'Market is closed.' });
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
      return answer(res, 503, {
        code: -1007,
        msg: 'Timeout waiting for response from backend server. Send status unknown; execution status unknown.',
      });
    }
    sendResponse(res, response);
  };
}
