import type { z } from 'zod';
import type { KlineInterval } from '@shared/api/spot/enums';
import { depthResponse, klinesResponse } from '@shared/api/spot/market-data';
import { futuresAggTradesResponse } from '@shared/api/futures/market-data';
import { asParams } from './client-order-id';
import type { Transport } from './transport';

/** The NONE-security market data a futures family serves under its prefix, read as the terminal shows it. */
export function futuresMarketData(t: Transport, prefix: '/fapi/v1' | '/dapi/v1') {
  const get = <S extends z.ZodType>(path: string, schema: S, params: object) =>
    t.call({ method: 'GET', path: `${prefix}/${path}`, signed: false, params: asParams(params), schema });
  return {
    depth: (params: { readonly symbol: string; readonly limit?: number }) =>
      get('depth', depthResponse, params),
    aggTrades: (params: { readonly symbol: string; readonly limit?: number }) =>
      get('aggTrades', futuresAggTradesResponse, params),
    klines: (params: {
      readonly symbol: string;
      readonly interval: KlineInterval;
      readonly limit?: number;
      readonly endTime?: number;
    }) => get('klines', klinesResponse, params),
  };
}

export type FuturesMarketData = ReturnType<typeof futuresMarketData>;
