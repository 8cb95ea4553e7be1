/**
 * The paper venue's futures endpoints, ready to mount.
 *
 *   const state = createFuturesState({ seed: 7 });
 *   const routes = futuresRoutes(state);   // { 'POST /fapi/v1/order': { security, weight, orderCount, handler }, … }
 *   routes['POST /fapi/v1/order'].handler({ accountId, params, now })  // → { status, body, headers? }
 *
 * `params` is the merged query string and form body, already authenticated by the pipeline.
 * Prices move only when told: `setMarkPrice(state, 'BTCUSDT', '30100', now)` requotes the synthetic
 * market maker, fills crossed resting orders and fires triggered stop orders; `followIndex(state,
 * spotPrice)` returns a step that sets every mark to its spot index plus a seeded basis (the venue
 * runs it after each step of its simulated spot market). GTD orders expire as
 * the `now` passed to any handler (or to `advanceTo`) passes their goodTillDate. See README.md.
 */
export { futuresRoutes } from './routes';
export {
  createFuturesState,
  setAlgoOrderMigration,
  setWalletBalance,
  type FuturesState,
  type FuturesStateOptions,
} from './state';
export { advanceTo, setMarkPrice } from './market-moves';
export { BASIS_BOUND_BP } from './basis-walk';
export { followIndex, type SpotPrice } from './index-follower';
export type { OrderCount, RouteSpec, RouteTable, Security, VenueCall, VenueReply } from './route-table';
export { DAPI_SYMBOLS, FAPI_SYMBOLS } from './symbols';
