import type { FuturesRefusal } from './refusals';
import {
  checkFuturesOrder,
  type FuturesCheckContext,
  type FuturesSymbolRules,
  type ProspectiveFuturesOrder,
} from './pre-send-checks';

export type ExitKind = 'takeProfit' | 'stopLoss';

/** Each exit is the closePosition order of its type: it closes whatever the position holds when it fires. */
export const exitTypes = {
  takeProfit: 'TAKE_PROFIT_MARKET',
  stopLoss: 'STOP_MARKET',
} as const satisfies Record<ExitKind, string>;

export const exitWords: Record<ExitKind, string> = { takeProfit: 'Take profit', stopLoss: 'Stop loss' };

export interface AttachedExit {
  readonly stopPrice: string;
  readonly workingType?: 'MARK_PRICE' | 'CONTRACT_PRICE';
}

export interface AttachedExits {
  readonly takeProfit?: AttachedExit;
  readonly stopLoss?: AttachedExit;
}

/** What an entry must say for exits to be attached to it. */
export interface ExitEntry {
  readonly side: 'BUY' | 'SELL';
  readonly type: string;
  readonly positionSide?: string;
  readonly reduceOnly?: boolean;
}

/**
 * Why exits cannot ride on this entry, or null: only a LIMIT or MARKET entry that opens or adds to a
 * position takes them (not reduce-only; in hedge mode a BUY of the long or a SELL of the short side).
 */
export function exitsNotAllowed(entry: ExitEntry): string | null {
  if (entry.type !== 'LIMIT' && entry.type !== 'MARKET')
    return 'Take profit and stop loss ride on a Limit or Market entry only.';
  if (entry.reduceOnly) return 'A reduce-only order closes: it takes no take profit or stop loss.';
  const closing =
    (entry.positionSide === 'LONG' && entry.side === 'SELL') ||
    (entry.positionSide === 'SHORT' && entry.side === 'BUY');
  if (closing) return 'This order closes the position: it takes no take profit or stop loss.';
  return null;
}

/** The position an entry builds: a BUY a long, a SELL a short (in hedge mode its own side). */
export const entryIsLong = (entry: Pick<ExitEntry, 'side' | 'positionSide'>) =>
  entry.positionSide === 'LONG' || (entry.positionSide !== 'SHORT' && entry.side === 'BUY');

/** What tells a position's working exit among the open orders. */
export interface ExitCandidate {
  readonly symbol: string;
  readonly positionSide: string;
  readonly side: string;
  readonly origType: string;
  readonly closePosition: boolean;
  readonly status: string;
}

/**
 * Whether `o` is the position's working take profit or stop loss: a closePosition order of that
 * kind's type on the position's symbol and side, on the side that closes it (`closing`), still
 * waiting for its trigger.
 */
export const isWorkingExit = (
  o: ExitCandidate,
  position: { readonly symbol: string; readonly positionSide: string; readonly closing: 'BUY' | 'SELL' },
  kind: ExitKind,
): boolean =>
  o.symbol === position.symbol &&
  o.positionSide === position.positionSide &&
  o.closePosition &&
  o.origType === exitTypes[kind] &&
  o.side === position.closing &&
  o.status === 'NEW';

/** The closePosition order an exit becomes once its entry fills. */
export function exitOrder(entry: ExitEntry, kind: ExitKind, exit: AttachedExit): ProspectiveFuturesOrder {
  return {
    side: entryIsLong(entry) ? 'SELL' : 'BUY',
    type: exitTypes[kind],
    ...(entry.positionSide === undefined ? {} : { positionSide: entry.positionSide }),
    stopPrice: exit.stopPrice,
    closePosition: true,
    ...(exit.workingType === undefined ? {} : { workingType: exit.workingType }),
  };
}

export type ExitsCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly kind: ExitKind; readonly refusal: FuturesRefusal; readonly words: string };

/**
 * The exits checked before the entry is sent, each as the venue will check its closePosition order
 * (precision, the price filter), with `entryPrice` (the limit price, or the market's for a market
 * entry) as the price its trigger watches: an exit the entry's own price would already fire is refused
 * with the venue's -2021, and said in a trader's words (a long's take profit above, its stop loss below).
 */
export function checkAttachedExits(
  rules: FuturesSymbolRules,
  entry: ExitEntry,
  exits: AttachedExits,
  entryPrice: string | undefined,
  context: Pick<FuturesCheckContext, 'hedge' | 'now'>,
): ExitsCheck {
  const long = entryIsLong(entry);
  for (const kind of ['takeProfit', 'stopLoss'] as const) {
    const exit = exits[kind];
    if (!exit) continue;
    const watched = { markPrice: entryPrice, lastPrice: entryPrice };
    const check = checkFuturesOrder(rules, exitOrder(entry, kind, exit), { ...context, ...watched });
    if (check.ok) continue;
    const above = (kind === 'takeProfit') === long;
    const words =
      check.refusal.code === -2021
        ? `${exitWords[kind]} ${exit.stopPrice} would fire at once: a ${long ? 'long' : 'short'}'s ${exitWords[kind].toLowerCase()} goes ${above ? 'above' : 'below'} the entry price ${entryPrice}.`
        : `${exitWords[kind]}: ${check.refusal.msg}`;
    return { ok: false, kind, refusal: check.refusal, words };
  }
  return { ok: true };
}
