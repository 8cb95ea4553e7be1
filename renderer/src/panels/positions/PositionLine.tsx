import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { dec } from '@shared/decimal/decimal';
import { price, quantity, signed } from './figures';
import { usePosition } from './use-position';

/** What the order form's order would change: the position held in the symbol's base asset. */
export function PositionLine({
  symbol,
  side,
  orderQuantity,
}: {
  readonly symbol: SymbolInfo;
  readonly side: 'BUY' | 'SELL';
  /** The order's base quantity, when it is sized in it. */
  readonly orderQuantity: string | undefined;
}) {
  const position = usePosition(symbol);
  const { baseAsset, quoteAsset } = symbol;
  const held = position?.quantity ?? '0';
  const after =
    orderQuantity === undefined
      ? null
      : dec(held).plus(side === 'BUY' ? orderQuantity : dec(orderQuantity).neg());
  // Bought before the trades read, or deposited: the average cost and P&L are of the traded part only.
  const costed = position?.costedQuantity;
  const partly = position?.averageCost && costed !== undefined && !dec(costed).eq(held);
  return (
    <p className="muted" aria-label="Position">
      Position: {quantity(held)} {baseAsset}
      {partly && `, ${quantity(costed)} of it from trades`}
      {position?.averageCost && ` · avg cost ${price(position.averageCost, quoteAsset)} ${quoteAsset}`}
      {position?.unrealized && ` · unrealized ${signed(position.unrealized, quoteAsset)} ${quoteAsset}`}
      {after && ` · after this order ${quantity(after.toFixed())} ${baseAsset}`}
    </p>
  );
}
