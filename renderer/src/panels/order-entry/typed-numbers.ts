import { fieldsOf, isDecimalText } from './order-draft';
import type { PricedDraft } from './leg-draft';

export type NumberField = 'price' | 'stopPrice' | 'icebergQty' | 'quantity' | 'trailingDelta';

/**
 * The first typed value of an order or a leg that its type uses and that is not a number: the prices
 * and quantities plain decimals, the trailing delta a whole number of BIPS. Blanks are not typos.
 */
export function firstTypo(
  draft: PricedDraft,
  quantity: string,
): { readonly field: NumberField; readonly value: string } | null {
  const fields = fieldsOf[draft.type];
  const typed: [NumberField, string, boolean][] = [
    ['price', draft.price, fields.price],
    ['stopPrice', draft.stopPrice, fields.trigger],
    ['icebergQty', draft.icebergQty, fields.iceberg],
    ['quantity', quantity, true],
  ];
  for (const [field, value, used] of typed)
    if (used && value !== '' && !isDecimalText(value)) return { field, value };
  if (fields.trigger && draft.trailingDelta !== '' && !/^\d+$/.test(draft.trailingDelta))
    return { field: 'trailingDelta', value: draft.trailingDelta };
  return null;
}
