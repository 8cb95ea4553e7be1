import type { RateLimits } from '../rate-limits';
import type { Transport } from '../transport';
import { spotAccount } from './account';
import { spotGeneral } from './general';
import { spotMarketData } from './market-data';
import { spotOrderLists } from './order-lists';
import { spotTrading } from './trading';

/** Every spot endpoint (`/api/v3`) as a typed method. */
export function createSpotApi(t: Transport, limits: RateLimits, newClientOrderId: () => string) {
  return {
    baseUrl: t.baseUrl,
    ...spotGeneral(t, limits),
    ...spotMarketData(t),
    ...spotTrading(t, newClientOrderId),
    ...spotOrderLists(t, newClientOrderId),
    ...spotAccount(t),
  };
}

export type SpotClient = ReturnType<typeof createSpotApi>;
