import { alertCondition, type AlertCondition, type AlertKind } from '@shared/ipc/alerts';
import type { CostMethod } from '@shared/ipc/positions';

/** What the trader typed for a condition: text as typed, checked by `conditionOf` and again by main. */
export interface ConditionDraft {
  readonly kind: AlertKind;
  readonly price: string;
  readonly percent: string;
  readonly windowMinutes: string;
  /** A P&L alert: which way, the amount (quote or margin asset), and how a spot position's cost is taken. */
  readonly direction: 'above' | 'below';
  readonly pnl: string;
  readonly method: CostMethod;
  /** A margin ratio alert's percentage. */
  readonly ratio: string;
}

export const kindNames: Record<AlertKind, string> = {
  above: 'Price crosses above',
  below: 'Price crosses below',
  move: 'Moves % within a window',
  fill: 'An order fills',
  pnl: 'Position P&L crosses',
  positionPnl: 'Position P&L crosses',
  marginRatio: 'Margin ratio crosses above',
};

export const emptyDraft: ConditionDraft = {
  kind: 'above',
  price: '',
  percent: '1',
  windowMinutes: '5',
  direction: 'above',
  pnl: '',
  method: 'average',
  ratio: '80',
};

export const draftOf = (condition: AlertCondition): ConditionDraft => ({
  ...emptyDraft,
  kind: condition.kind,
  ...(condition.kind === 'above' || condition.kind === 'below' ? { price: condition.price } : {}),
  ...(condition.kind === 'move'
    ? { percent: condition.percent, windowMinutes: String(condition.windowMinutes) }
    : {}),
  ...(condition.kind === 'pnl'
    ? { direction: condition.direction, pnl: condition.amount, method: condition.method }
    : {}),
  ...(condition.kind === 'positionPnl' ? { direction: condition.direction, pnl: condition.amount } : {}),
  ...(condition.kind === 'marginRatio' ? { ratio: condition.percent } : {}),
});

/** The value a kind needs typed, and how the form asks for it when it is empty. */
const typedValue: Partial<Record<AlertKind, { field: keyof ConditionDraft; ask: string }>> = {
  above: { field: 'price', ask: 'Enter a price.' },
  below: { field: 'price', ask: 'Enter a price.' },
  move: { field: 'percent', ask: 'Enter the move in %.' },
  pnl: { field: 'pnl', ask: 'Enter a P&L amount.' },
  positionPnl: { field: 'pnl', ask: 'Enter a P&L amount.' },
  marginRatio: { field: 'ratio', ask: 'Enter a margin ratio in %.' },
};

/**
 * The condition to send, or what is wrong with it in the form's words: checked here with the
 * contract's own schema, so that main (which checks it again) is asked only for a well-formed one.
 */
export function conditionOf(draft: ConditionDraft): AlertCondition | string {
  const typed = typedValue[draft.kind];
  if (typed && String(draft[typed.field]).trim() === '') return typed.ask;
  const condition = conditionTyped(draft);
  if (typeof condition === 'string') return condition;
  const parsed = alertCondition.safeParse(condition);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'the alert is not complete';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** The condition as typed, before the schema looks at it; a window that is not whole minutes is refused. */
function conditionTyped(draft: ConditionDraft): AlertCondition | string {
  switch (draft.kind) {
    case 'above':
    case 'below':
      return { kind: draft.kind, price: draft.price.trim() };
    case 'move':
      if (!/^\d{1,5}$/.test(draft.windowMinutes.trim())) return 'The window is whole minutes, like 5.';
      return {
        kind: 'move',
        percent: draft.percent.trim(),
        windowMinutes: Number(draft.windowMinutes.trim()),
      };
    case 'fill':
      return { kind: 'fill' };
    case 'pnl':
      return { kind: 'pnl', direction: draft.direction, amount: draft.pnl.trim(), method: draft.method };
    case 'positionPnl':
      return { kind: 'positionPnl', direction: draft.direction, amount: draft.pnl.trim() };
    case 'marginRatio':
      return { kind: 'marginRatio', percent: draft.ratio.trim() };
  }
}
