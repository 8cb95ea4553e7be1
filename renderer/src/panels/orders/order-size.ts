import { isZero } from '@shared/decimal/decimal';
import { formatExact, formatQuantity } from '@shared/decimal/format';

/**
 * An order's size as the terminal words it: its quantity on the symbol's step, or, for an order sized
 * in the quote asset (no quantity, or the venue's zero before a fill), the quote amount exactly.
 */
export function orderSizeText(
  quantity: string | undefined,
  quoteQty: string | undefined,
  stepSize: string,
): string {
  const hasQuantity = quantity !== undefined && quantity !== '' && !isZero(quantity);
  if (!hasQuantity && quoteQty && !isZero(quoteQty)) return `${formatExact(quoteQty)} (quote)`;
  return formatQuantity(quantity || '0', stepSize);
}
