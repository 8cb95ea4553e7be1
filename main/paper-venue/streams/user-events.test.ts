import type { ExecutionReport } from '@shared/api/spot/user-data';
import { describe, expect, it } from 'vitest';
import { testVenue } from '../engine/testkit';
import { inMicroseconds, isAccountEvent, userDataPayload } from './user-events';

function reports(v: ReturnType<typeof testVenue>) {
  return v.events
    .filter(isAccountEvent)
    .map((event) => userDataPayload(event, 42))
    .filter((payload): payload is ExecutionReport => payload.e === 'executionReport');
}

describe('user-data payloads', () => {
  it('carries the self-trade-prevention keys on a prevented match', () => {
    const v = testVenue();
    const maker = v.limit('alice', 'SELL', '100', '1');
    v.events.length = 0;
    v.limit('alice', 'BUY', '100', '0.4', { selfTradePreventionMode: 'EXPIRE_TAKER' });
    const prevented = reports(v).find((r) => r.x === 'TRADE_PREVENTION');
    expect(prevented).toMatchObject({
      e: 'executionReport',
      E: 42,
      X: 'EXPIRED_IN_MATCH',
      v: expect.any(Number),
      A: '0.40000000',
      B: '0.40000000',
      u: expect.any(Number),
      U: maker.order.orderId,
      Cs: 'BTCUSDT',
      pl: '0.40000000',
      pL: '100.00000000',
      pY: '40.00000000',
      V: 'EXPIRE_TAKER',
    });
  });

  it('adds trailing delta and strategy keys only when the order has them', () => {
    const v = testVenue();
    v.limit('bob', 'SELL', '100', '1');
    v.limit('carol', 'BUY', '100', '0.1');
    v.events.length = 0;
    v.place('alice', {
      side: 'SELL',
      type: 'STOP_LOSS_LIMIT',
      timeInForce: 'GTC',
      quantity: '0.1',
      price: '90',
      trailingDelta: 100,
      strategyId: 7,
      strategyType: 1000000,
    });
    const report = reports(v).find((r) => r.e === 'executionReport');
    expect(report).toMatchObject({ o: 'STOP_LOSS_LIMIT', d: 100, j: 7, J: 1000000 });
    v.events.length = 0;
    v.limit('alice', 'BUY', '50', '0.1');
    const plain = reports(v).find((r) => r.e === 'executionReport') ?? {};
    expect(['d', 'D', 'j', 'J', 'v', 'A', 'eR'].filter((key) => key in plain)).toEqual([]);
    expect(plain).toMatchObject({ x: 'NEW', X: 'NEW', C: '', t: -1, N: null });
  });

  it('scales event times to microseconds and leaves ids alone', () => {
    const payload = { e: 'trade', E: 1_000, s: 'BTCUSDT', t: 5, T: 999 };
    expect(inMicroseconds(payload)).toEqual({ e: 'trade', E: 1_000_000, s: 'BTCUSDT', t: 5, T: 999_000 });
  });
});
