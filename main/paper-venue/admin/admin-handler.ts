import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AccountRegistry } from '../accounts/account-registry';
import type { DepositResult, ExternalLockResult } from '../engine';
import { EngineError } from '../engine';
import { faultSettings, type FaultState } from '../faults/fault-state';
import type { VenueEngine } from '../http/engine-port';
import { adminTokenMatches } from './admin-token';

const depositRequest = z
  .object({
    /** The account's uid or name. */
    account: z.union([z.number().int().positive(), z.string().min(1)]),
    asset: z.string().regex(/^[A-Z0-9]{1,20}$/),
    amount: z.string().regex(/^\d{1,20}(\.\d{1,8})?$/),
  })
  .strict();

const externalLockRequest = z
  .object({
    account: z.union([z.number().int().positive(), z.string().min(1)]),
    asset: z.string().regex(/^[A-Z0-9]{1,20}$/),
    delta: z.string().regex(/^-?\d{1,20}(\.\d{1,8})?$/),
  })
  .strict();

export interface AdminOptions {
  readonly token: string;
  readonly faults: FaultState;
  readonly accounts: AccountRegistry;
  /** Credits paper money to the engine account of a venue account (uid). */
  readonly deposit: (uid: number, asset: string, amount: string) => DepositResult;
  /** Locks (delta > 0) or releases part of an account's balance as an external system would. */
  readonly externalLock: (uid: number, asset: string, delta: string) => ExternalLockResult;
  /** The engine the venue trades with: `GET /admin/state` reads an account's record from it. */
  readonly engine?: VenueEngine;
  /** Every futures order of an account on one family, open or not. */
  readonly futuresOrders?: (uid: number, family: 'fapi' | 'dapi') => unknown[];
  /** Every futures position row of an account on one family (positionRisk's shape). */
  readonly futuresPositions?: (uid: number, family: 'fapi' | 'dapi') => unknown[];
}

const stateRequest = z
  .object({
    /** The account's uid or name. */
    account: z.string().min(1),
    symbol: z.string().regex(/^[A-Z0-9]{1,20}$/),
  })
  .strict();

/** A request the admin endpoint refuses with 400 and -1130: data it cannot read, or no such account. */
class BadAdminRequest extends Error {}

function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadAdminRequest(result.error.issues[0]?.message);
  return result.data;
}

/** The venue account a request names by uid or by name. */
function accountNamed(options: AdminOptions, account: string | number) {
  const holder = options.accounts.accounts.find(
    (a) => String(a.uid) === String(account) || a.name === account,
  );
  if (!holder) throw new BadAdminRequest(`Unknown account ${String(account)}.`);
  return holder;
}

function accountState(engine: VenueEngine, uid: number, symbol: string) {
  return {
    account: engine.accountInfo(uid, false),
    openOrders: engine.openOrders(uid, symbol),
    allOrders: engine.allOrders(uid, symbol, { limit: 1000 }),
    orderLists: engine.allOrderLists(uid, { limit: 1000 }),
    myTrades: engine.myTrades(uid, symbol, { limit: 1000 }),
  };
}

const MAX_BODY = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) throw new SyntaxError('body too large');
  }
  return text === '' ? {} : (JSON.parse(text) as unknown);
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * The admin endpoint, present only when the venue runs with `--admin-token`: every request needs
 * `X-Admin-Token`. `GET /admin/faults` reports the faults, `POST /admin/faults` (JSON, see
 * faults/fault-state.ts) changes them, `POST /admin/deposit` ({account, asset, amount}) credits
 * paper money and emits balanceUpdate on the account's user-data streams, `POST /admin/externalLock`
 * ({account, asset, delta}) locks or releases balance and emits externalLockUpdate.
 * `GET /admin/state?account=…&symbol=…` answers the account's record as the engine holds it (balances,
 * open orders, every order and trade of the symbol, every order list), so a test can check the venue
 * itself without the account's key, and `GET /admin/futures/orders?account=…&family=fapi|dapi` lists
 * every futures order of the account on that family, open or not (USD-M conditional orders included,
 * by their order shape), and `GET /admin/futures/positions?account=…&family=…` its position rows.
 */
export function createAdminHandler(options: AdminOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!adminTokenMatches(options.token, req.headers['x-admin-token'])) {
      req.resume();
      return reply(res, 401, { code: -2015, msg: 'Invalid admin token.' });
    }
    const url = new URL(req.url ?? '/', 'http://venue');
    const route = `${req.method ?? 'GET'} ${url.pathname}`;
    try {
      switch (route) {
        case 'GET /admin/faults':
          req.resume();
          return reply(res, 200, options.faults.report());
        case 'POST /admin/faults': {
          options.faults.apply(parsed(faultSettings, await readJson(req)));
          return reply(res, 200, options.faults.report());
        }
        case 'POST /admin/deposit': {
          const { account, asset, amount } = parsed(depositRequest, await readJson(req));
          const holder = accountNamed(options, account);
          return reply(res, 200, options.deposit(holder.uid, asset, amount));
        }
        case 'GET /admin/state': {
          req.resume();
          const { account, symbol } = parsed(stateRequest, Object.fromEntries(url.searchParams));
          const holder = accountNamed(options, account);
          if (!options.engine) return reply(res, 404, { code: -1000, msg: 'This venue has no engine.' });
          return reply(res, 200, accountState(options.engine, holder.uid, symbol));
        }
        case 'POST /admin/externalLock': {
          const { account, asset, delta } = parsed(externalLockRequest, await readJson(req));
          const holder = accountNamed(options, account);
          return reply(res, 200, options.externalLock(holder.uid, asset, delta));
        }
        case 'GET /admin/futures/orders':
        case 'GET /admin/futures/positions': {
          req.resume();
          const holder = accountNamed(options, url.searchParams.get('account') ?? '');
          const family = url.searchParams.get('family');
          const read = route.endsWith('orders') ? options.futuresOrders : options.futuresPositions;
          if ((family !== 'fapi' && family !== 'dapi') || !read)
            throw new BadAdminRequest('family must be fapi or dapi.');
          return reply(res, 200, read(holder.uid, family));
        }
        default:
          req.resume();
          return reply(res, 404, { code: -1000, msg: `Unknown endpoint ${route}.` });
      }
    } catch (error) {
      if (error instanceof BadAdminRequest) return reply(res, 400, { code: -1130, msg: error.message });
      if (error instanceof SyntaxError)
        return reply(res, 400, { code: -1130, msg: 'Body is not valid JSON.' });
      if (error instanceof EngineError) return reply(res, 400, { code: error.code, msg: error.message });
      throw error;
    }
  };
}
