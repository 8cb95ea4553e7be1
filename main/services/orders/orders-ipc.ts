import type { Handlers } from '@shared/ipc/contract';
import type { OrderManager } from './order-manager';

/** The spot TWAP's channels, which it serves itself (spot-twap.ts). */
export type SpotTwapChannel = 'tt:orders:twap' | 'tt:orders:twaps' | 'tt:orders:stopTwap';
/** The spot chase's channels, which it serves itself (spot-chase.ts). */
export type SpotChaseChannel = 'tt:orders:chase' | 'tt:orders:chases' | 'tt:orders:stopChase';
type OrdersChannel = Exclude<
  Extract<keyof Handlers, `tt:orders:${string}`>,
  SpotTwapChannel | SpotChaseChannel
>;

/** The order manager on the IPC contract (shared/ipc/orders.ts). */
export function ordersHandlers(orders: OrderManager): Pick<Handlers, OrdersChannel> {
  return {
    'tt:orders:open': async ({ symbol }) => orders.open(symbol),
    'tt:orders:openLists': async () => orders.openLists(),
    'tt:orders:place': ({ order }) => orders.place(order),
    'tt:orders:test': ({ order, computeCommissionRates }) => orders.test(order, computeCommissionRates),
    'tt:orders:cancel': ({ order, cancelRestrictions }) => orders.cancel(order, cancelRestrictions),
    'tt:orders:cancelAll': ({ symbol }) => orders.cancelAll(symbol),
    'tt:orders:cancelReplace': (args) => orders.cancelReplace(args),
    'tt:orders:amend': ({ order, newQty }) => orders.amend(order, newQty),
    'tt:orders:move': (args) => orders.move(args),
    'tt:orders:placeOco': (args) => orders.placeOco(args),
    'tt:orders:placeOto': (args) => orders.placeOto(args),
    'tt:orders:placeOtoco': (args) => orders.placeOtoco(args),
    'tt:orders:cancelList': ({ symbol, orderListId }) => orders.cancelList(symbol, orderListId),
    'tt:orders:history': (args) => orders.history(args),
    'tt:orders:listHistory': (args) => orders.listHistory(args),
  };
}
