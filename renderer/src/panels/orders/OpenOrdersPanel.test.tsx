import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CancelReplaceView, OrderView } from '@shared/ipc/orders';
import { syncOrdersEvents } from '../../api/orders-queries';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { fakeTradingTerminal, order } from './fake-trading-terminal';
import { OpenOrdersPanel } from './OpenOrdersPanel';
import { renderTrading } from './render-trading';

afterEach(cleanup);

/** The panel as the workspace shows it: the Paper profile's preferences from main (confirmations on). */
function renderPanel(setup: (fake: ReturnType<typeof fakeTradingTerminal>) => void = () => undefined) {
  const fake = fakeTradingTerminal(undefined, { profiles: { paper: { tradingSymbol: 'BTCUSDT' } } });
  setup(fake);
  const rendered = renderTrading(
    <WithMainPreferences>
      <OpenOrdersPanel />
    </WithMainPreferences>,
    fake.terminal,
  );
  syncOrdersEvents(fake.terminal, rendered.client);
  return fake;
}

const rowOf = (clientOrderId: string) =>
  screen.getByRole('button', { name: `Cancel ${clientOrderId}` }).closest('tr')!;

/** main's answer to a move that went through: by amend or by cancelReplace, the order as it now stands. */
const movedBy = (how: 'amend' | 'cancelReplace', moved: OrderView) => ({
  moved: true,
  how,
  order: moved,
  list: null,
  reason: null,
});

const tt9 = { symbol: 'BTCUSDT', clientOrderId: 'tt-9' };

/** Types a new value into one field of the Modify dialog, sends it, and reads the result line. */
async function modify(dialog: HTMLElement, field: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(field), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
  return (await within(dialog).findByRole('status', { name: 'Modify result' })).textContent;
}

describe('open orders', () => {
  it('shows an UNKNOWN order as such until main reconciles it', async () => {
    const fake = renderPanel();
    await screen.findByText('No open orders.');
    act(() =>
      fake.emit('orders:updated', {
        orders: [
          order({
            clientOrderId: 'tt-lost',
            orderId: null,
            status: 'UNKNOWN',
            problem: { kind: 'unknown-outcome', message: 'POST /api/v3/order: 503 Service Unavailable' },
          }),
        ],
      }),
    );
    await waitFor(() =>
      expect(within(rowOf('tt-lost')).getByText('UNKNOWN — answer lost, reconciling')).toBeTruthy(),
    );
    expect(within(rowOf('tt-lost')).getByRole('button', { name: 'Modify tt-lost' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() =>
      fake.emit('orders:updated', {
        orders: [order({ clientOrderId: 'tt-lost', orderId: 42, status: 'NEW' })],
      }),
    );
    // In a trader's word, the venue's name after it.
    await waitFor(() => expect(rowOf('tt-lost').textContent).toContain('Open NEW'));
    act(() =>
      fake.emit('orders:updated', {
        orders: [order({ clientOrderId: 'tt-lost', orderId: 42, status: 'CANCELED' })],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel tt-lost' })).toBeNull());
  });

  it('cancels all on the active symbol only after confirmation', async () => {
    const fake = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel all BTCUSDT' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel every open order on BTCUSDT?' });
    expect(fake.api.orders.cancelAll).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel all orders' }));
    await waitFor(() => expect(fake.api.orders.cancelAll).toHaveBeenCalledWith({ symbol: 'BTCUSDT' }));
  });

  it('shows a cancel refused by the venue with its code', async () => {
    const fake = renderPanel((f) =>
      f.api.orders.open.mockResolvedValue([order({ clientOrderId: 'tt-9', orderId: 9 })]),
    );
    fake.api.orders.cancel.mockRejectedValue({
      kind: 'venue',
      code: -2011,
      status: 400,
      message: 'Unknown order sent.',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel tt-9' }));
    expect((await screen.findByRole('alert', { name: 'Cancel error' })).textContent).toBe(
      'Unknown order sent. (code -2011)',
    );
    expect(fake.api.orders.cancel).toHaveBeenCalledWith({ order: { symbol: 'BTCUSDT', orderId: 9 } });
  });
});

describe('modify', () => {
  const partial: CancelReplaceView = {
    cancelResult: 'SUCCESS',
    newOrderResult: 'FAILURE',
    canceled: order({ clientOrderId: 'tt-9', orderId: 9, status: 'CANCELED' }),
    placed: null,
    cancelError: null,
    newOrderError: {
      kind: 'venue',
      code: -2010,
      message: 'Account has insufficient balance for requested action.',
    },
    status: 409,
    explanation: 'The old order was cancelled, but the new order was refused: you now have neither.',
  };

  it('cancel-replaces with the chosen mode and explains a partial 409 outcome', async () => {
    const fake = renderPanel((f) =>
      f.api.orders.open.mockResolvedValue([order({ clientOrderId: 'tt-9', orderId: 9 })]),
    );
    fake.api.orders.cancelReplace.mockResolvedValue(partial);
    fireEvent.click(await screen.findByRole('button', { name: 'Modify tt-9' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Cancel-replace options'));
    fireEvent.change(within(dialog).getByLabelText('New price'), { target: { value: '60100.00' } });
    fireEvent.change(within(dialog).getByLabelText('If the cancel fails'), {
      target: { value: 'ALLOW_FAILURE' },
    });
    expect(within(dialog).getByText(/placed even if the cancel fails/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and replace' }));
    const result = await within(dialog).findByRole('status', { name: 'Cancel-replace result' });
    expect(result.textContent).toContain('you now have neither');
    expect(result.textContent).toContain('Cancel succeeded');
    expect(result.textContent).toContain(
      'New order failed: Account has insufficient balance for requested action. (code -2010)',
    );
    expect(result.textContent).toContain('HTTP 409');
    expect(fake.api.orders.cancelReplace).toHaveBeenCalledWith({
      cancel: { symbol: 'BTCUSDT', orderId: 9 },
      mode: 'ALLOW_FAILURE',
      orderRateLimitExceededMode: 'DO_NOTHING',
      order: {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        price: '60100.00',
        quantity: '0.01',
        timeInForce: 'GTC',
      },
    });
  });

  it('explains a cancel that failed under STOP_ON_FAILURE', async () => {
    const fake = renderPanel((f) =>
      f.api.orders.open.mockResolvedValue([order({ clientOrderId: 'tt-9', orderId: 9 })]),
    );
    fake.api.orders.cancelReplace.mockResolvedValue({
      ...partial,
      cancelResult: 'FAILURE',
      newOrderResult: 'NOT_ATTEMPTED',
      canceled: null,
      cancelError: { kind: 'venue', code: -2011, message: 'Unknown order sent.' },
      newOrderError: null,
      status: 400,
      explanation: 'The cancel failed, so no new order was placed; the old order is unchanged.',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Modify tt-9' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Cancel-replace options'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and replace' }));
    const result = await within(dialog).findByRole('status', { name: 'Cancel-replace result' });
    expect(result.textContent).toContain('the old order is unchanged');
    expect(result.textContent).toContain('Cancel failed: Unknown order sent. (code -2011)');
    expect(result.textContent).toContain('New order was not attempted');
  });

  it('is titled with the order, offers the price first, and says Modified with the order as it stands', async () => {
    const fake = renderPanel((f) =>
      f.api.orders.open.mockResolvedValue([order({ clientOrderId: 'tt-9', orderId: 9, price: '60000.00' })]),
    );
    fake.api.orders.move.mockResolvedValue(
      movedBy('cancelReplace', order({ clientOrderId: 'tt-10', orderId: 10, price: '60100.00' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modify tt-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify BTCUSDT Limit buy at 60,000.00' });
    const inputs = within(within(dialog).getByRole('form', { name: 'Modify order' })).getAllByRole('textbox');
    expect(inputs.map((i) => i.getAttribute('data-field'))).toEqual(['Price', 'Open quantity']);
    expect(await modify(dialog, 'Price', '60100.00')).toBe('Modified: Limit buy at 60,100.00, 0.01000 open.');
    expect(fake.api.orders.move).toHaveBeenCalledWith({ order: tt9, price: '60100.00' });
  });

  it('says a smaller quantity kept its place in the queue, and says why when nothing changed', async () => {
    const fake = renderPanel((f) =>
      f.api.orders.open.mockResolvedValue([order({ clientOrderId: 'tt-9', orderId: 9 })]),
    );
    fake.api.orders.move.mockResolvedValueOnce(
      movedBy('amend', order({ clientOrderId: 'tt-9', orderId: 9, origQty: '0.00500000' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modify tt-9' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Modify' })).toHaveProperty('disabled', true);
    expect(await modify(dialog, 'Open quantity', '0.005')).toContain('it kept its place in the queue');
    expect(fake.api.orders.move).toHaveBeenCalledWith({ order: tt9, quantity: '0.005' });
  });
});
