import { describe, expect, it } from 'vitest';
import type { FuturesOrderView, PositionView } from '@shared/ipc/futures';
import type { HashrateView } from '@shared/ipc/mining';
import { terminalForThisFile } from './test-support';

const fixture = terminalForThisFile();
const { events, dispatch: call, pushed } = fixture;

describe('futures and mining over the IPC contract, on the embedded venue with the Paper profile', () => {
  it('places a futures order signed with the Paper profile key and shows the position', async () => {
    const placed = await call<FuturesOrderView>('tt:futures:place', {
      family: 'usdm',
      order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'BUY', quantity: '0.200' },
    });
    expect(placed).toMatchObject({ ok: true, value: { status: 'FILLED', executedQty: '0.200' } });
    expect(events).toContainEqual({
      name: 'tt:futures:changed',
      payload: { family: 'usdm', symbol: 'ETHUSDT' },
    });
    const positions = await call<PositionView[]>('tt:futures:positions', {
      family: 'usdm',
      symbol: 'ETHUSDT',
    });
    expect(positions).toMatchObject({ ok: true, value: [{ symbol: 'ETHUSDT', size: '0.200' }] });
  });

  it('hears the fill on the Paper profile’s futures user-data stream and tells it as a notice', async () => {
    const placed = await call<FuturesOrderView>('tt:futures:place', {
      family: 'usdm',
      order: { type: 'MARKET', symbol: 'ETHUSDT', side: 'SELL', quantity: '0.100' },
    });
    if (!placed.ok) throw new Error('not placed');
    await pushed(
      (e) =>
        e.name === 'tt:futures:notice' &&
        (e.payload as { kind: string; order: FuturesOrderView }).order.orderId === placed.value.orderId,
    );
    const notice = events.find(
      (e) =>
        e.name === 'tt:futures:notice' &&
        (e.payload as { order: FuturesOrderView }).order.orderId === placed.value.orderId,
    );
    expect(notice?.payload).toMatchObject({ kind: 'filled', order: { status: 'FILLED', side: 'SELL' } });
    expect(events).toContainEqual({
      name: 'tt:market:streamStatus',
      payload: expect.objectContaining({ stream: 'usdm-user-data', state: 'live' }),
    });
  });

  it('refuses malformed order args in main before any handler runs', async () => {
    const response = await call('tt:futures:place', {
      family: 'usdm',
      order: { type: 'LIMIT', symbol: 'ETHUSDT', side: 'BUY', timeInForce: 'GTC', quantity: '0.200' },
    });
    expect(response).toMatchObject({ ok: false, error: { kind: 'invalid-arguments' } });
    if (!response.ok) expect(response.error.message).toContain('price or priceMatch is required');
  });

  it('reads a mining account’s hashrate', async () => {
    const response = await call<HashrateView>('tt:mining:hashrate', { algo: 'sha256', userName: 'paper' });
    expect(response.ok && response.value.hourly.length).toBe(24);
  });
});
