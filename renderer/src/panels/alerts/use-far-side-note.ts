import type { AlertMarket } from '@shared/ipc/alerts';
import { formatPrice } from '@shared/decimal/format';
import { useMark } from '../../api/use-mark';
import { useLastPrice } from '../order-entry/trading-queries';
import type { ConditionDraft } from './condition-draft';
import { farSideNote } from './far-side';
import { useAlertFigures, useAlertUnits } from './use-alert-figures';

/**
 * The far-side note (far-side.ts) for a price alert being typed on `symbol`: against the spot last
 * price, or a contract's mark with `market`. Nothing is watched while `symbol` is null.
 */
export function useFarSideNote(
  draft: ConditionDraft,
  symbol: string | null,
  market: AlertMarket | undefined,
): string | null {
  const lastPrice = useLastPrice(market === undefined ? symbol : null);
  const { mark } = useMark(market ?? 'spot', symbol);
  const units = useAlertUnits(symbol, market);
  const figures = useAlertFigures(symbol, market);
  const now = market === undefined ? lastPrice : (mark?.markPrice ?? null);
  if ((draft.kind !== 'above' && draft.kind !== 'below') || now === null || !units || !figures) return null;
  return farSideNote(
    draft.kind,
    draft.price.trim(),
    {
      price: now,
      shown: formatPrice(now, units.tickSize),
      what: market === undefined ? 'last price' : 'mark price',
    },
    figures.price,
  );
}
