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
      const order = { clientOrderId: 'c-1', price, status: 'NEW' };
      // The stream's report of the fill comes before the placement's answer reaches the chase.
      chases.onOrder('spot', { ...order, status: 'FILLED' });
      return order;
    });
    const started = await chases.start({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.001' });
    expect(started.clientOrderId).toBe('c-1');
    expect(chases.list()[0]).toMatchObject({ id: started.id, state: 'filled' });
  });

  it('keeps chasing an order the stream told of only as placed', async () => {
    const { chases } = fakeChases(async (price) => {
      const order = { clientOrderId: 'c-2', price, status: 'NEW' };
      chases.onOrder('spot', order);
      return order;
    });
    const started = await chases.start({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.001' });
    expect(chases.list()[0]).toMatchObject({ id: started.id, state: 'chasing', price: '100.00' });
    chases.pauseAll('test over');
  });
});
