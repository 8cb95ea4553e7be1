import type { z } from 'zod';
import { triggerRequired } from '@shared/ipc/order-args';

/** The order fields as the forms name them. */
const fieldWords: Record<string, string> = {
  price: 'price',
  stopPrice: 'trigger price',
  trailingDelta: 'trailing delta',
  icebergQty: 'iceberg quantity',
  quantity: 'quantity',
  quoteOrderQty: 'quote amount',
  pendingQuantity: 'pending quantity',
  timeInForce: 'time in force',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A contract schema's refusal of an order in the forms' words, with the API's name of the field
 * after it: "Enter a trigger price (stopPrice)." rather than zod's "Invalid input: expected string, received
 * undefined". The field is the last part of the issue's path (a leg's field in a list).
 */
export function issueInWords(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'The order is not complete.';
  const field = String(issue.path[issue.path.length - 1] ?? '');
  const word = fieldWords[field] ?? field;
  const apiName = word === field ? '' : ` (${field})`;
  if (issue.message === triggerRequired)
    return 'Enter a trigger price, a trailing delta or both (stopPrice, trailingDelta).';
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message))
    return `Enter ${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}${apiName}.`;
  return `${capitalised(word)}${apiName}: ${issue.message}.`;
}
