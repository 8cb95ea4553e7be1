import Decimal from 'decimal.js';

/**
 * What a price alert set on the far side of the market waits for. Main arms a crossing only once the
 * price has been on the near side (main/services/alerts/crossing.ts), so an "above" alert under the
 * market fires after the price has fallen below it and risen back; the note says so before it is
 * added, with both figures as the form writes them.
 */
export function farSideNote(
  kind: 'above' | 'below',
  typed: string,
  reference: { readonly price: string; readonly shown: string; readonly what: string } | null,
  show: (typed: string) => string,
): string | null {
  if (reference === null || !/^\d+(\.\d+)?$/.test(typed) || !/[1-9]/.test(typed)) return null;
  const typedShown = show(typed);
  const target = new Decimal(typed);
  const now = new Decimal(reference.price);
  const farSide = kind === 'above' ? now.gte(target) : now.lte(target);
  if (!farSide) return null;
  const already = kind === 'above' ? 'at or above' : 'at or below';
  const back = kind === 'above' ? 'fallen below' : 'risen above';
  const through = kind === 'above' ? 'rises' : 'falls';
  return (
    `The ${reference.what} is ${reference.shown}, already ${already} ${typedShown}: ` +
    `the alert fires once it has ${back} ${typedShown} and ${through} to it again.`
  );
}
