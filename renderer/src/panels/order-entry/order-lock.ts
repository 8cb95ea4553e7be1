import { dec } from '@shared/decimal/decimal';
import { formatAvailable, formatNeeded } from '@shared/decimal/format';
import { roundToStep } from '@shared/decimal/step';
import type { NewOrderArgs } from '@shared/ipc/order-args';

export interface Lock {
  readonly amount: string;
  readonly asset: string;
}

/** The venue locks a buy's notional rounded up to its 8 decimals. */
export const notionalLock = (price: string, quantity: string) =>
  roundToStep(dec(price).times(quantity), '0.00000001', 'ceil');

/**
 * What the venue locks from the balance when it takes a spot order, where the order alone says: a
 * sell's quantity of the base asset, a buy's quote amount or its price × quantity. Null where the
 * venue estimates it from its book (a market buy by quantity, a market sell by quote amount, a stop
 * market buy).
 */
export function orderLock(
  args: NewOrderArgs,
  assets: { readonly baseAsset: string; readonly quoteAsset: string },
): Lock | null {
  const quote = 'quoteOrderQty' in args ? args.quoteOrderQty : undefined;
  if (args.side === 'SELL')
    return args.quantity !== undefined && quote === undefined
      ? { amount: args.quantity, asset: assets.baseAsset }
      : null;
  if (quote !== undefined) return { amount: quote, asset: assets.quoteAsset };
  const price = 'price' in args ? args.price : undefined;
  if (price === undefined || args.quantity === undefined) return null;
  return { amount: notionalLock(price, args.quantity), asset: assets.quoteAsset };
}

/** The venue's -2010 refusal of what the free balance cannot lock, with how much each side holds. */
export function lockRefusal(
  lock: Lock,
  free: ReadonlyMap<string, string>,
  what: string,
): { readonly code: number; readonly message: string; readonly hint: string } | null {
  const available = free.get(lock.asset) ?? '0';
  if (dec(lock.amount).lte(available)) return null;
  return {
    code: -2010,
    message: 'Account has insufficient balance for requested action.',
    hint: `${what} ${formatNeeded(lock.amount, lock.asset)} ${lock.asset}; ${formatAvailable(available, lock.asset)} ${lock.asset} is available.`,
  };
}
