import { dec, type Dec } from '../../decimal/decimal';
import { futuresRefusals, type FuturesRefusal } from './refusals';

/** What the initial margin of a LIMIT or MARKET order depends on. */
export interface MarginTerms {
  readonly side: 'BUY' | 'SELL';
  /** BOTH in one-way mode. */
  readonly positionSide: 'BOTH' | 'LONG' | 'SHORT';
  readonly reduceOnly: boolean;
  /** The limit price, or the mark for a market order. */
  readonly price: string;
  readonly leverage: number;
  /** The signed size now held on that position side ('0' for none). */
  readonly held: string;
  /** USD per contract on an inverse (COIN-M) contract; null on a linear one. */
  readonly contractSize: number | null;
  /**
   * The largest position the leverage allows (positionRisk's maxNotionalValue on a linear contract,
   * maxQty in contracts on an inverse one) and the mark it is valued at; without them no cap is known.
   */
  readonly maxPosition?: { readonly limit: string; readonly mark: string };
}

/**
 * The part of `qty` that opens or adds exposure, which alone needs initial margin: none for a
 * reduce-only order or one closing a hedge-mode side; in one-way mode, what goes beyond the position
 * it turns against.
 */
export function increasingQty(terms: MarginTerms, qty: Dec): Dec {
  if (terms.reduceOnly) return dec('0');
  if (terms.positionSide !== 'BOTH')
    return (terms.positionSide === 'LONG') === (terms.side === 'BUY') ? qty : dec('0');
  const held = dec(terms.held);
  const against = terms.side === 'BUY' ? held.lt(0) : held.gt(0);
  if (!against) return qty;
  const beyond = qty.minus(held.abs());
  return beyond.gt(0) ? beyond : dec('0');
}

/** A quantity's worth in the margin asset at `price`: size × price, or contracts × contract size / price. */
export const contractNotional = (contractSize: number | null, qty: Dec, price: string): Dec =>
  contractSize === null ? qty.mul(price) : qty.mul(String(contractSize)).div(price);

/**
 * What a signed position `amount` opened at `entry` makes at `price`, in the margin asset: amount ×
 * (price − entry) on a linear contract, contracts × size × (1/entry − 1/price) on an inverse one.
 */
export function positionPnl(contractSize: number | null, amount: Dec, entry: Dec, price: Dec): Dec {
  if (contractSize === null) return amount.mul(price.minus(entry));
  const one = dec('1');
  return amount.mul(String(contractSize)).mul(one.div(entry).minus(one.div(price)));
}

const notional = (terms: MarginTerms, qty: Dec): Dec =>
  contractNotional(terms.contractSize, qty, terms.price);

/**
 * The margin an open order holds back from what is available: its whole unfilled value at its price
 * over the leverage, none for a reduce-only order (the venue's open-order initial margin).
 */
export function openOrderMargin(terms: MarginTerms, quantity: string): Dec {
  return terms.reduceOnly ? dec('0') : notional(terms, dec(quantity)).div(String(terms.leverage));
}

/**
 * How much more the position may grow before the venue refuses with -2027: it values the position
 * held plus what the order adds at the mark (in contracts on an inverse contract) against the limit.
 */
function roomUnderCap(terms: MarginTerms): Dec | null {
  if (!terms.maxPosition) return null;
  const { limit, mark } = terms.maxPosition;
  const most = terms.contractSize === null ? dec(limit).div(mark) : dec(limit);
  return most.minus(dec(terms.held).abs());
}

/** The initial margin an order of `quantity` needs: its increasing part's notional over the leverage. */
export function initialMargin(terms: MarginTerms, quantity: string): Dec {
  return notional(terms, increasingQty(terms, dec(quantity))).div(String(terms.leverage));
}

/**
 * The largest quantity on `step` the venue takes: what closes a position it turns against needs no
 * margin; the rest needs its notional over the leverage out of `available`, and must keep the
 * position within what the leverage allows.
 */
export function maxQuantity(terms: MarginTerms, available: string, step: string): Dec {
  const held = dec(terms.held);
  const closes =
    terms.positionSide === 'BOTH' && (terms.side === 'BUY' ? held.lt(0) : held.gt(0)) ? held.abs() : dec('0');
  if (terms.reduceOnly) return closes;
  if (terms.positionSide !== 'BOTH' && (terms.positionSide === 'LONG') !== (terms.side === 'BUY'))
    return dec(terms.held).abs();
  const budget = dec(available).mul(String(terms.leverage));
  const adds =
    terms.contractSize === null
      ? budget.div(terms.price)
      : budget.mul(terms.price).div(String(terms.contractSize));
  const room = roomUnderCap(terms);
  const allowed = room !== null && room.lt(adds) ? room : adds;
  const total = closes.plus(allowed.gt(0) ? allowed : dec('0'));
  return total.div(step).floor().mul(step);
}

/**
 * The venue's refusal of what the order adds, in its order: -2027 when the position would outgrow what
 * the leverage allows, -2019 when its initial margin exceeds the available balance; else null.
 */
export function marginRefusal(
  terms: MarginTerms,
  quantity: string,
  available: string,
): FuturesRefusal | null {
  const adds = increasingQty(terms, dec(quantity));
  if (adds.isZero()) return null;
  const room = roomUnderCap(terms);
  if (room !== null && adds.gt(room)) return futuresRefusals.positionTooBig();
  return initialMargin(terms, quantity).gt(available) ? futuresRefusals.marginInsufficient() : null;
}
