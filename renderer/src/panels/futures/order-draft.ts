import { futuresOrderType, futuresTimeInForce } from '@shared/api/futures/enums';
import type { FuturesCheckContext, ProspectiveFuturesOrder } from '@shared/api/futures/pre-send-checks';
import { checkFuturesOrder } from '@shared/api/futures/pre-send-checks';
import type { FuturesRefusal } from '@shared/api/futures/refusals';
import { futuresRefusals } from '@shared/api/futures/refusals';
import type { FuturesFamily, FuturesOrderView, FuturesSymbolView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { futuresTypeWord, orderKind, statusWithName } from '@shared/ipc/order-words';
import { isZero } from '@shared/decimal/decimal';
import { checkAttachedExits, exitsNotAllowed, type AttachedExits } from '@shared/api/futures/attached-exits';
import { marginRefusal } from '@shared/api/futures/order-margin';
import { marginTermsOf, type MarginContext } from './order-cost';
import type { RiskUnit } from './risk-size';
import type { SizeIn } from './order-value';

/** What the order form holds: every field as typed; which of them an order takes depends on its type. */
export interface OrderDraft {
  readonly side: 'BUY' | 'SELL';
  readonly type: string;
  readonly positionSide: 'BOTH' | 'LONG' | 'SHORT';
  /** In the base asset or in contracts; with the size typed as a value, what that value buys. */
  readonly quantity: string;
  /** USD-M: the size typed as a quantity or as an order value in the quote asset. */
  readonly sizeIn: SizeIn;
  /** The order value typed, in the quote asset; only read with `sizeIn` 'value'. */
  readonly value: string;
  readonly price: string;
  /** 'NONE' means the typed price is used. */
  readonly priceMatch: string;
  readonly timeInForce: string;
  /** Epoch ms of a GTD order's expiry; null when not chosen. */
  readonly goodTillDate: number | null;
  readonly stopPrice: string;
  readonly closePosition: boolean;
  readonly activationPrice: string;
  readonly callbackRate: string;
  /** '' leaves the venue's default (CONTRACT_PRICE). */
  readonly workingType: string;
  readonly priceProtect: boolean;
  readonly reduceOnly: boolean;
  /** '' leaves the venue's default mode. */
  readonly selfTradePreventionMode: string;
  /** A take profit and a stop loss ride on the entry (LIMIT or MARKET, opening a position). */
  readonly withExits: boolean;
  readonly takeProfit: string;
  readonly stopLoss: string;
  /** What the exits watch: '' the venue's default (the contract price), or MARK_PRICE. */
  readonly exitTrigger: string;
  /** What the trader would lose at the stop loss, to size the entry by; never sent. */
  readonly risk: string;
  readonly riskUnit: RiskUnit;
}

export const emptyDraft: OrderDraft = {
  side: 'BUY',
  type: 'LIMIT',
  positionSide: 'BOTH',
  quantity: '',
  sizeIn: 'base',
  value: '',
  price: '',
  priceMatch: 'NONE',
  timeInForce: 'GTC',
  goodTillDate: null,
  stopPrice: '',
  closePosition: false,
  activationPrice: '',
  callbackRate: '',
  workingType: '',
  priceProtect: false,
  reduceOnly: false,
  selfTradePreventionMode: '',
  withExits: false,
  takeProfit: '',
  stopLoss: '',
  exitTrigger: '',
  risk: '',
  riskUnit: 'amount',
};

/** Both families take the seven types (USD-M's conditional ones go to the algo-order API). */
export const familyOrderTypes: Record<FuturesFamily, readonly string[]> = {
  usdm: futuresOrderType.options,
  coinm: futuresOrderType.options,
};

/** COIN-M has no GTD. */
export const familyTimeInForce: Record<FuturesFamily, readonly string[]> = {
  usdm: futuresTimeInForce.options,
  coinm: futuresTimeInForce.exclude(['GTD']).options,
};

/** The fields an order of this type takes on this family (position side and STP apply to every type). */
export interface DraftFields {
  readonly price: boolean;
  readonly priceMatch: boolean;
  readonly quantity: boolean;
  readonly timeInForce: boolean;
  readonly goodTillDate: boolean;
  readonly stopPrice: boolean;
  readonly closePosition: boolean;
  readonly trailing: boolean;
  readonly trigger: boolean;
  readonly reduceOnly: boolean;
  /** The take profit / stop loss switch (and, switched on, its two prices and trigger). */
  readonly exits: boolean;
}

export function fieldsOf(family: FuturesFamily, draft: OrderDraft, hedge: boolean): DraftFields {
  const { type } = draft;
  const priced = type === 'LIMIT' || type === 'STOP' || type === 'TAKE_PROFIT';
  const closer = type === 'STOP_MARKET' || type === 'TAKE_PROFIT_MARKET';
  const timeInForce = priced;
  return {
    price: priced && draft.priceMatch === 'NONE',
    priceMatch: priced,
    quantity: !(closer && draft.closePosition),
    timeInForce,
    goodTillDate: family === 'usdm' && type === 'LIMIT' && draft.timeInForce === 'GTD',
    stopPrice: type !== 'LIMIT' && type !== 'MARKET' && type !== 'TRAILING_STOP_MARKET',
    closePosition: closer,
    trailing: type === 'TRAILING_STOP_MARKET',
    trigger: !['LIMIT', 'MARKET'].includes(type),
    reduceOnly: !hedge && !(closer && draft.closePosition),
    exits:
      exitsNotAllowed({
        side: draft.side,
        type,
        positionSide: hedge ? draft.positionSide : 'BOTH',
        reduceOnly: !hedge && draft.reduceOnly,
      }) === null,
  };
}

export type BuiltOrder =
  | { readonly ok: true; readonly args: PlaceFuturesOrderArgs }
  | { readonly ok: false; readonly missing: string }
  | { readonly ok: false; readonly refusal: FuturesRefusal };

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

function prospective(family: FuturesFamily, draft: OrderDraft, hedge: boolean): ProspectiveFuturesOrder {
  const f = fieldsOf(family, draft, hedge);
  const order: Record<string, unknown> = { side: draft.side, type: draft.type };
  if (hedge) order.positionSide = draft.positionSide;
  if (f.quantity) order.quantity = text(draft.quantity);
  if (f.price) order.price = text(draft.price);
  if (f.priceMatch && draft.priceMatch !== 'NONE') order.priceMatch = draft.priceMatch;
  if (f.timeInForce) order.timeInForce = draft.timeInForce;
  if (f.goodTillDate && draft.goodTillDate !== null) order.goodTillDate = draft.goodTillDate;
  if (f.stopPrice) order.stopPrice = text(draft.stopPrice);
  if (f.closePosition && draft.closePosition) order.closePosition = true;
  if (f.trailing) {
    order.callbackRate = text(draft.callbackRate);
    order.activationPrice = text(draft.activationPrice);
  }
  if (f.reduceOnly && draft.reduceOnly) order.reduceOnly = true;
  if (f.trigger && draft.workingType !== '') order.workingType = draft.workingType;
  for (const key of Object.keys(order)) if (order[key] === undefined) delete order[key];
  return order as unknown as ProspectiveFuturesOrder;
}

function missingField(
  family: FuturesFamily,
  draft: OrderDraft,
  order: ProspectiveFuturesOrder,
  hedge: boolean,
) {
  const f = fieldsOf(family, draft, hedge);
  if (f.quantity && order.quantity === undefined) return 'quantity';
  if (f.price && order.price === undefined) return 'price';
  if (f.stopPrice && order.stopPrice === undefined) return 'stopPrice';
  if (f.trailing && order.callbackRate === undefined) return 'callbackRate';
  if (f.exits && draft.withExits && !text(draft.takeProfit) && !text(draft.stopLoss)) return 'takeProfit';
  return undefined;
}

/** The exits the draft carries, if switched on and allowed for its entry. */
function exitsOf(family: FuturesFamily, draft: OrderDraft, hedge: boolean): AttachedExits | undefined {
  if (!draft.withExits || !fieldsOf(family, draft, hedge).exits) return undefined;
  const workingType = draft.exitTrigger === 'MARK_PRICE' ? { workingType: 'MARK_PRICE' as const } : {};
  const takeProfit = text(draft.takeProfit);
  const stopLoss = text(draft.stopLoss);
  return {
    ...(takeProfit ? { takeProfit: { stopPrice: takeProfit, ...workingType } } : {}),
    ...(stopLoss ? { stopLoss: { stopPrice: stopLoss, ...workingType } } : {}),
  };
}

/** What the form's checks are judged with: the mode, venue time, and the mark and margin once read. */
export const checkContextOf = (
  hedge: boolean,
  now: number,
  markPrice: string | undefined,
  margin: MarginContext | undefined,
): FuturesCheckContext & { readonly margin?: MarginContext } => ({
  hedge,
  now,
  ...(markPrice === undefined ? {} : { markPrice }),
  ...(margin === undefined ? {} : { margin }),
});

/**
 * The order the draft describes, checked with the venue's own rules before anything is sent: an
 * incomplete draft names its first missing field; a refused one carries the venue's code and message.
 */
export function buildOrder(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  draft: OrderDraft,
  context: FuturesCheckContext & { readonly margin?: MarginContext },
): BuiltOrder {
  const order = prospective(family, draft, context.hedge);
  const missing = missingField(family, draft, order, context.hedge);
  if (missing) return { ok: false, missing };
  if (order.goodTillDate === undefined && order.timeInForce === 'GTD')
    return { ok: false, refusal: futuresRefusals.mandatory('goodTillDate') };
  const check = checkFuturesOrder(symbol, order, context);
  if (!check.ok) return { ok: false, refusal: check.refusal };
  // The venue's margin check comes after its filters: the exposure the order adds must fit (-2019).
  const { margin } = context;
  const terms = margin ? marginTermsOf(symbol, draft, context.hedge, context.markPrice, margin) : null;
  const refused =
    margin && terms && order.quantity ? marginRefusal(terms, order.quantity, margin.available) : null;
  if (refused) return { ok: false, refusal: refused };
  const fields = fieldsOf(family, draft, context.hedge);
  const exits = exitsOf(family, draft, context.hedge);
  if (exits) {
    // Checked at the entry's own price (the mark's for a market entry), as main checks them.
    const exitsCheck = checkAttachedExits(symbol, order, exits, order.price ?? context.markPrice, context);
    if (!exitsCheck.ok)
      return { ok: false, refusal: { code: exitsCheck.refusal.code, msg: exitsCheck.words } };
  }
  const extra: Record<string, unknown> = { symbol: symbol.symbol };
  if (draft.selfTradePreventionMode !== '') extra.selfTradePreventionMode = draft.selfTradePreventionMode;
  if (fields.trigger && draft.priceProtect) extra.priceProtect = true;
  const args = {
    family,
    order: { ...order, ...extra },
    ...(exits ? { exits } : {}),
  } as PlaceFuturesOrderArgs;
  return { ok: true, args };
}

/**
 * What the form says of an order it placed, in a trader's words with its size on the step (`size`):
 * "Market buy 0.050 BTCUSDT: Filled (FILLED), order 1.", or why its fate is unknown.
 */
export function placedText(
  o: FuturesOrderView,
  figures: { readonly size: (value: string) => string; readonly price: (value: string) => string },
  /** The exits the order was sent with, if any. */
  sentExits?: AttachedExits,
): string {
  const { size } = figures;
  const kind = orderKind(futuresTypeWord(o.origType), o.side);
  const what = o.closePosition
    ? `${kind} ${o.symbol} closing the position`
    : `${kind} ${size(o.origQty)} ${o.symbol}`;
  if (o.status === 'UNKNOWN')
    return `${what} (${o.clientOrderId}): the venue's answer was lost — unknown, checking with the venue (see Open orders).`;
  if (o.algoId !== undefined)
    return `${what}: ${o.algoStatus === 'NEW' ? 'waiting for its trigger' : statusWithName(o.algoStatus ?? o.status)}, conditional ${o.algoId}.`;
  // Exits that no longer ride on a filled entry were sent with the fill; their notice says how it went.
  const placedExits =
    sentExits && !o.exits && !isZero(o.executedQty)
      ? ' Its take profit and stop loss were sent when it filled: the notices say how they went.'
      : '';
  return `${what}: ${statusWithName(o.status)}, order ${o.orderId}.${exitsText(o.exits, figures.price)}${placedExits}`;
}

/** The exits still riding on an entry, as the form and the open orders say them. */
export function exitsText(exits: FuturesOrderView['exits'], price: (value: string) => string): string {
  if (!exits) return '';
  const parts = [
    ...(exits.takeProfit ? [`take profit ${price(exits.takeProfit)}`] : []),
    ...(exits.stopLoss ? [`stop loss ${price(exits.stopLoss)}`] : []),
  ];
  return ` Its ${parts.join(' and ')} go on when it fills.`;
}
