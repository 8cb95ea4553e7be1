import type { NewOrderArgs } from '@shared/ipc/order-args';

/** The order in a sentence: "BUY LIMIT 0.5 BTCUSDT at 100.00, GTC". */
export function previewText(args: NewOrderArgs): string {
  const size = args.quantity ?? ('quoteOrderQty' in args ? `${args.quoteOrderQty} (quote)` : '');
  const parts = [`${args.side} ${args.type} ${size} ${args.symbol}`];
  if ('price' in args && args.price) parts.push(`at ${args.price}`);
  if ('stopPrice' in args && args.stopPrice) parts.push(`stop ${args.stopPrice}`);
  if ('trailingDelta' in args && args.trailingDelta) parts.push(`trailing ${args.trailingDelta} BIPS`);
  if ('timeInForce' in args) parts.push(args.timeInForce);
  if ('icebergQty' in args && args.icebergQty) parts.push(`iceberg ${args.icebergQty}`);
  if (args.selfTradePreventionMode) parts.push(`STP ${args.selfTradePreventionMode}`);
  return `${parts.join(', ')}.`;
}
