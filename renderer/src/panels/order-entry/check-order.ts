import { prospectiveOrder } from '@shared/ipc/order-prospective';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import { newOrderArgs, type NewOrderArgs } from '@shared/ipc/order-args';
import { validateOrder, type FilterFailure, type OpenOrderCounts } from '@shared/market/filters';
import { fieldOfFilter, filterHint } from './filter-hint';
import { fieldsOf, type OrderDraft } from './order-draft';
import { resolveSize, type SizeContext } from './resolve-size';
import { firstTypo } from './typed-numbers';
import { issueInWords } from './issue-words';
import { lockRefusal, orderLock } from './order-lock';

export type DraftField = 'price' | 'stopPrice' | 'trailingDelta' | 'icebergQty' | 'size';

/** What is wrong with a draft: the field it is about, the venue's message where the venue has one. */
export interface DraftProblem {
  readonly field: DraftField;
  readonly message: string;
  /** -1013 for a filter failure, as the venue would answer. */
  readonly code?: number;
  readonly hint?: string;
}

export type DraftCheck =
  | { readonly ok: true; readonly args: NewOrderArgs; readonly unchecked: readonly string[] }
  | { readonly ok: false; readonly problem: DraftProblem };

const fail = (problem: DraftProblem): DraftCheck => ({ ok: false, problem });

/** A filter failure as a problem: the venue's own code and message, and what the filter wants. */
export function filterProblem(failure: FilterFailure, symbol: SymbolInfo): DraftProblem {
  return {
    field: fieldOfFilter(failure.filterType),
    code: failure.code,
    message: failure.msg,
    hint: filterHint(failure, symbol) ?? undefined,
  };
}

/**
 * Checks a draft as the venue would, before anything is sent: the shape of the order per type (the
 * contract's own schema), then the symbol's filters with the venue's messages.
 */
export interface DraftContext extends SizeContext {
  /** The account's open orders now, for the count filters; left to the venue while unknown. */
  readonly openOrders?: OpenOrderCounts;
  /** Whether `free` holds the account's balances yet: the balance is checked only once it does. */
  readonly balancesKnown?: boolean;
}

export function checkDraft(draft: OrderDraft, symbol: SymbolInfo, context: DraftContext): DraftCheck {
  const fields = fieldsOf[draft.type];
  const typo = firstTypo(draft, draft.size);
  if (typo?.field === 'trailingDelta')
    return fail({ field: 'trailingDelta', message: 'Trailing delta is a whole number of BIPS.' });
  if (typo)
    return fail({
      field: typo.field === 'quantity' ? 'size' : typo.field,
      message: `Not a number: "${typo.value}".`,
    });
  if (draft.size === '') return fail({ field: 'size', message: 'Enter a size.' });

  const size = resolveSize(draft, context);
  if (!size.ok) return fail({ field: 'size', message: size.message });

  const candidate: Record<string, unknown> = {
    symbol: symbol.symbol,
    side: draft.side,
    type: draft.type,
    ...size,
  };
  if (fields.price) candidate.price = draft.price || undefined;
  if (fields.timeInForce) candidate.timeInForce = draft.timeInForce;
  if (fields.iceberg && draft.icebergQty !== '') candidate.icebergQty = draft.icebergQty;
  if (fields.trigger) {
    if (draft.stopPrice !== '') candidate.stopPrice = draft.stopPrice;
    if (draft.trailingDelta !== '') candidate.trailingDelta = Number(draft.trailingDelta);
  }
  if (draft.selfTradePreventionMode !== '') candidate.selfTradePreventionMode = draft.selfTradePreventionMode;

  const parsed = newOrderArgs.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = String(issue?.path[0] ?? 'size');
    const field: DraftField =
      path === 'quantity' || path === 'quoteOrderQty' ? 'size' : ((path as DraftField) ?? 'size');
    return fail({ field, message: issueInWords(issue) });
  }
  const validation = validateOrder(prospectiveOrder(parsed.data), symbol.filters, [], {
    referencePrice: context.lastPrice ?? undefined,
    openOrders: context.openOrders,
  });
  if (!validation.ok) return fail(filterProblem(validation.failure, symbol));
  // The venue locks what the order needs as it takes it: refused with -2010 when the balance cannot.
  const lock = orderLock(parsed.data, symbol);
  const refused = lock && context.balancesKnown ? lockRefusal(lock, context.free, 'It locks') : null;
  if (refused) return fail({ field: 'size', ...refused });
  const unchecked =
    lock && context.balancesKnown ? validation.unchecked : [...validation.unchecked, 'the balance'];
  return { ok: true, args: parsed.data, unchecked };
}
