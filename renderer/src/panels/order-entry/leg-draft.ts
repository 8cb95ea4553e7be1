import type { OrderType, Side, TimeInForce } from '@shared/api/spot/enums';
import type { ProspectiveOrder } from '@shared/market/filters';
import { fieldsOf, isDecimalText } from './order-draft';
import { firstTypo, type NumberField } from './typed-numbers';

/** One leg of an order list, as typed. Side and quantity are the list's unless the leg has its own. */
export interface LegDraft {
  readonly type: OrderType;
  readonly side: Side;
  readonly quantity: string;
  readonly price: string;
  readonly stopPrice: string;
  readonly trailingDelta: string;
  readonly timeInForce: TimeInForce;
  readonly icebergQty: string;
}

/** What an order or a leg types beyond its side and size: its prices and terms. */
export type PricedDraft = Pick<
  LegDraft,
  'type' | 'price' | 'stopPrice' | 'trailingDelta' | 'timeInForce' | 'icebergQty'
>;

export const emptyLeg = (type: OrderType, side: Side = 'SELL'): LegDraft => ({
  type,
  side,
  quantity: '',
  price: '',
  stopPrice: '',
  trailingDelta: '',
  timeInForce: 'GTC',
  icebergQty: '',
});

/** The leg's fields for the contract's schemas: only those its type takes, blanks left out. */
export function legFields(leg: LegDraft): Record<string, unknown> {
  const fields = fieldsOf[leg.type];
  const out: Record<string, unknown> = { type: leg.type };
  if (fields.price && leg.price !== '') out.price = leg.price;
  if (fields.timeInForce) out.timeInForce = leg.timeInForce;
  if (fields.iceberg && leg.icebergQty !== '') out.icebergQty = leg.icebergQty;
  if (fields.trigger) {
    if (leg.stopPrice !== '') out.stopPrice = leg.stopPrice;
    if (leg.trailingDelta !== '') out.trailingDelta = Number(leg.trailingDelta);
  }
  return out;
}

/** The first typed value of a leg that is not a number, as a message shown in the leg's editor. */
export function legTypingProblem(leg: LegDraft): string | null {
  const typo = firstTypo(leg, leg.quantity);
  if (typo === null) return null;
  if (typo.field === 'trailingDelta') return 'Trailing delta is a whole number of BIPS.';
  return `The ${typoWords[typo.field]} is not a number: "${typo.value}".`;
}

const typoWords: Record<Exclude<NumberField, 'trailingDelta'>, string> = {
  price: 'price',
  stopPrice: 'trigger price',
  icebergQty: 'iceberg quantity',
  quantity: 'quantity',
};

/** What the filters look at for one leg placed with the given side and quantity. */
export function prospectiveLeg(leg: LegDraft, side: Side, quantity: string): ProspectiveOrder {
  const f = legFields(leg);
  return {
    side,
    type: leg.type,
    quantity,
    price: f.price as string | undefined,
    stopPrice: f.stopPrice as string | undefined,
    icebergQty: f.icebergQty as string | undefined,
    trailingDelta: f.trailingDelta as number | undefined,
  };
}

/** The price that places a leg above or below the market: its limit for LIMIT_MAKER, else its trigger. */
export function legPlacementPrice(leg: LegDraft): string | null {
  const value = leg.type === 'LIMIT_MAKER' || leg.type === 'LIMIT' ? leg.price : leg.stopPrice;
  return value !== '' && isDecimalText(value) ? value : null;
}
