import type { NewOrderArgs } from '@shared/ipc/order-args';
import { orderKind, spotTypeWord } from '@shared/ipc/order-words';
import type { SymbolPrecision } from '@shared/market/symbol-precision';
import { formatQuantity } from '@shared/decimal/format';
import type { FormPreview } from '../../stores/order-ticket-store';
import { orderSizeText } from '../orders/order-size';

/**
 * What a checked single order shows on the chart before it is sent: a line at its limit price (which
 * the trader may drag to type another), or at its trigger; nothing for a market order.
 */
export function singleOrderPreview(args: NewOrderArgs, precision: SymbolPrecision): FormPreview | null {
  const quoteQty = 'quoteOrderQty' in args ? args.quoteOrderQty : undefined;
  const size = orderSizeText(args.quantity, quoteQty, precision.stepSize);
  const label = `Preview · ${orderKind(spotTypeWord(args.type), args.side)} ${size}`;
  const limit = 'price' in args ? args.price : undefined;
  const trigger = 'stopPrice' in args ? args.stopPrice : undefined;
  const price = limit ?? trigger;
  if (price === undefined) return null;
  return {
    symbol: args.symbol,
    market: 'spot',
    movable: limit !== undefined,
    orders: [{ side: args.side, price, label }],
  };
}

/**
 * A limit entry's preview with the take profit and stop loss it carries, each a line at its price
 * (the take profit's limit, the stop loss's trigger) labelled with the size it trades.
 */
export function withExitsPreview(
  preview: FormPreview | null,
  exits: {
    readonly side: 'BUY' | 'SELL';
    readonly quantity: string;
    readonly takeProfit: string | null;
    readonly stopLoss: string | null;
  },
  precision: SymbolPrecision,
): FormPreview | null {
  if (!preview) return null;
  const size = formatQuantity(exits.quantity, precision.stepSize);
  const verb = exits.side === 'BUY' ? 'buy' : 'sell';
  const lines = [
    ...(exits.takeProfit === null
      ? []
      : [{ side: exits.side, price: exits.takeProfit, label: `Preview · Take profit ${verb} ${size}` }]),
    ...(exits.stopLoss === null
      ? []
      : [{ side: exits.side, price: exits.stopLoss, label: `Preview · Stop loss ${verb} ${size}` }]),
  ];
  return { ...preview, orders: [...preview.orders, ...lines] };
}

/** A scaled order's limit orders on the chart before they are sent, numbered from the start price. */
export function scaledPreview(
  orders: readonly {
    readonly side: 'BUY' | 'SELL';
    readonly price: string;
    readonly quantity: string;
    readonly symbol: string;
  }[],
  precision: SymbolPrecision,
): FormPreview | null {
  const first = orders[0];
  if (!first) return null;
  return {
    symbol: first.symbol,
    market: 'spot',
    movable: false,
    orders: orders.map((o, i) => ({
      side: o.side,
      price: o.price,
      label: `Preview ${i + 1}/${orders.length} · ${orderKind('Limit', o.side)} ${formatQuantity(o.quantity, precision.stepSize)}`,
    })),
  };
}
