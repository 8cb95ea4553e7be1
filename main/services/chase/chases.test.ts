import { describe, expect, it } from 'vitest';
import type { ChaseView } from '@shared/ipc/chase';
import { createChases, type ChaseOrder, type CommonChaseArgs } from './chases';

/** A chase core over fakes: a book whose best bid is 100.00, orders placed as `place` says. */
function fakeChases(place: (price: string) => Promise<ChaseOrder>) {
  const told: ChaseView[] = [];
  const chases = createChases<CommonChaseArgs>({
    family: () => 'spot',
    place: (_args, price) => place(price),
    move: async () => {
      throw new Error('not moved here');
    },
    read: async () => {
      throw new Error('not read here');
    },
    tickOf: async () => '0.01',
    followBest: (_args, listener) => {
      queueMicrotask(() => listener({ bid: '100.00', ask: '100.02' }));
      return () => undefined;
    },
    wouldTake: () => false,
    unknownOrder: () => false,
    refused: (_args, message) => new Error(message),
    tell: (view) => told.push(view),
  });
  return { chases, told };
}

describe('the chase core', () => {
  it('ends filled when its order filled before the chase held it, as the stream told while it was placed', async () => {
    const { chases } = fakeChases(async (price) => {
      const order = { clientOrderId: 'c-1', price, status: 'NEW', origQty: '0.001', executedQty: '0' };
      // The stream's report of the fill comes before the placement's answer reaches the chase.
      chases.onOrder('spot', { ...order, status: 'FILLED', executedQty: '0.001' });
      return order;
    });
    const started = await chases.start({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.001' });
    expect(started.clientOrderId).toBe('c-1');
    expect(chases.list()[0]).toMatchObject({ id: started.id, state: 'filled', filled: '0.001' });
  });

  it('keeps chasing an order the stream told of only as placed', async () => {
    const { chases } = fakeChases(async (price) => {
      const order = { clientOrderId: 'c-2', price, status: 'NEW', origQty: '0.001', executedQty: '0' };
      chases.onOrder('spot', order);
      return order;
    });
    const started = await chases.start({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.001' });
    expect(chases.list()[0]).toMatchObject({ id: started.id, state: 'chasing', price: '100.00' });
    chases.pauseAll('test over');
  });

  it('counts what its order filled as the stream tells of it, and keeps chasing what is left', async () => {
    const { chases, told } = fakeChases(async (price) => ({
      clientOrderId: 'c-3',
      price,
      status: 'NEW',
      origQty: '0.010',
      executedQty: '0',
    }));
    const started = await chases.start({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010' });
    expect(started.filled).toBe('0');
    const order = { clientOrderId: 'c-3', price: '100.00', origQty: '0.010' };
    chases.onOrder('spot', { ...order, status: 'PARTIALLY_FILLED', executedQty: '0.004' });
    expect(chases.list()[0]).toMatchObject({ state: 'chasing', filled: '0.004' });
    // Another order's report changes nothing; nor does the same figure told again.
    const before = told.length;
    chases.onOrder('spot', {
      ...order,
      clientOrderId: 'c-other',
      status: 'PARTIALLY_FILLED',
      executedQty: '0.009',
    });
    chases.onOrder('spot', { ...order, status: 'PARTIALLY_FILLED', executedQty: '0.004' });
    expect(told.length).toBe(before);
    chases.onOrder('spot', { ...order, status: 'FILLED', executedQty: '0.010' });
    expect(chases.list()[0]).toMatchObject({ state: 'filled', filled: '0.01' });
  });
});
