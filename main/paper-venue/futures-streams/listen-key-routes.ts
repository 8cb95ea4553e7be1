import { answer, type RouteTable } from '../futures/route-table';
import { VenueRefusal } from '../futures/route-table';
import type { Family } from '../futures/symbols';
import type { FuturesListenKeys } from './listen-keys';

/** POST/PUT/DELETE /{fapi,dapi}/v1/listenKey: USER_STREAM, weight 1. */
export function listenKeyRoutes(keys: FuturesListenKeys): RouteTable {
  const table: RouteTable = {};
  for (const family of ['fapi', 'dapi'] as const satisfies readonly Family[]) {
    const path = `/${family}/v1/listenKey`;
    table[`POST ${path}`] = {
      security: 'USER_STREAM',
      weight: 1,
      handler: (call) => answer(() => ({ listenKey: keys.open(call.accountId, family, call.now) })),
    };
    table[`PUT ${path}`] = {
      security: 'USER_STREAM',
      weight: 1,
      handler: (call) =>
        answer(() => {
          const key = keys.keepAlive(call.accountId, family, call.now);
          if (key === undefined) throw new VenueRefusal(-1125, 'This listenKey does not exist.');
          return { listenKey: key };
        }),
    };
    table[`DELETE ${path}`] = {
      security: 'USER_STREAM',
      weight: 1,
      handler: (call) =>
        answer(() => {
          keys.close(call.accountId, family);
          return {};
        }),
    };
  }
  return table;
}
