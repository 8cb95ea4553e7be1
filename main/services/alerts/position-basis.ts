import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { CostMethod, PositionsView } from '@shared/ipc/positions';
import type { PositionBasis } from './pnl-watch';

export interface PositionBasisDeps {
  readonly symbols: () => Promise<readonly SymbolInfo[]>;
  /** The active profile's positions valued in the quote asset (the Positions pane's figures). */
  readonly positions: (quoteAsset: string, method: CostMethod) => Promise<PositionsView>;
}

/** A symbol's position for P&L alerts: its base asset's, valued in its quote asset; null with none. */
export function positionBasisOf(deps: PositionBasisDeps) {
  return async (symbol: string, method: CostMethod): Promise<PositionBasis | null> => {
    const info = (await deps.symbols()).find((s) => s.symbol === symbol);
    if (!info) return null;
    const view = await deps.positions(info.quoteAsset, method);
    const position = view.positions.find((p) => p.asset === info.baseAsset);
    if (!position || position.costBasis === null) return null;
    return { quantity: position.costedQuantity, costBasis: position.costBasis };
  };
}
