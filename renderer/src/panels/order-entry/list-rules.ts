import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { OrderType } from '@shared/api/spot/enums';
import { dec } from '@shared/decimal/decimal';
import { validateOrder } from '@shared/market/filters';
import { filterProblem } from './check-order';
import { legPlacementPrice, prospectiveLeg, type LegDraft } from './leg-draft';

/** The venue's message when OCO prices sit on the wrong side of the market. */
export const ocoPriceMessage = 'The relationship of the prices for the orders is not correct.';

export interface ListProblem {
  /** Which leg the problem is about ("above", "below", "working", "pending"), or the whole list. */
  readonly leg: string;
  readonly message: string;
  readonly code?: number;
  readonly hint?: string;
}

const stopLossTypes: readonly OrderType[] = ['STOP_LOSS', 'STOP_LOSS_LIMIT'];
const otherTypes: readonly OrderType[] = ['LIMIT_MAKER', 'TAKE_PROFIT', 'TAKE_PROFIT_LIMIT'];
export const ocoLegTypes: readonly OrderType[] = [...otherTypes, ...stopLossTypes];

/** One OCO leg is a stop loss and the other a limit maker or take profit. */
export function checkOcoLegTypes(above: LegDraft, below: LegDraft): ListProblem | null {
  const ok =
    (stopLossTypes.includes(above.type) && otherTypes.includes(below.type)) ||
    (otherTypes.includes(above.type) && stopLossTypes.includes(below.type));
  return ok
    ? null
    : {
        leg: 'list',
        message:
          'One leg must be a stop loss (STOP_LOSS or STOP_LOSS_LIMIT), the other a limit maker or a take profit.',
      };
}

/**
 * The above leg must sit above the reference price and the below leg below it.
 * A leg with only a trailing delta has no fixed price and is not compared.
 */
export function checkAboveBelow(
  above: LegDraft,
  below: LegDraft,
  reference: string | null,
  referenceName: string,
): ListProblem | null {
  if (reference === null) return null;
  return (
    wrongSide('above', legPlacementPrice(above), reference, referenceName) ??
    wrongSide('below', legPlacementPrice(below), reference, referenceName)
  );
}

/** The venue's refusal when a leg's price is not on its side of the reference price. */
function wrongSide(
  leg: 'above' | 'below',
  price: string | null,
  reference: string,
  referenceName: string,
): ListProblem | null {
  if (price === null) return null;
  const onItsSide = leg === 'above' ? dec(price).gt(reference) : dec(price).lt(reference);
  if (onItsSide) return null;
  return {
    leg,
    code: -2010,
    message: ocoPriceMessage,
    hint: `The ${leg} leg (${price}) must be ${leg === 'above' ? 'higher' : 'lower'} than the ${referenceName} (${reference}).`,
  };
}

/** The symbol's filters on one leg, with the venue's message. */
export function checkLegFilters(
  leg: LegDraft,
  name: string,
  side: 'BUY' | 'SELL',
  quantity: string,
  symbol: SymbolInfo,
  lastPrice: string | null,
): ListProblem | null {
  const result = validateOrder(prospectiveLeg(leg, side, quantity), symbol.filters, [], {
    referencePrice: lastPrice ?? undefined,
  });
  if (result.ok) return null;
  const problem = filterProblem(result.failure, symbol);
  return { leg: name, message: problem.message, code: problem.code, hint: problem.hint };
}
