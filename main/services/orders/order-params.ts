import type { NewOrderParams } from '@shared/api/spot/order-params';
import type { OcoParams, OtocoParams, OtoParams } from '@shared/api/spot/order-list-params';
import type { NewOrderArgs, OcoArgs, OtoArgs, OtocoArgs } from '@shared/ipc/order-args';

export {
  ocoProspective,
  otocoProspective,
  otoProspective,
  prospectiveOrder,
} from '@shared/ipc/order-prospective';

/** The renderer's order with main's own client order id: the venue client's exact param type. */
export const newOrderParams = (order: NewOrderArgs, newClientOrderId: string): NewOrderParams =>
  ({ ...order, newClientOrderId }) as NewOrderParams;

/**
 * The list with main's client order ids: one for the list and one for each leg it has, so each order
 * of the list can be found by it.
 */
function withClientIds<A extends object>(args: A, legs: readonly (keyof A & string)[], ids: () => string) {
  const params: Record<string, unknown> = { ...args, listClientOrderId: ids() };
  for (const leg of legs) if (args[leg]) params[leg] = { ...(args[leg] as object), clientOrderId: ids() };
  return params as A & { readonly listClientOrderId: string };
}

export const ocoParams = (args: OcoArgs, ids: () => string) =>
  withClientIds(args, ['above', 'below'], ids) as OcoParams;

export const otoParams = (args: OtoArgs, ids: () => string) =>
  withClientIds(args, ['working', 'pending'], ids) as OtoParams;

export const otocoParams = (args: OtocoArgs, ids: () => string) =>
  withClientIds(args, ['working', 'pendingAbove', 'pendingBelow'], ids) as OtocoParams;
