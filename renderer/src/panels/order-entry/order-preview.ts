import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { SymbolPrecision } from '@shared/market/symbol-precision';
import { formatPrice, formatQuantity } from '@shared/decimal/format';
import { orderSizeText } from '../orders/order-size';
import { spotOrderWhat } from '@shared/ipc/order-words';

/**
 * The order in a sentence, its numbers as the rest of the terminal shows them (prices on the tick,
 * sizes on the step, grouped): "Limit buy 0.50000 BTCUSDT, at 100,000.00, GTC." The form has checked
 * them against the symbol's filters, so the tick and step show them exactly.
 */
export function previewText(args: NewOrderArgs, precision: SymbolPrecision): string {
  const price = (value: string) => formatPrice(value, precision.tickSize);
  const quantity = (value: string) => formatQuantity(value, precision.stepSize);
  const quoteQty = 'quoteOrderQty' in args ? args.quoteOrderQty : undefined;
  const size = orderSizeText(args.quantity, quoteQty, precision.stepSize);
  const parts = [spotOrderWhat(args.type, args.side, size, args.symbol)];
  if ('price' in args && args.price) parts.push(`at ${price(args.price)}`);
  if ('stopPrice' in args && args.stopPrice) parts.push(`stop ${price(args.stopPrice)}`);
  if ('trailingDelta' in args && args.trailingDelta) parts.push(`trailing ${args.trailingDelta} BIPS`);
  if ('timeInForce' in args) parts.push(args.timeInForce);
  if ('icebergQty' in args && args.icebergQty) parts.push(`iceberg ${quantity(args.icebergQty)}`);
  if (args.selfTradePreventionMode) parts.push(`STP ${args.selfTradePreventionMode}`);
  return `${parts.join(', ')}.`;
}
