import type Decimal from 'decimal.js';

/**
 * A crossing of a target: true at each value at or past it once a value on the near side has been seen.
 * The first value seen only tells where it stands, so a target set on the far side waits for the value
 * to come back and cross it, rather than firing at once.
 */
export function crossing(direction: 'above' | 'below', target: Decimal): (value: Decimal) => boolean {
  let nearSide = false;
  return (value) => {
    const reached = direction === 'above' ? value.gte(target) : value.lte(target);
    if (!reached) nearSide = true;
    return reached && nearSide;
  };
}
