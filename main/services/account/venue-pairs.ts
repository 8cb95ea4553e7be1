import type { SpotClient } from '../../venue/spot-client';
import type { Pair } from './price-paths';
import type { WeightPacer } from './weight-pacer';

/** GET /api/v3/exchangeInfo without symbols. */
const exchangeInfoWeight = 20;

/** The venue's symbols as pairs, asked for once when first wanted; a failed ask is asked again next time. */
export function venuePairs(spot: () => Promise<SpotClient>, paced: WeightPacer): () => Promise<Pair[]> {
  let pairs: Promise<Pair[]> | undefined;
  return () =>
    (pairs ??= (async () => {
      await paced(exchangeInfoWeight);
      const info = await (await spot()).exchangeInfo();
      return info.symbols.map(({ symbol, baseAsset, quoteAsset }) => ({ symbol, baseAsset, quoteAsset }));
    })().catch((error: unknown) => {
      pairs = undefined;
      throw error;
    }));
}
