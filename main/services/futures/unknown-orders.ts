import type { Emit } from '@shared/ipc/contract';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { VenueError } from '../../venue/venue-error';
import { defaultBackoff, reconcileUntilKnown, type Backoff } from '../orders/reconciler';
import { algoOrderView } from './algo-orders';
import { familyClient, type FuturesVenue } from './futures-venue';
import { orderView } from './views';

export interface UnknownOrdersDeps {
  readonly emit: Emit;
  readonly now: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly backoff?: Backoff;
  /** An UNKNOWN order is known now (found, told by the stream, or not placed). */
  readonly onKnown?: (order: FuturesOrderView) => void;
}

interface Unsettled {
  readonly view: FuturesOrderView;
  /** The family client that sent it: the rows show only while that client is the active one. */
  readonly client: object;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

const keyOf = (family: FuturesFamily, clientOrderId: string) => `${family}:${clientOrderId}`;

/**
 * How an order whose placing answer was lost is asked for by its client id: its venue state when
 * found, a VenueError -2013 when the venue has no such order.
 */
export type OrderLookup = () => Promise<FuturesOrderView>;

/** An order of the book (`/fapi/v1/order`, `/dapi/v1/order`), by origClientOrderId. */
export const byClientOrderId =
  (venue: FuturesVenue, view: FuturesOrderView): OrderLookup =>
  async () =>
    orderView(
      view.family,
      await familyClient(venue, view.family).queryOrder({
        symbol: view.symbol,
        origClientOrderId: view.clientOrderId,
      }),
    );

/** A USD-M conditional order of the algo service (`/fapi/v1/algoOrder`), by clientAlgoId. */
export const byClientAlgoId =
  (venue: FuturesVenue, view: FuturesOrderView): OrderLookup =>
  async () =>
    algoOrderView(await familyClient(venue, 'usdm').queryAlgoOrder({ clientAlgoId: view.clientOrderId }));

/**
 * Futures orders whose placing answer was lost. Each is UNKNOWN while main asks the venue for it by
 * client order id; found, its venue state replaces it; once the venue says it does not exist after it
 * could no longer arrive, it stays as "not placed" with the reason until the user dismisses it. Every
 * change is pushed as `tt:futures:orderUpdated` (and `tt:futures:changed`, so positions follow).
 */
export function createUnknownOrders(deps: UnknownOrdersDeps) {
  const rows = new Map<string, Unsettled>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const publish = (key: string, view: FuturesOrderView, client: object | null) => {
    const wasUnknown = rows.get(key)?.view.status === 'UNKNOWN';
    if (client) rows.set(key, { view, client });
    else rows.delete(key);
    deps.emit('tt:futures:orderUpdated', { order: view });
    deps.emit('tt:futures:changed', { family: view.family, symbol: view.symbol });
    if (wasUnknown && view.status !== 'UNKNOWN') deps.onKnown?.(view);
  };

  return {
    /**
     * Shows the order UNKNOWN and reconciles it by `lookup` (by default as an order of the book).
     * `arrivalDeadline` is the venue time after which the order can no longer be accepted (its
     * request's timestamp + recvWindow, and a margin).
     */
    track(
      venue: FuturesVenue,
      view: FuturesOrderView,
      arrivalDeadline: number,
      lookup: OrderLookup = byClientOrderId(venue, view),
    ): void {
      const { family, clientOrderId } = view;
      const client = familyClient(venue, family);
      const key = keyOf(family, clientOrderId);
      publish(key, view, client);
      const run = reconcileUntilKnown({
        query: lookup,
        found: (order) => publish(key, order, null),
        absent: (error: VenueError) => {
          const reason = error.toPayload();
          publish(
            key,
            {
              ...view,
              status: 'REJECTED',
              updateTime: deps.now(),
              problem: { ...reason, message: `The order was not placed: ${reason.message}` },
            },
            client,
          );
        },
        mayStillArrive: async () => (await venue.serverNow(family)) <= arrivalDeadline,
        settled: () => rows.get(key)?.view.status !== 'UNKNOWN',
        stopped: () => stopped,
        sleep: deps.sleep ?? defaultSleep,
        backoff: deps.backoff ?? defaultBackoff,
      });
      running.add(run);
      void run.finally(() => running.delete(run));
    },

    /** The venue listed these orders: any of them UNKNOWN is known now, without asking. */
    seen(family: FuturesFamily, venueOrders: readonly FuturesOrderView[]): void {
      for (const order of venueOrders) {
        const key = keyOf(family, order.clientOrderId);
        if (rows.get(key)?.view.status === 'UNKNOWN') publish(key, order, null);
      }
    },

    /** The family's unsettled orders sent through `client` (of one symbol, when given). */
    of(client: object, family: FuturesFamily, symbol?: string): FuturesOrderView[] {
      return [...rows.values()]
        .filter((r) => r.client === client && r.view.family === family)
        .filter((r) => symbol === undefined || r.view.symbol === symbol)
        .map((r) => r.view);
    },

    /** Forgets an order found not placed; an UNKNOWN one stays until the venue tells. */
    dismiss(family: FuturesFamily, clientOrderId: string): void {
      const key = keyOf(family, clientOrderId);
      if (rows.get(key)?.view.status === 'UNKNOWN') return;
      rows.delete(key);
    },

    /** Resolves once every reconciliation under way has ended (tests, shutdown). */
    settled: () => Promise.all([...running]).then(() => undefined),
    dispose(): void {
      stopped = true;
    },
  };
}

export type UnknownOrders = ReturnType<typeof createUnknownOrders>;
