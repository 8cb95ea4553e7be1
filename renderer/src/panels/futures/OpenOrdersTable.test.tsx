import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { FuturesPanel } from './FuturesPanel';
import { createFakeFutures, order } from './fake-futures';

afterEach(cleanup);

const lost = {
  ...order('usdm', 'BTCUSDT', 0),
  orderId: null,
  clientOrderId: 'ttlostanswer0001',
  status: 'UNKNOWN',
  problem: { kind: 'unknown-outcome', message: 'POST /fapi/v1/order: HTTP 503; execution status unknown' },
} satisfies FuturesOrderView;

async function openPanel() {
  const fake = createFakeFutures();
  renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
  await screen.findByText('No open orders.');
  return fake;
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', { name });

describe('futures open orders: an order whose placing answer was lost', () => {
  it('shows it unknown, with nothing to cancel, until main pushes what the venue holds', async () => {
    const fake = await openPanel();
    act(() => fake.emitOrderUpdated(lost));
    const unknown = await rowOf('Order ttlostanswer0001');
    expect(within(unknown).getByText('Unknown — checking with the venue')).toBeTruthy();
    expect(within(unknown).queryByRole('button')).toBeNull();

    const found = { ...lost, orderId: 42, status: 'NEW', problem: undefined } satisfies FuturesOrderView;
    fake.state.orders = [found];
    act(() => fake.emitOrderUpdated(found));
    const known = await rowOf('Order 42');
    expect(within(known).getAllByRole('cell')[8]?.textContent).toBe('Open NEW');
    expect(within(known).getByRole('button', { name: 'Cancel order 42' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Order ttlostanswer0001' })).toBeNull();
  });

  it('leaves open orders once main finds it filled', async () => {
    const fake = await openPanel();
    act(() => fake.emitOrderUpdated(lost));
    await rowOf('Order ttlostanswer0001');
    act(() => fake.emitOrderUpdated({ ...lost, orderId: 43, status: 'FILLED', executedQty: '0.010' }));
    expect(await screen.findByText('No open orders.')).toBeTruthy();
  });

  it('shows one the venue never got as not placed, with the reason, until dismissed', async () => {
    const fake = await openPanel();
    act(() => fake.emitOrderUpdated(lost));
    await rowOf('Order ttlostanswer0001');
    const notPlaced = {
      ...lost,
      status: 'REJECTED',
      problem: { kind: 'venue', code: -2013, message: 'The order was not placed: Order does not exist.' },
    } satisfies FuturesOrderView;
    fake.state.orders = [notPlaced];
    act(() => fake.emitOrderUpdated(notPlaced));
    const row = await rowOf('Order ttlostanswer0001');
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[8]?.textContent).toBe(
        'Not placed — The order was not placed: Order does not exist.',
      ),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Dismiss order ttlostanswer0001' }));
    expect(await screen.findByText('No open orders.')).toBeTruthy();
    expect(fake.callsTo('dismiss')).toEqual([{ family: 'usdm', clientOrderId: 'ttlostanswer0001' }]);
  });
});
