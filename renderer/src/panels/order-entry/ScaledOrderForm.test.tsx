import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTradingTerminal, order } from '../orders/fake-trading-terminal';
import { usePreferences } from '../settings/preferences-store';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { renderOrderEntry } from './render-order-entry';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function openScaled(confirm = unconfirmedOrders) {
  const fake = fakeTradingTerminal('60000.00', { profiles: { paper: { confirm } } });
  await renderOrderEntry(fake.terminal);
  await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
  fireEvent.click(screen.getByRole('tab', { name: 'Scaled' }));
  return fake;
}

const fillRange = (start: string, end: string, count: string, total: string) => {
  type('Start price', start);
  type('End price', end);
  type('Number of orders', count);
  type('Total size', total);
};

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Scaled orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('scaled order entry', () => {
  it('shows each order before sending, then places them one by one in order from the start', async () => {
    const { api } = await openScaled();
    fillRange('59000', '58000', '3', '0.03000');
    fireEvent.change(screen.getByLabelText('Size distribution'), { target: { value: 'towardEnd' } });
    await waitFor(() => expect(screen.getByRole('table', { name: 'Scaled orders' })).toBeTruthy());
    expect(rowsOf()).toEqual([
      ['1', '59,000.00', '0.00500', '295.00'],
      ['2', '58,500.00', '0.01000', '585.00'],
      ['3', '58,000.00', '0.01500', '870.00'],
    ]);
    expect(screen.getByLabelText('Scaled order preview').textContent).toBe(
      '3 limit buys (GTC): 0.03000 BTC at an average 58,333.33 for 1,750.00 USDT, locked until they fill. Fee about 0.00003000 BTC (maker 0.1 %).',
    );
    api.orders.place.mockImplementation(async ({ order: o }) =>
      order({ price: 'price' in o ? o.price : '', origQty: o.quantity ?? '' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place 3 buy orders' }));
    expect((await screen.findByRole('status', { name: 'Scaled order result' })).textContent).toBe(
      'Placed 3 of 3 orders: 3 open.',
    );
    expect(api.orders.place.mock.calls.map(([args]) => args.order)).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '59000',
        quantity: '0.00500',
      },
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '58500.00',
        quantity: '0.01000',
      },
      {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        price: '58000',
        quantity: '0.01500',
      },
    ]);
  });

  it('refuses a set the balance cannot lock, on the total size, and sends nothing', async () => {
    const { api } = await openScaled();
    fillRange('59000', '58000', '5', '0.20000');
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(
      'Account has insufficient balance for requested action. (code -2010) The 5 orders lock 11,700.00 USDT; 10,000.00 USDT is available.',
    );
    expect(screen.getByRole('button', { name: 'Place buy orders' })).toHaveProperty('disabled', true);
    fireEvent.submit(screen.getByRole('form', { name: 'Scaled order' }));
    expect(api.orders.place).not.toHaveBeenCalled();
  });

  it('stops at the first refusal and says what was placed and what was not sent', async () => {
    const { api } = await openScaled();
    api.orders.place.mockResolvedValueOnce(order({ status: 'FILLED' })).mockRejectedValueOnce({
      kind: 'venue',
      code: -1015,
      status: 429,
      message: 'Too many new orders; current limit is 100 orders per TEN_SECONDS.',
    });
    fillRange('61000', '62000', '4', '0.04000');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Scaled order preview').textContent).toBe(
        '4 limit sells (GTC): 0.04000 BTC at an average 61,500.00 for 2,460.00 USDT; the 0.04000 BTC locked until they fill. Fee about 2.46 USDT (maker 0.1 %).',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place 4 sell orders' }));
    expect((await screen.findByRole('status', { name: 'Scaled order result' })).textContent).toBe(
      'Placed 1 of 4 orders: 1 filled. Order 2 (61,333.33) was refused: Too many new orders; current limit is 100 orders per TEN_SECONDS. (code -1015) Orders 3–4 were not sent.',
    );
    expect(api.orders.place).toHaveBeenCalledTimes(2);
  });

  it('asks first where orders are confirmed, and takes ladder prices as start then end', async () => {
    const { api } = await openScaled({ ...unconfirmedOrders, order: true });
    act(() =>
      useOrderTicketStore
        .getState()
        .pickPrice({ symbol: 'BTCUSDT', market: 'spot', price: '59000.00', side: 'bid' }),
    );
    act(() =>
      useOrderTicketStore
        .getState()
        .pickPrice({ symbol: 'BTCUSDT', market: 'spot', price: '59500.00', side: 'bid' }),
    );
    expect(screen.getByLabelText('Start price')).toHaveProperty('value', '59000.00');
    expect(screen.getByLabelText('End price')).toHaveProperty('value', '59500.00');
    type('Number of orders', '2');
    type('Total size', '0.00200');
    fireEvent.click(screen.getByRole('button', { name: 'Place 2 buy orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm 2 buy orders' });
    expect(
      within(dialog).getByText(/^2 limit buys of 0\.00200 BTC in all, from 59,000\.00 to 59,500\.00\.$/),
    ).toBeTruthy();
    expect(api.orders.place).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place orders' }));
    await waitFor(() => expect(api.orders.place).toHaveBeenCalledTimes(2));
  });
});
