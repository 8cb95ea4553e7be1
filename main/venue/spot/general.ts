import { exchangeInfoResponse, type ExchangeInfo } from '@shared/api/spot/exchange-info';
import { pingResponse, timeResponse } from '@shared/api/spot/general';
import type { SymbolStatus } from '@shared/api/spot/enums';
import { asParams } from '../client-order-id';
import type { RateLimits } from '../rate-limits';
import type { Transport } from '../transport';

export type ExchangeInfoParams = { readonly showPermissionSets?: boolean } & (
  | { readonly symbol: string }
  | { readonly symbols: readonly string[] }
  | {
      readonly permissions?: string | readonly string[];
      readonly symbolStatus?: Extract<SymbolStatus, 'TRADING' | 'HALT' | 'BREAK'>;
    }
);

/** GET /api/v3/ping, /time, /exchangeInfo. exchangeInfo's rateLimits become the meter's limits. */
export function spotGeneral(t: Transport, limits: RateLimits) {
  return {
    ping: () => t.call({ method: 'GET', path: '/api/v3/ping', signed: false, schema: pingResponse }),
    time: () =>
      t.call({
        method: 'GET',
        path: '/api/v3/time',
        signed: false,
        schema: timeResponse,
        millisecondsOnly: true,
        forTrading: true,
      }),
    async exchangeInfo(params: ExchangeInfoParams = {}): Promise<ExchangeInfo> {
      const info = await t.call({
        method: 'GET',
        path: '/api/v3/exchangeInfo',
        signed: false,
        params: asParams(params),
        schema: exchangeInfoResponse,
      });
      limits.setLimits(t.family, info.rateLimits);
      return info;
    },
  };
}
