import type { Emit } from '@shared/ipc/contract';
import type { OrderListView, OrderNotice, OrderView } from '@shared/ipc/orders';
import { generateClientOrderId } from '../../venue/client-order-id';
import { defaultRecvWindow } from '../../venue/transport';
import type { SpotClient } from '../../venue/spot-client';
import type { VenueError } from '../../venue/venue-error';
import { listView, type VenueListFields } from './list-view';
import { noticeFor, reconciledNotice } from './notices';
import { mergeVenueOrder, sameView, type VenueOrderFields } from './order-view';
import { createOrderStore, isStale, type OrderRef } from './order-store';
import { createPreSendCheck } from './pre-send-check';
import { createSymbolRules } from './symbol-rules';
import { defaultBackoff, reconcileUntilKnown, type Backoff } from './reconciler';

export interface OrderManagerDeps {
  /** The active profile's spot client (signed with its key). */
  readonly spot: () => Promise<SpotClient>;
  readonly emit: Emit;
  /** An OS notification, where the user enabled them; a no-op otherwise. */
  readonly notify?: (notice: OrderNotice) => void;
  readonly newClientOrderId?: () => string;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly reconcileBackoff?: Backoff;
  /**
   * The venue's time (the client's clock estimate). With it, "no such order" is believed only once an
   * order whose answer was lost could no longer be accepted (its recvWindow is over); without it, at once.
   */
  readonly serverNow?: () => Promise<number>;
}

/**
 * How long an order is being sent before the terminal shows it so. A quicker answer replaces that
 * state unseen: drawing it would cost a frame for a state that lasted a millisecond, and the answer
 * would wait behind that frame. The order form shows at once that it is sending.
 */
export const SENDING_SHOWN_AFTER_MS = 50;

/** The longest a sent order can still be accepted after its answer was lost: recvWindow and a margin. */
const arrivalWindowMs = defaultRecvWindow + 1_000;

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref?.();
  });

/** What every part of the order manager shares: the store, ids, publishing and reconciliation. */
const sameMember = (a: OrderView, b: OrderView) =>
  a.symbol === b.symbol &&
  ((a.orderId !== null && a.orderId === b.orderId) || a.clientOrderId === b.clientOrderId);

export function createOrderCore(deps: OrderManagerDeps) {
  const store = createOrderStore();
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const ids = deps.newClientOrderId ?? generateClientOrderId;
  const notify = deps.notify ?? (() => undefined);
  const reconciling = new Set<Promise<void>>();
  const symbols = createSymbolRules(deps.spot, now);
  let disposed = false;

  // What a call pushes in `beforeAnswer` leaves after its answer, one turn of the event loop later: the
  // page draws a push in a frame, and an answer read after it would wait behind that frame. Pushes made
  // meanwhile (the stream's reports) queue behind them, so the page hears every change in the order it
  // happened. A move does not hold its pushes (see the order manager).
  const held: Array<() => void> = [];
  let answering = 0;
  const releaseHeld = () => {
    for (const push of held.splice(0)) push();
  };
  const emit: Emit = (channel, payload) => {
    if (answering === 0 && held.length === 0) return deps.emit(channel, payload);
    if (held.length === 0) setImmediate(releaseHeld);
    held.push(() => deps.emit(channel, payload));
  };
  /** Runs what a call does just before it answers, its pushes held until the answer has left. */
  const beforeAnswer = <T>(run: () => T): T => {
    answering++;
    try {
      return run();
    } finally {
      answering--;
    }
  };

  const tell = (notice: OrderNotice) => {
    emit('tt:orders:notice', notice);
    if (notice.kind === 'filled' || notice.kind === 'partially-filled' || notice.kind === 'rejected')
      notify(notice);
  };

  /** Stores each new view, pushes them in one event, and tells the user what changed. */
  const publish = (changes: ReadonlyArray<{ view: OrderView; previous?: OrderRef }>) => {
    const published: OrderView[] = [];
    for (const { view, previous } of changes) {
      const known = (previous && store.last(previous)) ?? store.last(view);
      // The placement answer and the stream's report of the same change: told once.
      if (isStale(known, view) || (known !== undefined && sameView(known, view))) continue;
      store.put(view, previous);
      published.push(view);
      const notice =
        known?.status === 'UNKNOWN' && view.status !== 'UNKNOWN'
          ? reconciledNotice(view, symbols.precisionOf)
          : noticeFor(known, view, symbols.precisionOf);
      if (notice) tell(notice);
    }
    if (published.length === 0) return;
    emit('tt:orders:updated', { orders: published });
    // A list shows its members as they stand: a member's report can come after the list's own status
    // event (an OTO's pending order put on the book), so every list holding a changed order follows it.
    const holding = store
      .lists()
      .filter((list) => list.orders.some((member) => published.some((order) => sameMember(order, member))));
    if (holding.length > 0)
      publishLists(holding.map((list) => ({ ...list, orders: list.orders.map((m) => store.last(m) ?? m) })));
  };

  function publishLists(given: readonly OrderListView[]) {
    if (given.length === 0) return;
    // A member report older than what the stream already told (an OTO's placement answer saying
    // PENDING_NEW after the pending order went on the book) gives way to the newer view.
    const lists = given.map((list) => ({
      ...list,
      orders: list.orders.map((member) => {
        const known = store.last(member);
        return known && isStale(known, member) ? known : member;
      }),
    }));
    for (const list of lists) store.putList(list);
    emit('tt:orders:listsUpdated', { lists });
  }

  /** A venue order merged into what the store knows of it. */
  const viewOf = (venue: VenueOrderFields) =>
    mergeVenueOrder(
      store.find({
        symbol: venue.symbol,
        orderId: venue.orderId,
        clientOrderId: venue.origClientOrderId ?? venue.clientOrderId,
      }),
      venue,
    );

  const track = (run: Promise<void>) => {
    reconciling.add(run);
    void run.finally(() => reconciling.delete(run));
  };

  const isKnown = (ref: OrderRef) => store.find(ref)?.status !== 'UNKNOWN';

  /** Queries an UNKNOWN order by its client id until the venue tells what became of it. */
  /** Asked before each query: could the order still reach the venue? (Only with a venue clock.) */
  const arrivalWindow = (): (() => Promise<boolean>) | undefined => {
    const serverNow = deps.serverNow;
    if (!serverNow) return undefined;
    const deadline = serverNow().then((at) => at + arrivalWindowMs);
    deadline.catch(() => undefined);
    return async () => (await serverNow()) <= (await deadline);
  };

  const reconcileOrder = (symbol: string, clientOrderId: string) => {
    const ref = { symbol, clientOrderId };
    track(
      reconcileUntilKnown({
        mayStillArrive: arrivalWindow(),
        query: async () => (await deps.spot()).queryOrder({ symbol, origClientOrderId: clientOrderId }),
        found: (order) => publish([{ view: viewOf(order), previous: ref }]),
        absent: (error: VenueError) => {
          const known = store.find(ref);
          if (!known) return;
          publish([
            {
              view: {
                ...known,
                status: 'REJECTED',
                updateTime: now(),
                problem: {
                  ...error.toPayload(),
                  message: `The order was not placed: ${error.toPayload().message}`,
                },
              },
            },
          ]);
        },
        settled: () => isKnown(ref),
        stopped: () => disposed,
        sleep,
        backoff: deps.reconcileBackoff ?? defaultBackoff,
      }),
    );
  };

  /** The same for an order list, by its listClientOrderId. */
  const reconcileList = (placeholder: OrderListView) => {
    const key = placeholder.listClientOrderId;
    const isUnknown = () => store.lists().some((l) => l.listClientOrderId === key && l.orderListId === null);
    track(
      reconcileUntilKnown({
        mayStillArrive: arrivalWindow(),
        query: async () => (await deps.spot()).orderList({ origClientOrderId: key }),
        found: (list) => {
          publishLists([listView(list as VenueListFields, [], store)]);
          void resync().catch(() => undefined);
        },
        absent: () =>
          publishLists([{ ...placeholder, listOrderStatus: 'REJECT', listStatusType: 'ALL_DONE' }]),
        settled: () => !isUnknown(),
        stopped: () => disposed,
        sleep,
        backoff: deps.reconcileBackoff ?? defaultBackoff,
      }),
    );
  };

  /** Open orders and lists from REST: after a (re)subscription of the user-data stream, or on demand. */
  const resync = async () => {
    const spot = await deps.spot();
    const [open, lists] = await Promise.all([spot.openOrders(), spot.openOrderLists()]);
    const views = open.map((o) => viewOf(o));
    const removed = store.resync(views);
    store.resyncLists(lists.map((l) => listView(l as VenueListFields, views)));
    emit('tt:orders:updated', { orders: views });
    emit('tt:orders:listsUpdated', { lists: store.lists() });
    // Orders missing from the snapshot closed while the stream was away (or were placed after it was
    // taken): their state now, by query, told as a change from what was known.
    // One that cannot be asked about now stays as it was known, for the next resync to ask again.
    let unasked: unknown;
    for (const order of removed) {
      if (order.orderId === null) continue;
      let answer: Awaited<ReturnType<typeof spot.queryOrder>>;
      try {
        answer = await spot.queryOrder({ symbol: order.symbol, orderId: order.orderId });
      } catch (error) {
        unasked ??= error;
        if (!store.last(order)) store.put(order);
        continue;
      }
      const now = mergeVenueOrder(order, answer);
      store.put(now);
      emit('tt:orders:updated', { orders: [now] });
      const notice = noticeFor(order, now, symbols.precisionOf);
      if (notice) tell(notice);
    }
    if (unasked !== undefined) throw unasked;
  };

  /** Keeps an order being sent, and pushes it only if it is still being sent after SENDING_SHOWN_AFTER_MS. */
  const keepSending = (view: OrderView) => {
    store.put(view);
    // Not `sleep`, which tests shorten for reconciliation's backoff.
    void defaultSleep(SENDING_SHOWN_AFTER_MS).then(() => {
      if (!disposed && store.last(view) === view) emit('tt:orders:updated', { orders: [view] });
    });
  };

  return {
    deps,
    store,
    now,
    ids,
    check: createPreSendCheck(symbols),
    forgetRules: symbols.forget,
    publish,
    beforeAnswer,
    keepSending,
    publishLists,
    viewOf,
    reconcileOrder,
    reconcileList,
    resync,
    /** Resolves once every reconciliation under way has ended (tests, shutdown). */
    settled: () => Promise.all([...reconciling]).then(() => undefined),
    dispose() {
      disposed = true;
    },
  };
}

export type OrderCore = ReturnType<typeof createOrderCore>;
