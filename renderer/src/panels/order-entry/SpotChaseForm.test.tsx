import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChaseView } from '@shared/ipc/chase';
import type { SpotChaseArgs } from '@shared/ipc/order-args';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { usePreferences } from '../settings/preferences-store';
import { renderOrderEntry } from './render-order-entry';
import { syncOrdersEvents } from '../../api/orders-queries';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

/** The chase main answers with once its order is placed. */
const view = (args: SpotChaseArgs): ChaseView => ({
  id: 'chase-1',
  family: 'spot',
  symbol: args.symbol,
  side: args.side,
  quantity: args.quantity,
  clientOrderId: 'tt-1',
  price: '59999.99000000',
  startPrice: '59999.99000000',
  limitPrice: args.limitPrice ?? null,
  moves: 0,
  filled: '0',
  state: 'chasing',
  note: null,
});

async function openChase(confirm = unconfirmedOrders) {
  const fake = fakeTradingTerminal('60000.00', { profiles: { paper: { confirm } } });
  fake.api.orders.chase.mockImplementation(async (args: SpotChaseArgs) => view(args));
  fake.api.orders.stopChase.mockImplementation(async () => ({
    ...view({ symbol: 'BTCUSDT', side: 'BUY', quantity: '0.00200' }),
    state: 'stopped',
    note: 'Stopped by you; the order stays where it was.',
  }));
  const { client } = await renderOrderEntry(fake.terminal);
  // As the app does: main's chase pushes fold into the list
  syncOrdersEvents(fake.terminal, client);
  await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
  fireEvent.click(screen.getByRole('tab', { name: 'Chase' }));
  return fake;
}

describe('spot chase entry', () => {
  it('says the plan, starts the chase in main, lists it as main replaces its order, and stops it', async () => {
    const { api, emit } = await openChase();
    type('Chase quantity', '0.00200');
    type('Chase limit price', '60100');
    expect(screen.getByLabelText('Chase plan').textContent).toBe(
      'A Limit maker at the best bid, replaced as the bid moves (a new order for what is left each time), until it fills, no higher than 60,100.00.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chase buy at the best bid' }));
    await waitFor(() =>
      expect(api.orders.chase).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        side: 'BUY',
        quantity: '0.00200',
        limitPrice: '60100',
      }),
    );
    const item = await screen.findByRole('listitem', { name: 'Chase buy 0.00200 BTCUSDT' });
    expect(item.textContent).toBe(
      'Chase buy 0.00200 BTCUSDT at 59,999.99 · no higher than 60,100.00 · moved 0× · ChasingStop',
    );
    act(() =>
      emit('orders:chaseUpdated', {
        chase: { ...view(api.orders.chase.mock.calls[0]![0]), price: '60000.00000000', moves: 1 },
      }),
    );
    await waitFor(() => expect(item.textContent).toContain('at 60,000.00 (from 59,999.99) · no higher'));
    fireEvent.click(within(item).getByRole('button', { name: 'Stop Chase buy 0.00200 BTCUSDT' }));
    await waitFor(() => expect(api.orders.stopChase).toHaveBeenCalledWith({ id: 'chase-1' }));
    await waitFor(() => expect(item.textContent).toContain('Stopped · Stopped by you'));
  });

  it('refuses before sending what the venue would refuse of the Limit maker, or what the balance cannot pay', async () => {
    const { api } = await openChase();
    // 0.00005 BTC at 60,000 is 3 USDT: under the 5 USDT notional
    type('Chase quantity', '0.00005');
    expect(screen.getByRole('alert').textContent).toMatch(/Filter failure: (MIN_)?NOTIONAL \(code -1013\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Chase quantity', '1.5');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Account has insufficient balance for requested action\. \(code -2010\)/,
    );
    expect(screen.getByRole('button', { name: 'Chase sell at the best ask' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.orders.chase).not.toHaveBeenCalled();
  });

  it('asks first where orders are confirmed', async () => {
    const { api } = await openChase({ ...unconfirmedOrders, order: true });
    type('Chase quantity', '0.00200');
    fireEvent.click(screen.getByRole('button', { name: 'Chase buy at the best bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm chase buy' });
    expect(dialog.textContent).toContain('Chase buy 0.00200 BTC of BTCUSDT: A Limit maker at the best bid');
    expect(api.orders.chase).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chase' }));
    await waitFor(() => expect(api.orders.chase).toHaveBeenCalledTimes(1));
  });
});
