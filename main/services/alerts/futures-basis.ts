import { dec } from '@shared/decimal/decimal';
import type { AlertMarket } from '@shared/ipc/alerts';
import type { PositionView } from '@shared/ipc/futures';
import type { PositionBasis } from './pnl-watch';

export interface FuturesBasisDeps {
  /** The contract's position rows and its contract size (null: linear, in the base asset). */
  readonly positionOf: (
    market: AlertMarket,
    symbol: string,
  ) => Promise<{ readonly rows: readonly PositionView[]; readonly contractSize: number | null }>;
}

/**
 * A futures contract's position for its P&L alerts, both hedge-mode sides summed (a short's size is
 * negative): on a linear contract Σ size and Σ size × entry, worth Σ size × mark − Σ size × entry; on an
 * inverse one Σ size × contract size (USD) and that over each entry, worth Σ size × cs / entry − Σ size ×
 * cs / mark in the base asset. Null with no position.
 */
export function futuresBasisOf(deps: FuturesBasisDeps) {
  return async (market: AlertMarket, symbol: string): Promise<PositionBasis | null> => {
    const { rows, contractSize } = await deps.positionOf(market, symbol);
    const held = rows.filter((p) => p.symbol === symbol && !dec(p.size).isZero());
    if (held.length === 0) return null;
    const usd = (p: PositionView) => dec(p.size).mul(contractSize === null ? '1' : String(contractSize));
    const quantity = held.reduce((sum, p) => sum.plus(usd(p)), dec('0'));
    const costBasis = held.reduce(
      (sum, p) => sum.plus(contractSize === null ? usd(p).mul(p.entryPrice) : usd(p).div(p.entryPrice)),
      dec('0'),
    );
    return {
      quantity: quantity.toFixed(),
      costBasis: costBasis.toFixed(),
      ...(contractSize === null ? {} : { inverse: true }),
      at: held[0]!.markPrice,
    };
  };
}
