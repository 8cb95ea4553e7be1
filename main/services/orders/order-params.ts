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

/** Every leg gets a client order id of main's too, so each order of the list can be found by it. */
export const ocoParams = (args: OcoArgs, ids: () => string): OcoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    above: { ...args.above, clientOrderId: ids() },
    below: { ...args.below, clientOrderId: ids() },
  }) as OcoParams;

export const otoParams = (args: OtoArgs, ids: () => string): OtoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    working: { ...args.working, clientOrderId: ids() },
    pending: { ...args.pending, clientOrderId: ids() },
  }) as OtoParams;

export const otocoParams = (args: OtocoArgs, ids: () => string): OtocoParams =>
  ({
    ...args,
    listClientOrderId: ids(),
    working: { ...args.working, clientOrderId: ids() },
    pendingAbove: { ...args.pendingAbove, clientOrderId: ids() },
    ...(args.pendingBelow ? { pendingBelow: { ...args.pendingBelow, clientOrderId: ids() } } : {}),
  }) as OtocoParams;
