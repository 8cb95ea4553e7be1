import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shared/ipc/orders';
import type { SpotClient } from '../../venue/spot-client';
import { createOrderCore } from './order-core';
import { orderViewFixture } from './test-support/order-view-fixture';
import { recordedEvents } from './test-support/recorded-events';

const order = (clientOrderId: string, status: OrderView['status'], updateTime: number): OrderView =>
  orderViewFixture({ clientOrderId, status, updateTime });
const noSpot = async (): Promise<SpotClient> => {
  throw new Error('no REST in this test');
};
const oneTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('pushes held until the answer has left', () => {
  it('holds what a call pushes one turn, with everything pushed after it behind, in order', async () => {
    const recorded = recordedEvents();
    const core = createOrderCore({ spot: noSpot, emit: recorded.emit });
    const pushed = () => recorded.events.map((e) => e.name);
    const ids = () =>
      recorded.of('tt:orders:updated').flatMap((u) => u.orders.map((o) => `${o.clientOrderId} ${o.status}`));

    core.beforeAnswer(() => core.publish([{ view: order('a', 'NEW', 1_000) }]));
    // the stream's report of another order, read while the answer is on its way
    core.publish([{ view: order('b', 'FILLED', 1_001) }]);
    expect(pushed()).toEqual([]);
    expect(core.store.open().map((o) => o.clientOrderId)).toEqual(['a']);

    await oneTurn();
    expect(ids()).toEqual(['a NEW', 'b FILLED']);
    expect(pushed()).toEqual(['tt:orders:updated', 'tt:orders:notice', 'tt:orders:updated']);

    // nothing held: a push leaves at once
    core.publish([{ view: order('a', 'CANCELED', 1_002) }]);
    expect(ids()).toEqual(['a NEW', 'b FILLED', 'a CANCELED']);
  });
});
