import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { FuturesPanel } from './FuturesPanel';
import { createFakeFutures, order } from './fake-futures';

afterEach(cleanup);

describe('the futures open orders: Modify in place, Cancel all', () => {
  it('checks the new price and size as the venue does, then moves it in place', async () => {
    const fake = createFakeFutures({ orders: [order('usdm', 'BTCUSDT', 9)] });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const row = await within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', {
      name: 'Order 9',
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Modify order 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify BTCUSDT Limit buy at 59,000.0' });
    const modify = within(dialog).getByRole('button', { name: 'Modify' });
    // Unchanged: the venue's -5027.
    expect(within(dialog).getByRole('alert').textContent).toBe('No need to modify the order. (code -5027)');
    expect((modify as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), {
      target: { value: '58900.05' },
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Price not increased by tick size. (code -4014) Prices run from 0.1 to 1,000,000.0 in ticks of 0.1.',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), {
      target: { value: '58900.0' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), {
      target: { value: '0.020' },
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(modify);
    await waitFor(() =>
      expect(fake.callsTo('modify')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: 'tt-9', price: '58900.0', quantity: '0.020' },
      ]),
    );
    expect((await within(dialog).findByRole('status', { name: 'Modify result' })).textContent).toBe(
      'Modified: 0.020 at 58,900.0.',
    );
  });

  it('offers no Modify for a conditional order: only limits are modified in place', async () => {
    const stop = { ...order('usdm', 'BTCUSDT', 8), type: 'STOP', origType: 'STOP', stopPrice: '61000.0' };
    const fake = createFakeFutures({ orders: [stop] });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const row = await within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', {
      name: 'Order 8',
    });
    expect(within(row).queryByRole('button', { name: 'Modify order 8' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Cancel order 8' })).toBeTruthy();
  });

  it("moves a waiting stop-limit's trigger, its limit price following until typed, checked as the venue checks", async () => {
    const stop = {
      ...order('usdm', 'BTCUSDT', 8),
      orderId: null,
      type: 'STOP',
      origType: 'STOP',
      side: 'SELL' as const,
      price: '57900.0',
      stopPrice: '58000.0',
      reduceOnly: true,
      algoId: 70,
      algoStatus: 'NEW',
    };
    const fake = createFakeFutures({ orders: [stop] });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    const row = await within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', {
      name: 'Conditional order 70',
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Move the trigger of conditional order 70' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move BTCUSDT Stop limit sell triggering at 58,000.0',
    });
    expect(
      within(dialog).getByText(/then this one is cancelled: the position is never without it/),
    ).toBeTruthy();
    const trigger = within(dialog).getByRole('textbox', { name: 'Trigger price' });
    const limit = within(dialog).getByRole('textbox', { name: 'Limit price' }) as HTMLInputElement;
    fireEvent.change(trigger, { target: { value: '58200.05' } });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Price not increased by tick size. (code -4014) Prices run from 0.1 to 1,000,000.0 in ticks of 0.1.',
    );
    fireEvent.change(trigger, { target: { value: '58200.0' } });
    expect(limit.value).toBe('58100.0');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(fake.callsTo('moveConditional')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', clientOrderId: 'tt-8', algoId: 70, stopPrice: '58200.0' },
      ]),
    );
    // The old row goes with the old order; the dialog stays to say what became of it.
    expect((await within(dialog).findByRole('status', { name: 'Modify result' })).textContent).toBe(
      'Moved: triggers at 58,200.0.',
    );
    // The old order is gone: the dialog moves nothing more.
    expect((within(dialog).getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
    await within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', {
      name: 'Conditional order 71',
    });
  });

  it("cancels every working order of the pane's contract after confirming, and says how many", async () => {
    const fake = createFakeFutures({ orders: [order('usdm', 'BTCUSDT', 9), order('usdm', 'BTCUSDT', 10)] });
    renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
    await within(await screen.findByRole('table', { name: 'Open orders' })).findByRole('row', {
      name: 'Order 10',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all BTCUSDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel every open order on BTCUSDT (USD-M)?' });
    expect(fake.callsTo('cancelAll')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all orders' }));
    expect((await screen.findByRole('status', { name: 'Cancel all result' })).textContent).toBe(
      'Cancelled 2 orders on BTCUSDT (USD-M).',
    );
    expect(fake.callsTo('cancelAll')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT' }]);
    expect(await screen.findByText('No open orders.')).toBeTruthy();
  });
});
