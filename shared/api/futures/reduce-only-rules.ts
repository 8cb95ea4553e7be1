import { dec } from '../../decimal/decimal';
import { futuresRefusals, type FuturesRefusal } from './refusals';

/** An open order as far as the position rules look at it. */
export interface OpenReduceOnly {
  readonly side: 'BUY' | 'SELL';
  readonly reduceOnly: boolean;
  readonly origQty: string;
  readonly executedQty: string;
}

/**
 * The venue's position rules for a one-way reduce-only order: it must shrink the position (-2022),
 * and with the other open reduce-only orders on its side (conditional ones waiting for their trigger
 * too) it must not close more than the position holds (-4118). `held` is the position's signed size.
 */
export function reduceOnlyRefusal(
  order: { readonly side: 'BUY' | 'SELL'; readonly quantity: string },
  held: string,
  open: readonly OpenReduceOnly[],
): FuturesRefusal | null {
  const position = dec(held);
  const shrinks = order.side === 'BUY' ? position.lt(0) : position.gt(0);
  if (!shrinks) return futuresRefusals.reduceOnlyRejected();
  let pending = dec('0');
  for (const o of open)
    if (o.reduceOnly && o.side === order.side) pending = pending.plus(dec(o.origQty).minus(o.executedQty));
  return pending.plus(order.quantity).gt(position.abs()) ? futuresRefusals.reduceOnlyMarginCheck() : null;
}
