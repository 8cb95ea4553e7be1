import { describe, expect, it } from 'vitest';
import type { OrderView } from '@shared/ipc/orders';
import { isStale } from './order-store';

const order = (status: OrderView['status'], updateTime: number): OrderView => ({
  symbol: 'BTCUSDT',
  clientOrderId: 'pending-leg',
  orderId: 7,
  orderListId: 1,
  side: 'SELL',
  type: 'LIMIT',
  timeInForce: 'GTC',
  price: '70000.00000000',
  origQty: '0.00100000',
  executedQty: '0.00000000',
  cummulativeQuoteQty: '0.00000000',
  origQuoteOrderQty: '0.00000000',
  stopPrice: null,
  icebergQty: null,
  trailingDelta: null,
  status,
  selfTradePreventionMode: null,
  time: 1_000,
  updateTime,
  workingTime: null,
  problem: null,
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
