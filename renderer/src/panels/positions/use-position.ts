import { useQuery } from '@tanstack/react-query';
import { dec } from '@shared/decimal/decimal';
import type { PositionView } from '@shared/ipc/positions';
import { positionsQueries } from '../../api/positions-queries';
import { useTerminal } from '../../api/terminal-context';

/**
 * The spot position in a symbol's base asset, costed by average in the symbol's quote asset (the
 * chart's entry line, the order form's position); null until main has it or while nothing is held.
 */
export function usePosition(
  assets: { readonly baseAsset: string; readonly quoteAsset: string } | undefined,
): PositionView | null {
  const terminal = useTerminal();
  const query = useQuery({
    ...positionsQueries.list(terminal, assets?.quoteAsset ?? '', 'average'),
    enabled: assets !== undefined,
  });
  // Another quote asset's figures may stand in while this one's load: they are not this position's.
  const current = query.data?.quoteAsset === assets?.quoteAsset ? query.data : undefined;
  const position = current?.positions.find((p) => p.asset === assets?.baseAsset);
  return position && !dec(position.quantity).isZero() ? position : null;
}
