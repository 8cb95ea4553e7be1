import type { Side } from '@shared/api/spot/enums';
import { roundToStep } from '@shared/decimal/step';
import { formatAvailable } from '@shared/decimal/format';
import Decimal from 'decimal.js';

const shares = [25, 50, 75, 100] as const;

/**
 * What the order can spend and quick ways to size it: a share of the balance that pays, or for a sell
 * the whole base asset held.
 */
export function SizeShortcuts({
  side,
  available,
  asset,
  stepSize,
  onPercent,
  onHeld,
}: {
  readonly side: Side;
  /** The free balance of the asset the order spends; undefined until known. */
  readonly available: string | undefined;
  readonly asset: string;
  readonly stepSize: string;
  readonly onPercent: (percent: number) => void;
  readonly onHeld: (quantity: string) => void;
}) {
  const held = available === undefined ? undefined : roundToStep(new Decimal(available), stepSize, 'floor');
  return (
    <div className="size-shortcuts">
      <p className="available num" aria-label="Available">
        Available {available === undefined ? '—' : `${formatAvailable(available, asset)} ${asset}`}
      </p>
      <div role="group" aria-label="Size as a share of what is available">
        {shares.map((share) => (
          <button
            key={share}
            type="button"
            onClick={() => onPercent(share)}
            disabled={available === undefined}
          >
            {share} %
          </button>
        ))}
      </div>
      {side === 'SELL' && (
        <button
          type="button"
          onClick={() => held !== undefined && onHeld(held)}
          disabled={held === undefined || new Decimal(held).isZero()}
        >
          Use held amount
        </button>
      )}
    </div>
  );
}
