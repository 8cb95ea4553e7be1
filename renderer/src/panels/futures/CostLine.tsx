import { dec } from '@shared/decimal/decimal';
import { amountDecimals, formatAvailable, formatDecimal, formatPercent } from '@shared/decimal/format';
import { roundToStep } from '@shared/decimal/step';
import type { OrderCost } from './order-cost';
import type { FuturesSymbolView } from '@shared/ipc/futures';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { symbolFigures } from './figures';

/** Shares of the most the margin carries that the cost line types, besides Max itself. */
const shares = ['25', '50', '75'] as const;

/**
 * What the order takes of the margin and about what it pays in commission, the most the margin
 * carries and shares of it (buttons that type the quantity, on the contract's step), what is free.
 */
export function CostLine({
  cost,
  symbol,
  onQuantity,
}: {
  readonly cost: OrderCost;
  /** The contract: its sizes in its base asset or in contracts, on its step. */
  readonly symbol: FuturesSymbolView;
  readonly onQuantity: (quantity: string) => void;
}) {
  const size = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  const figures = symbolFigures(symbol);
  const { stepSize } = tickAndStepOf(symbol.filters);
  const amount = (value: string) => `${formatDecimal(value, amountDecimals(cost.asset))} ${cost.asset}`;
  const max = `${figures.size(cost.max)} ${size}`;
  return (
    <p className="order-cost" role="status" aria-label="Order cost">
      {cost.cost !== null && (
        <>
          Cost {amount(cost.cost)} (margin at {cost.leverage}×) ·{' '}
        </>
      )}
      {cost.fee && (
        <>
          Fee ({formatPercent(cost.fee.rate)} {cost.fee.role}) ≈ {amount(cost.fee.amount)} ·{' '}
        </>
      )}
      {shares.map((share) => (
        <span key={share}>
          <button
            type="button"
            className="link-button"
            aria-label={`${share} % of Max: type it`}
            onClick={() => onQuantity(roundToStep(dec(cost.max).times(share).div(100), stepSize, 'floor'))}
          >
            {share} %
          </button>{' '}
        </span>
      ))}
      <button
        type="button"
        className="link-button"
        aria-label={`Max ${max}: type it`}
        onClick={() => onQuantity(cost.max)}
      >
        Max {max}
      </button>{' '}
      · Available {formatAvailable(cost.available, cost.asset)} {cost.asset}
    </p>
  );
}
