import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import { dec, isPositiveDecimal, type Dec } from '@shared/decimal/decimal';
import { roundToStep } from '@shared/decimal/step';
import type { NewOrderArgs, OtoArgs, OtocoArgs } from '@shared/ipc/order-args';
import { checkOto, checkOtoco, type ListCheck } from './check-list';
import { emptyLeg, type LegDraft } from './leg-draft';
import type { CommissionRates } from './order-costs';

/** The take profit and stop loss typed on a limit entry; blank ones are not placed. */
export interface SpotExitsDraft {
  readonly on: boolean;
  /** The take profit's limit price (a limit-maker order). */
  readonly takeProfit: string;
  /** The stop loss's trigger price. */
  readonly stopLoss: string;
  /** The stop loss's limit price: a stop-loss limit order; blank, a stop-loss (market) order. */
  readonly stopLimit: string;
  /** What the trader is willing to lose at the stop loss, in the quote asset or as a % of its free balance. */
  readonly risk: string;
  readonly riskUnit: 'amount' | 'percent';
}

export const noSpotExits: SpotExitsDraft = {
  on: false,
  takeProfit: '',
  stopLoss: '',
  stopLimit: '',
  risk: '',
  riskUnit: 'amount',
};

/** The entries that carry exits: the working order of an OTO or OTOCO list. */
export const takesExits = (type: string) => type === 'LIMIT' || type === 'LIMIT_MAKER';

/** An entry with exits, as the list it is placed as. */
export type SpotBracket =
  | { readonly kind: 'oto'; readonly check: ListCheck<OtoArgs> }
  | { readonly kind: 'otoco'; readonly check: ListCheck<OtocoArgs> };

/**
 * The quantity the exits trade: a buy's commission is paid in the base asset it receives, so the
 * exits sell what it leaves at the higher of the two rates (it may rest or take), down to the step;
 * a sell's exits buy back what it sold.
 */
export function exitQuantity(entry: NewOrderArgs, rates: CommissionRates, stepSize: string): string {
  const quantity = entry.quantity ?? '0';
  if (entry.side === 'SELL') return quantity;
  const rate = dec(rates.maker).gt(rates.taker) ? rates.maker : rates.taker;
  return roundToStep(dec(quantity).mul(dec('1').minus(rate)), stepSize, 'floor');
}

/** The take profit as a limit-maker order, and the stop loss as a stop-loss (limit) order, on the exits' side. */
function exitLegs(side: Side, quantity: string, exits: SpotExitsDraft) {
  const takeProfit = exits.takeProfit.trim();
  const stopLoss = exits.stopLoss.trim();
  const stopLimit = exits.stopLimit.trim();
  const tp: LegDraft | null =
    takeProfit === '' ? null : { ...emptyLeg('LIMIT_MAKER', side), quantity, price: takeProfit };
  const sl: LegDraft | null =
    stopLoss === ''
      ? null
      : stopLimit === ''
        ? { ...emptyLeg('STOP_LOSS', side), quantity, stopPrice: stopLoss }
        : { ...emptyLeg('STOP_LOSS_LIMIT', side), quantity, stopPrice: stopLoss, price: stopLimit };
  return { tp, sl };
}

/**
 * The entry with its exits as the venue takes them: one exit an OTO (the exit pending on the entry's
 * fill), both an OTOCO (the exits a one-cancels-the-other pair: a long's take profit above and stop
 * loss below, a short's the other way round), checked with the venue's own list rules. Null while no
 * exit is typed.
 */
export function bracketOf(
  entry: NewOrderArgs,
  exits: SpotExitsDraft,
  rates: CommissionRates,
  symbol: SymbolInfo,
  lastPrice: string | null,
  stepSize: string,
): SpotBracket | null {
  if (!exits.on || !takesExits(entry.type)) return null;
  const side: Side = entry.side === 'BUY' ? 'SELL' : 'BUY';
  const quantity = exitQuantity(entry, rates, stepSize);
  const { tp, sl } = exitLegs(side, quantity, exits);
  const working: LegDraft = {
    ...emptyLeg(entry.type, entry.side),
    quantity: entry.quantity ?? '',
    price: 'price' in entry && entry.price !== undefined ? entry.price : '',
    ...('timeInForce' in entry && entry.timeInForce ? { timeInForce: entry.timeInForce } : {}),
    ...('icebergQty' in entry && entry.icebergQty ? { icebergQty: entry.icebergQty } : {}),
  };
  if (tp && sl) {
    const [above, below] = side === 'SELL' ? [tp, sl] : [sl, tp];
    return {
      kind: 'otoco',
      check: checkOtoco(
        { working, pendingSide: side, pendingQuantity: quantity, above, below },
        symbol,
        lastPrice,
      ),
    };
  }
  const only = tp ?? sl;
  return only ? { kind: 'oto', check: checkOto(working, only, symbol, lastPrice) } : null;
}

/** The commission rates a bracket's trades pay: the entry maker unless it takes, the take profit maker, the stop taker. */
export interface BracketRates {
  readonly entry: string;
  readonly takeProfit: string;
  readonly stopLoss: string;
}

/** The rates of an entry at `price`: it takes (taker) where it crosses the last price, else it rests (maker). */
export function bracketRates(
  entry: Pick<NewOrderArgs, 'side' | 'type'> & { readonly price?: string },
  lastPrice: string | null,
  rates: CommissionRates,
): BracketRates {
  const crosses =
    entry.type === 'LIMIT' &&
    entry.price !== undefined &&
    lastPrice !== null &&
    (entry.side === 'BUY' ? dec(entry.price).gte(lastPrice) : dec(entry.price).lte(lastPrice));
  return { entry: crosses ? rates.taker : rates.maker, takeProfit: rates.maker, stopLoss: rates.taker };
}

/**
 * What the round trip makes in the quote asset when an exit fills at `exit`, commissions included: a
 * buy's in the base it receives (valued at the exit price), a sell's in the quote. What the exit
 * leaves unsold of a buy (its fee rounded to the step) is valued at the exit price too.
 */
export function exitPnl(
  side: Side,
  quantity: string,
  entryPrice: string,
  exit: string,
  exitQty: string,
  rates: { readonly entry: string; readonly exit: string },
): string {
  const q = dec(quantity);
  const at = dec(exit);
  if (side === 'BUY') {
    const held = q.mul(dec('1').minus(rates.entry));
    return held.mul(at).minus(dec(exitQty).mul(at).mul(rates.exit)).minus(q.mul(entryPrice)).toFixed();
  }
  const received = q.mul(entryPrice).mul(dec('1').minus(rates.entry));
  return received.minus(q.mul(at)).minus(q.mul(rates.exit).mul(at)).toFixed();
}

/** The size that loses about the risk at the stop loss, and what it loses there (negative). */
export type SpotRiskSizing =
  | { readonly ok: true; readonly quantity: string; readonly loss: string }
  | { readonly ok: false; readonly reason: string };

/**
 * The largest size on the step whose loss at the stop loss, both trades' commission included, is no
 * more than the risk (in the quote asset; a percentage is of the free quote): risk ÷ what one unit
 * loses, rounded down. Null while a figure is missing, or the stop would not lose.
 */
export function spotSizeForRisk(inputs: {
  readonly side: Side;
  readonly entryPrice: string;
  readonly stopLoss: string;
  readonly risk: string;
  readonly unit: SpotExitsDraft['riskUnit'];
  readonly freeQuote: string | undefined;
  readonly rates: BracketRates;
  readonly exitRates: CommissionRates;
  readonly stepSize: string;
  readonly quoteAsset: string;
}): SpotRiskSizing | null {
  const { side, rates, stepSize } = inputs;
  const entry = inputs.entryPrice.trim();
  const stop = inputs.stopLoss.trim();
  const risk = riskAmount(inputs.risk, inputs.unit, inputs.freeQuote);
  if (risk === null || !isPositiveDecimal(entry) || !isPositiveDecimal(stop)) return null;
  const perUnit = unitLoss(side, dec(entry), dec(stop), rates);
  if (!perUnit.gt(0)) return null;
  const quantity = roundToStep(risk.div(perUnit), stepSize, 'floor');
  if (dec(quantity).isZero())
    return {
      ok: false,
      reason: `One step of size (${stepSize}) loses more than ${risk.toFixed()} ${inputs.quoteAsset} at the stop loss.`,
    };
  const exitQty = exitQuantity({ side, type: 'LIMIT', quantity } as NewOrderArgs, inputs.exitRates, stepSize);
  const loss = exitPnl(side, quantity, entry, stop, exitQty, { entry: rates.entry, exit: rates.stopLoss });
  return { ok: true, quantity, loss };
}

function riskAmount(
  typed: string,
  unit: SpotExitsDraft['riskUnit'],
  freeQuote: string | undefined,
): Dec | null {
  const risk = typed.trim();
  if (!isPositiveDecimal(risk)) return null;
  if (unit === 'amount') return dec(risk);
  if (freeQuote === undefined || !isPositiveDecimal(freeQuote)) return null;
  return dec(freeQuote).mul(risk).div(100);
}

/**
 * What one base unit loses from the entry to the stop with both commissions: a long pays its entry
 * fee in base (it holds 1 − rate) and its stop's on what it sells; a short buys back one unit and
 * pays the stop's fee in base. At most the loss `exitPnl` gives for a size on the step.
 */
function unitLoss(side: Side, entry: Dec, stop: Dec, rates: BracketRates): Dec {
  if (side === 'BUY') {
    const held = dec('1').minus(rates.entry);
    return entry.minus(held.mul(stop)).plus(held.mul(stop).mul(rates.stopLoss));
  }
  return stop.mul(dec('1').plus(rates.stopLoss)).minus(entry.mul(dec('1').minus(rates.entry)));
}
