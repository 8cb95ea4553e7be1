import type { SpotClient } from '../../venue/spot-client';
import type { WeightPacer } from './weight-pacer';

/** GET /api/v3/myTrades without orderId. */
const myTradesWeight = 20;

export interface MyTradesPagesDeps {
  readonly spot: () => Promise<SpotClient>;
  readonly paced: WeightPacer;
  readonly now: () => number;
  /** myTrades page size: the venue's maximum, 1000 (tests page with fewer). */
  readonly pageSize?: number;
}

/** The page size, and a reader of one myTrades page of that size, asked when the weight pacer allows. */
export function myTradesPages(deps: MyTradesPagesDeps) {
  const pageSize = deps.pageSize ?? 1000;
  const page = async (params: Omit<Parameters<SpotClient['myTrades']>[0], 'limit'>) => {
    await deps.paced(myTradesWeight);
    return (await deps.spot()).myTrades({ ...params, limit: pageSize });
  };
  return { pageSize, page };
}
