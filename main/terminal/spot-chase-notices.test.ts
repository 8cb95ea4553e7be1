import { describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import type { ChaseView } from '@shared/ipc/chase';
import type { MoveOutcome, OrderNotice, OrderView } from '@shared/ipc/orders';
import { terminalForThisFile } from './test-support';

// The simulated market on: a book to chase on.
const fixture = terminalForThisFile();

async function call<T>(channel: string, args?: unknown): Promise<T> {
  const response = await fixture.dispatch<T>(channel, args);
  if (!response.ok) throw new Error(`${channel}: ${response.error.message}`);
  return response.value;
}

/** The chase's pushes so far. */
const chasePushes = (id: string) =>
  fixture.events
    .filter((e) => e.name === 'tt:orders:chaseUpdated')
    .map((e) => (e.payload as { chase: ChaseView }).chase)
    .filter((c) => c.id === id);
const noticesOf = (clientOrderId: string) =>
  fixture.events.filter(
    (e) => e.name === 'tt:orders:notice' && (e.payload as OrderNotice).order.clientOrderId === clientOrderId,
  );
const updatesOf = (clientOrderId: string) =>
  fixture.events
    .filter((e) => e.name === 'tt:orders:updated')
    .flatMap((e) => (e.payload as { orders: OrderView[] }).orders)
    .filter((o) => o.clientOrderId === clientOrderId);

describe("a spot chase's orders in the terminal", () => {
  it('tells no cancellation of the orders its moves replace, and ends when its order is cancelled by hand', async () => {
    const started = await call<ChaseView>('tt:orders:chase', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.05',
    });
    // A bid of the trader's own a dollar above (under the ask), too large for the simulated flow to
    // take at once: the best bid moves away from the chase's.
    await call<OrderView>('tt:orders:place', {
      order: {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: '0.2',
        price: dec(started.price!).plus(1).toFixed(2),
      },
    });
    await fixture.pushed(
      (e) =>
        e.name === 'tt:orders:chaseUpdated' &&
        (e.payload as { chase: ChaseView }).chase.id === started.id &&
        (e.payload as { chase: ChaseView }).chase.moves >= 1,
    );
    // The order each move replaced: cancelled at the venue, no notice for the trader.
    const ids = [...new Set(chasePushes(started.id).map((c) => c.clientOrderId!))];
    const replaced = ids.slice(0, -1);
    expect(replaced.length).toBeGreaterThanOrEqual(1);
    for (const id of replaced) {
      expect(updatesOf(id).at(-1)?.status).toMatch(/^(CANCELED|PARTIALLY_FILLED|FILLED)$/);
      expect(noticesOf(id).filter((e) => (e.payload as OrderNotice).kind === 'canceled')).toEqual([]);
    }

    // Stopped, then cancelled by hand: that cancellation is a notice, as any order's.
    const stopped = await call<ChaseView>('tt:orders:stopChase', { id: started.id });
    expect(stopped.state).toBe('stopped');
    const last = stopped.clientOrderId!;
    const cancelled = await fixture.dispatch<OrderView>('tt:orders:cancel', {
      order: { symbol: 'BTCUSDT', clientOrderId: last },
    });
    if (cancelled.ok) {
      expect(cancelled.value.status).toBe('CANCELED');
      await fixture.pushed(
        (e) =>
          e.name === 'tt:orders:notice' &&
          (e.payload as OrderNotice).order.clientOrderId === last &&
          (e.payload as OrderNotice).kind === 'canceled',
      );
    } else {
      // The simulated market filled it first: nothing left to cancel.
      expect(updatesOf(last).at(-1)?.status).toBe('FILLED');
    }

    // Another chase whose order the trader cancels by hand ends with it.
    const second = await call<ChaseView>('tt:orders:chase', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.05',
    });
    const current = () => chasePushes(second.id).at(-1) ?? second;
    await call<OrderView>('tt:orders:cancel', {
      order: { symbol: 'BTCUSDT', clientOrderId: current().clientOrderId },
    }).catch(() => null);
    await fixture.pushed(
      (e) =>
        e.name === 'tt:orders:chaseUpdated' &&
        (e.payload as { chase: ChaseView }).chase.id === second.id &&
        (e.payload as { chase: ChaseView }).chase.state !== 'chasing',
    );
    expect(['ended', 'filled']).toContain(current().state);
  });

  it('stops a chase whose order the trader moves by hand, and leaves the order where they put it', async () => {
    const started = await call<ChaseView>('tt:orders:chase', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.05',
    });
    const ended = fixture.pushed(
      (e) =>
        e.name === 'tt:orders:chaseUpdated' &&
        (e.payload as { chase: ChaseView }).chase.id === started.id &&
        (e.payload as { chase: ChaseView }).chase.state !== 'chasing',
    );
    const current = chasePushes(started.id).at(-1) ?? started;
    const lower = dec(current.price!).minus(50).toFixed(2);
    const outcome = await call<MoveOutcome>('tt:orders:move', {
      order: { symbol: 'BTCUSDT', clientOrderId: current.clientOrderId },
      price: lower,
    });
    await ended;
    expect(chasePushes(started.id).at(-1)).toMatchObject({
      state: 'stopped',
      note: 'Stopped: you moved its order by hand.',
    });
    expect(outcome.moved).toBe(true);
    expect(dec(outcome.order!.price).eq(lower)).toBe(true);
  });
});
