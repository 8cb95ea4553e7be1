import type { PriceFormatCustom } from 'lightweight-charts';
import { formatDecimal } from '@shared/decimal/format';

/**
 * The chart's price scale and labels in the terminal's one number format: the symbol's tick places
 * and the locale's grouping (65,100.00, not the library's 65100.00). The chart holds prices as numbers
 * for drawing only; a label is that number at the tick's places, grouped through decimal.js.
 */
export function groupedPriceFormat(decimals: number, minMove: number): PriceFormatCustom {
  return {
    type: 'custom',
    minMove,
    formatter: (price: number) => formatDecimal(price.toFixed(decimals), decimals),
  };
}
