import {
  isAlgoUpdate,
  isMarginCall,
  isOrderTradeUpdate,
  type FuturesUserDataEvent,
} from '@shared/api/futures/user-data';
import type { Emit } from '@shared/ipc/contract';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { algoNotice } from './algo-notices';
import { marginCallNotice } from './margin-call-notice';
import { streamAlgoView } from './algo-orders';
import { streamNotice, streamOrderView } from './stream-views';
import type { UnknownOrders } from './unknown-orders';
import type { PrecisionOf } from '../notice-numbers';

/** How many orders the stream told of are remembered by client id (for an answer lost after them). */
const remembered = 1_000;

/**
 * What main does with the futures user-data stream: each ORDER_TRADE_UPDATE (an order of the book)
 * or ALGO_UPDATE (a USD-M conditional order of the algo service) settles an UNKNOWN order of the
 * same client id, is pushed as `tt:futures:orderUpdated` with `tt:futures:changed`, and is told as
 * a notice when it is a fill, cancel or expiry (or a trigger, or a rejection); a MARGIN_CALL is told
 * as a notice; any ACCOUNT_UPDATE (or other event) pushes `tt:futures:changed`, so positions and
 * wallets are read again at once.
 */
export function createFuturesUserData(deps: {
  readonly emit: Emit;
  readonly unknown: UnknownOrders;
  readonly tell: (notice: FuturesOrderNotice) => void;
  /** A family's contracts' ticks and steps, for the notices' numbers. */
  readonly precisionOf?: (family: FuturesFamily) => PrecisionOf;
  /** Every order the stream tells of, after it is pushed. */
  readonly onOrder?: (order: FuturesOrderView) => void;
  /** What main adds to an order it pushes (the exits riding on an entry). */
  readonly decorate?: (order: FuturesOrderView) => FuturesOrderView;
}) {
  const told = new Map<string, FuturesOrderView>();
  const keyOf = (family: FuturesFamily, clientOrderId: string) => `${family}:${clientOrderId}`;

  return {
    onEvent(family: FuturesFamily, event: FuturesUserDataEvent): void {
      const order = isOrderTradeUpdate(event)
        ? streamOrderView(family, event)
        : isAlgoUpdate(event)
          ? streamAlgoView(event)
          : null;
      if (order) {
        const key = keyOf(family, order.clientOrderId);
        told.delete(key);
        told.set(key, order);
        if (told.size > remembered) told.delete(told.keys().next().value!);
        deps.unknown.seen(family, [order]);
        deps.emit('tt:futures:orderUpdated', { order: deps.decorate?.(order) ?? order });
        deps.emit('tt:futures:changed', { family, symbol: order.symbol });
        const precisionOf = deps.precisionOf?.(family);
        const notice = isAlgoUpdate(event)
          ? algoNotice(event, order, precisionOf)
          : isOrderTradeUpdate(event)
            ? streamNotice(event, order, precisionOf)
            : null;
        if (notice) deps.tell(notice);
        deps.onOrder?.(order);
        return;
      }
      if (isMarginCall(event)) deps.tell(marginCallNotice(family, event, deps.precisionOf?.(family)));
      const symbol =
        event.e === 'ACCOUNT_UPDATE' && 'a' in event && event.a.P.length === 1 ? event.a.P[0]!.s : null;
      deps.emit('tt:futures:changed', { family, symbol });
    },
    /**
     * The stream sent an event it reads (ORDER_TRADE_UPDATE, ALGO_UPDATE…) that did not parse: what
     * it says is not believed; what it may be about is read again from the venue.
     */
    onUnreadable(family: FuturesFamily): void {
      deps.emit('tt:futures:changed', { family, symbol: null });
    },
    /** The stream (re)connected: anything could have changed unheard. */
    onSubscribed(family: FuturesFamily): void {
      deps.emit('tt:futures:changed', { family, symbol: null });
    },
    /** The order as the stream last told it, if it did (its placing answer may come after). */
    toldOf(family: FuturesFamily, clientOrderId: string): FuturesOrderView | undefined {
      return told.get(keyOf(family, clientOrderId));
    },
  };
}
