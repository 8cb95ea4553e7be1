import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shared/ipc/orders';
import { isStale } from './order-store';
import { orderViewFixture } from './test-support/order-view-fixture';

const order = (status: OrderView['status'], updateTime: number): OrderView =>
  orderViewFixture({
    clientOrderId: 'pending-leg',
    orderId: 7,
    orderListId: 1,
    side: 'SELL',
    price: '70000.00000000',
    status,
    updateTime,
  });

describe('isStale', () => {
  it('keeps a pending order on the book when the list answer (PENDING_NEW, same time) comes after the stream', () => {
    expect(isStale(order('NEW', 1_000), order('PENDING_NEW', 1_000))).toBe(true);
  });

  it('takes the stream moving a pending order onto the book', () => {
    expect(isStale(order('PENDING_NEW', 1_000), order('NEW', 1_000))).toBe(false);
  });

  it('refuses an older answer and reopening an ended order', () => {
    expect(isStale(order('NEW', 2_000), order('NEW', 1_000))).toBe(true);
    expect(isStale(order('FILLED', 1_000), order('NEW', 1_000))).toBe(true);
  });
});
