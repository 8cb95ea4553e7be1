import type { z } from 'zod';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { Side } from '@shared/api/spot/enums';
import {
  ocoArgs,
  otoArgs,
  otocoArgs,
  type OcoArgs,
  type OtoArgs,
  type OtocoArgs,
} from '@shared/ipc/order-args';
import { isDecimalText } from './order-draft';
import { issueInWords } from './issue-words';
import { legFields, legTypingProblem, type LegDraft } from './leg-draft';
import { checkAboveBelow, checkLegFilters, checkOcoLegTypes, type ListProblem } from './list-rules';
import { ocoSummary, otocoSummary, otoSummary, typedFigures } from './list-summary';

export type ListCheck<A> =
  | { readonly ok: true; readonly args: A; readonly summary: string }
  | { readonly ok: false; readonly problem: ListProblem; readonly summary: string };

function parse<A>(schema: z.ZodType<A>, value: unknown): A | ListProblem {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return { leg: legOfPath[String(issue?.path[0])] ?? 'list', message: issueInWords(issue) };
}

/** The editor a schema's path belongs to: an OTOCO's pending pair shows in its above and below legs. */
const legOfPath: Record<string, string> = {
  above: 'above',
  below: 'below',
  working: 'working',
  pending: 'pending',
  pendingAbove: 'above',
  pendingBelow: 'below',
  pendingQuantity: 'pending',
};

const isProblem = (value: unknown): value is ListProblem =>
  typeof value === 'object' && value !== null && 'message' in value && 'leg' in value;

function firstProblem(...checks: (() => ListProblem | null)[]): ListProblem | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

const quantityProblem = (quantity: string, leg: string): ListProblem | null =>
  quantity === ''
    ? { leg, message: 'Enter a quantity.' }
    : isDecimalText(quantity)
      ? null
      : { leg, message: `Not a number: "${quantity}".` };

const typing = (leg: LegDraft, name: string) => () => {
  const message = legTypingProblem(leg);
  return message ? { leg: name, message } : null;
};

export interface OcoDraft {
  readonly side: Side;
  readonly quantity: string;
  readonly above: LegDraft;
  readonly below: LegDraft;
}

/** OCO: both legs typed, one stop loss, above above the last price and below below it, filters per leg. */
export function checkOco(draft: OcoDraft, symbol: SymbolInfo, lastPrice: string | null): ListCheck<OcoArgs> {
  const summary = ocoSummary(draft.side, draft.quantity, draft.above, draft.below, typedFigures(symbol));
  const problem = firstProblem(
    () => quantityProblem(draft.quantity, 'list'),
    typing(draft.above, 'above'),
    typing(draft.below, 'below'),
    () => checkOcoLegTypes(draft.above, draft.below),
    () => checkAboveBelow(draft.above, draft.below, lastPrice, 'last price'),
  );
  if (problem) return { ok: false, problem, summary };
  const args = parse(ocoArgs, {
    symbol: symbol.symbol,
    side: draft.side,
    quantity: draft.quantity,
    above: legFields(draft.above),
    below: legFields(draft.below),
  });
  if (isProblem(args)) return { ok: false, problem: args, summary };
  const filters = firstProblem(
    () => checkLegFilters(draft.above, 'above', draft.side, draft.quantity, symbol, lastPrice),
    () => checkLegFilters(draft.below, 'below', draft.side, draft.quantity, symbol, lastPrice),
  );
  return filters ? { ok: false, problem: filters, summary } : { ok: true, args, summary };
}

const workingFields = (leg: LegDraft) => ({ ...legFields(leg), side: leg.side, quantity: leg.quantity });

/** OTO: a LIMIT or LIMIT_MAKER working order, and one pending order placed when it fills. */
export function checkOto(
  working: LegDraft,
  pending: LegDraft,
  symbol: SymbolInfo,
  lastPrice: string | null,
): ListCheck<OtoArgs> {
  const summary = otoSummary(working, pending, typedFigures(symbol));
  const problem = firstProblem(
    () => quantityProblem(working.quantity, 'working'),
    () => quantityProblem(pending.quantity, 'pending'),
    typing(working, 'working'),
    typing(pending, 'pending'),
  );
  if (problem) return { ok: false, problem, summary };
  const args = parse(otoArgs, {
    symbol: symbol.symbol,
    working: workingFields(working),
    pending: workingFields(pending),
  });
  if (isProblem(args)) return { ok: false, problem: args, summary };
  const filters = firstProblem(
    () => checkLegFilters(working, 'working', working.side, working.quantity, symbol, lastPrice),
    () => checkLegFilters(pending, 'pending', pending.side, pending.quantity, symbol, lastPrice),
  );
  return filters ? { ok: false, problem: filters, summary } : { ok: true, args, summary };
}

export interface OtocoDraft {
  readonly working: LegDraft;
  readonly pendingSide: Side;
  readonly pendingQuantity: string;
  readonly above: LegDraft;
  /** Null for a single pending order (the contract allows pendingBelow to be absent). */
  readonly below: LegDraft | null;
}

/**
 * OTOCO: the pending pair goes live when the working order fills, so its above/below rule is checked
 * against the working order's price, where the market will be at that moment.
 */
export function checkOtoco(
  draft: OtocoDraft,
  symbol: SymbolInfo,
  lastPrice: string | null,
): ListCheck<OtocoArgs> {
  const { working, above, below } = draft;
  const summary = otocoSummary(
    working,
    draft.pendingSide,
    draft.pendingQuantity,
    above,
    below,
    typedFigures(symbol),
  );
  const workingPrice = working.price !== '' && isDecimalText(working.price) ? working.price : null;
  const problem = firstProblem(
    () => quantityProblem(working.quantity, 'working'),
    () => quantityProblem(draft.pendingQuantity, 'pending'),
    typing(working, 'working'),
    typing(above, 'above'),
    () => (below ? typing(below, 'below')() : null),
    () => (below ? checkOcoLegTypes(above, below) : null),
    () => (below ? checkAboveBelow(above, below, workingPrice, "working order's price") : null),
  );
  if (problem) return { ok: false, problem, summary };
  const args = parse(otocoArgs, {
    symbol: symbol.symbol,
    working: workingFields(working),
    pendingSide: draft.pendingSide,
    pendingQuantity: draft.pendingQuantity,
    pendingAbove: legFields(above),
    ...(below ? { pendingBelow: legFields(below) } : {}),
  });
  if (isProblem(args)) return { ok: false, problem: args, summary };
  const { pendingSide: side, pendingQuantity: qty } = draft;
  const filters = firstProblem(
    () => checkLegFilters(working, 'working', working.side, working.quantity, symbol, lastPrice),
    () => checkLegFilters(above, 'above', side, qty, symbol, lastPrice),
    () => (below ? checkLegFilters(below, 'below', side, qty, symbol, lastPrice) : null),
  );
  return filters ? { ok: false, problem: filters, summary } : { ok: true, args, summary };
}
