import { describe, expect, it, vi } from 'vitest';
import type { OrderNotice, OrderView } from '@shared/ipc/orders';
import type { TwapView } from '@shared/ipc/twap';
import { terminalForThisFile } from './test-support';

/** Every OS notification the terminal asked for: order notices, and alerts' and TWAPs' sentences. */
const notified: Pick<OrderNotice, 'kind' | 'message'>[] = [];
const announced: { title: string; body: string }[] = [];
// The simulated market on: its book fills the market orders.
const fixture = terminalForThisFile({
  notify: (notice) => notified.push(notice),
  notifyAlert: (notification) => announced.push(notification),
});

async function call<T>(channel: string, args?: unknown): Promise<T> {
  const response = await fixture.dispatch<T>(channel, args);
  if (!response.ok) throw new Error(`${channel}: ${response.error.message}`);
  return response.value;
}

const endOf = (id: string) =>
  fixture.pushed(
    (e) =>
      (e.name === 'tt:orders:twapUpdated' || e.name === 'tt:futures:twapUpdated') &&
      (e.payload as { twap: TwapView }).twap.id === id &&
      (e.payload as { twap: TwapView }).twap.state !== 'running',
  );

describe("a TWAP's OS notifications", () => {
  it('tells a spot TWAP once, when it ends, instead of once per slice; an order of its own still notifies', async () => {
    // The control: a plain market order's fill is an OS notification.
    const order = await call<OrderView>('tt:orders:place', {
      order: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.001' },
    });
    await vi.waitFor(() => expect(notified.map((n) => n.kind)).toEqual(['filled']));
    expect(notified[0]!.message).toContain('market buy');
    expect(order.status).toBe('FILLED');

    const twap = await call<TwapView>('tt:orders:twap', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      quantity: '0.003',
      slices: 3,
      durationSeconds: 2,
    });
    await endOf(twap.id);
    await vi.waitFor(() => expect(announced).toHaveLength(1));
    expect(announced[0]).toEqual({
      title: 'TWAP done',
      body: expect.stringMatching(
        /^TWAP buy 0\.00300 BTCUSDT done: 3 of 3 slices sent, 0\.00300 filled at [\d,]+\.\d{2,8} average\.$/,
      ),
    });
    // Each slice's fill is in the terminal's own notices, and none of them an OS notification.
    const sliceNotices = fixture.events.filter(
      (e) =>
        e.name === 'tt:orders:notice' &&
        (e.payload as OrderNotice).order.clientOrderId !== order.clientOrderId,
    );
    expect(sliceNotices.length).toBeGreaterThanOrEqual(3);
    expect(notified).toHaveLength(1);
  });

  it('tells a futures TWAP once too', async () => {
    const twap = await call<TwapView>('tt:futures:twap', {
      family: 'usdm',
      symbol: 'BTCUSDT',
      side: 'BUY',
      // 0.002 a slice: the contract's minimum notional is 100 USDT.
      quantity: '0.006',
      slices: 3,
      durationSeconds: 2,
    });
    await endOf(twap.id);
    await vi.waitFor(() => expect(announced).toHaveLength(2));
    expect(announced[1]).toEqual({
      title: 'TWAP done',
      body: expect.stringMatching(
        /^TWAP buy 0\.006 BTCUSDT done: 3 of 3 slices sent, 0\.006 filled at [\d,]+\.\d+ average\.$/,
      ),
    });
    expect(notified).toHaveLength(1);
  });
});
