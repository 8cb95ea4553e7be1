/**
 * The paper venue's mining endpoints (`/sapi/v1/mining`), ready to mount like the futures table:
 *
 *   const routes = miningRoutes(createMiningState({ seed: 7 }));
 *   routes['GET /sapi/v1/mining/statistics/user/list'].handler({ accountId, params, now })
 *
 * Data is plausible and deterministic: the same seed, userName (and configId) give the same
 * series; time-stamped points are anchored to the whole hour/day before `now`.
 */
export { miningRoutes } from './mining-routes';
export { createMiningState, type MiningState } from './mining-state';
export { MINING_ALGORITHMS } from './algorithms';
