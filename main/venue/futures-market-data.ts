import type { KlineInterval } from '@shared/api/spot/enums';
import { depthResponse, klinesResponse } from '@shared/api/spot/market-data';
import { futuresAggTradesResponse } from '@shared/api/futures/market-data';
import { publicGet } from './public-get';
import type { SymbolLimit } from './query-params';
import type { Transport } from './transport';

/** The NONE-security market data a futures family serves under its prefix, read as the terminal shows it. */
export function futuresMarketData(t: Transport, prefix: '/fapi/v1' | '/dapi/v1') {
  const get = publicGet(t, prefix);
  return {
    depth: (params: SymbolLimit) => get('depth', depthResponse, params),
    aggTrades: (params: SymbolLimit) => get('aggTrades', futuresAggTradesResponse, params),
    klines: (params: {
      readonly symbol: string;
      readonly interval: KlineInterval;
      readonly limit?: number;
      readonly endTime?: number;
    }) => get('klines', klinesResponse, params),
  };
}

export type FuturesMarketData = ReturnType<typeof futuresMarketData>;
