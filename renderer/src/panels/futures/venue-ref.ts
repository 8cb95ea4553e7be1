import type { FuturesOrderView } from '@shared/ipc/futures';

/** How the venue knows an order: a waiting USD-M conditional order by its algo id, others by order id. */
export const venueRefOf = (o: FuturesOrderView): { algoId: number } | { orderId: number } =>
  o.algoId !== undefined ? { algoId: o.algoId } : { orderId: o.orderId ?? 0 };
