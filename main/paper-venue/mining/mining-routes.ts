import { refusals } from '../futures/errors';
import { optionalInteger, requiredText } from '../futures/params';
import { answer, type RouteTable, VenueRefusal, type VenueCall } from '../futures/route-table';
import { algorithmNamed } from './algorithms';
import { hashrateSeries } from './hashrate-series';
import type { MiningState } from './mining-state';
import { profitTransfers } from './profit-transfers';

const USER_NAME = /^[A-Za-z0-9_]{1,32}$/;
const HOURLY_POINTS = 24;
const DAILY_POINTS = 30;
const DEFAULT_PAGE_SIZE = 20;

/** Success in the mining envelope: code 0 and an empty msg. */
const envelope = (data: unknown) => ({ code: 0, msg: '', data });

function userNameOf(call: VenueCall): string {
  const userName = requiredText(call.params, 'userName');
  if (!USER_NAME.test(userName)) throw refusals.invalidValue('userName');
  return userName;
}

function statisticsList(state: MiningState, call: VenueCall) {
  const algoName = requiredText(call.params, 'algo');
  const userName = userNameOf(call);
  const algorithm = algorithmNamed(algoName);
  if (!algorithm) throw refusals.invalidValue('algo');
  return envelope([
    {
      type: 'H_hashrate',
      userName,
      list: hashrateSeries(state, algorithm, userName, call.now, 'hour', HOURLY_POINTS),
    },
    {
      type: 'D_hashrate',
      userName,
      list: hashrateSeries(state, algorithm, userName, call.now, 'day', DAILY_POINTS),
    },
  ]);
}

function profitDetails(state: MiningState, call: VenueCall) {
  const configId = optionalInteger(call.params, 'configId');
  if (configId === undefined) throw refusals.mandatory('configId');
  const userName = userNameOf(call);
  if (configId < 1) throw refusals.invalidValue('configId');
  const pageIndex = optionalInteger(call.params, 'pageIndex') ?? 1;
  if (pageIndex < 1) throw refusals.invalidValue('pageIndex');
  const pageSize = optionalInteger(call.params, 'pageSize') ?? DEFAULT_PAGE_SIZE;
  if (pageSize > 200)
    throw new VenueRefusal(-1102, "'pageSize' contains unexpected value. Cannot be greater than 200.");
  if (pageSize < 10) throw refusals.invalidValue('pageSize');
  const all = profitTransfers(state, configId, userName, call.now);
  const start = (pageIndex - 1) * pageSize;
  return envelope({
    profitTransferDetails: all.slice(start, start + pageSize),
    totalNum: all.length,
    pageSize,
  });
}

/**
 * The two mining endpoints of the spec, keyed `METHOD /path` like the futures table (USER_DATA,
 * IP weight 5 each). Missing parameters answer -1102, values out of range -1130 (pageSize above
 * 200: -1102 "Cannot be greater than 200."), all with HTTP 400 and a `{code, msg}` body.
 */
export function miningRoutes(state: MiningState): RouteTable {
  return {
    'GET /sapi/v1/mining/statistics/user/list': {
      security: 'USER_DATA',
      weight: 5,
      handler: (call) => answer(() => statisticsList(state, call)),
    },
    'GET /sapi/v1/mining/hash-transfer/profit/details': {
      security: 'USER_DATA',
      weight: 5,
      handler: (call) => answer(() => profitDetails(state, call)),
    },
  };
}
