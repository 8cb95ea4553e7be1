import { amountDecimals, formatDecimal } from '@shared/decimal/format';
import type { OrderCost } from './order-cost';

/** What the order takes of the margin, the most the margin carries (a button that types it), what is free. */
export function CostLine({
  cost,
  size,
  figures,
  onMax,
}: {
  readonly cost: OrderCost;
  readonly size: string;
  readonly figures: { readonly size: (value: string) => string };
  readonly onMax: () => void;
}) {
  const amount = (value: string) => `${formatDecimal(value, amountDecimals(cost.asset))} ${cost.asset}`;
  const max = `${figures.size(cost.max)} ${size}`;
  return (
    <p className="order-cost" role="status" aria-label="Order cost">
      {cost.cost !== null && (
        <>
          Cost {amount(cost.cost)} (margin at {cost.leverage}×) ·{' '}
        </>
      )}
      <button type="button" className="link-button" aria-label={`Max ${max}: type it`} onClick={onMax}>
        Max {max}
      </button>{' '}
      · Available {amount(cost.available)}
    </p>
  );
}
