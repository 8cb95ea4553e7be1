import type { FuturesFamily, FuturesSymbolView } from '@shared/ipc/futures';
import type { PlaceFuturesOrderArgs } from '@shared/ipc/futures-args';
import { futuresTypeWord, orderKind } from '@shared/ipc/order-words';
import type { FormPreview } from '../../stores/order-ticket-store';
import { symbolFigures } from './figures';

type FuturesOrder = PlaceFuturesOrderArgs['order'];

const sizeOf = (symbol: FuturesSymbolView, quantity: string | undefined) => {
  if (quantity === undefined) return 'closing the position';
  const unit = symbol.contractSize === null ? symbol.baseAsset : 'contracts';
  return `${symbolFigures(symbol).size(quantity)} ${unit}`;
};

/**
 * What a checked futures order shows on the contract's chart before it is sent: a line at its limit
 * price (moving it types another), or at its trigger; nothing for a market or price-matched order.
 */
export function futuresOrderPreview(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  order: FuturesOrder,
): FormPreview | null {
  const limit = 'price' in order ? order.price : undefined;
  const trigger =
    'stopPrice' in order ? order.stopPrice : 'activationPrice' in order ? order.activationPrice : undefined;
  const price = limit ?? trigger;
  if (price === undefined) return null;
  const quantity = 'quantity' in order ? order.quantity : undefined;
  return {
    symbol: symbol.symbol,
    market: family,
    movable: limit !== undefined,
    orders: [
      {
        side: order.side,
        price,
        label: `Preview · ${orderKind(futuresTypeWord(order.type), order.side)} ${sizeOf(symbol, quantity)}`,
      },
    ],
  };
}

/**
 * The order's preview (or a scaled order's) with where its position would be liquidated once it
 * fills: a faint line in the alert tone at the estimate (the form says it in words beside the cost).
 * A market order, which has no line of its own, shows that line alone.
 */
export function withLiquidationPreview(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  preview: FormPreview | null,
  estimate: { readonly after: 'long' | 'short' | 'none'; readonly price: string | null } | null,
): FormPreview | null {
  if (!estimate || estimate.after === 'none' || estimate.price === null) return preview;
  const name = estimate.after === 'long' ? 'Long' : 'Short';
  const base = preview ?? { symbol: symbol.symbol, market: family, movable: false, orders: [] };
  return {
    ...base,
    orders: [
      ...base.orders,
      {
        side: estimate.after === 'long' ? 'SELL' : 'BUY',
        price: estimate.price,
        label: `Preview · ${name} liquidation after this order`,
        warning: true,
      },
    ],
  };
}

/** A futures scaled order's limit orders on the chart before they are sent, numbered from the start. */
export function futuresScaledPreview(
  family: FuturesFamily,
  symbol: FuturesSymbolView,
  orders: readonly PlaceFuturesOrderArgs[],
): FormPreview | null {
  if (orders.length === 0) return null;
  return {
    symbol: symbol.symbol,
    market: family,
    movable: false,
    orders: orders.map(({ order }, i) => ({
      side: order.side,
      price: 'price' in order && order.price !== undefined ? order.price : '0',
      label: `Preview ${i + 1}/${orders.length} · ${orderKind('Limit', order.side)} ${sizeOf(symbol, 'quantity' in order ? order.quantity : undefined)}`,
    })),
  };
}
