import type { TestOrderCommission } from '@shared/api/spot/order';
import { formatPercent } from '@shared/decimal/format';

interface MakerTaker {
  readonly maker: string;
  readonly taker: string;
}

interface CommissionFiguresProps {
  /** Names the list ("BTCUSDT commission rates"); no name when its section already gives one. */
  readonly name?: string;
  /** The first row's term: whose standard rates these are. */
  readonly standardTerm: string;
  readonly standard: MakerTaker;
  readonly tax: MakerTaker;
  readonly discount: TestOrderCommission['discount'];
}

const makerTaker = ({ maker, taker }: MakerTaker) => `${formatPercent(maker)} / ${formatPercent(taker)}`;

/** A symbol's or an order's commission: standard and tax rates as maker / taker, and the discount. */
export function CommissionFigures({ name, standardTerm, standard, tax, discount }: CommissionFiguresProps) {
  return (
    <dl className="figures" aria-label={name}>
      <dt>{standardTerm}</dt>
      <dd>{makerTaker(standard)}</dd>
      <dt>Tax maker / taker</dt>
      <dd>{makerTaker(tax)}</dd>
      <dt>Discount</dt>
      <dd>
        {discount.enabledForAccount && discount.enabledForSymbol
          ? `${formatPercent(discount.discount)} paying in ${discount.discountAsset}`
          : 'none'}
      </dd>
    </dl>
  );
}
