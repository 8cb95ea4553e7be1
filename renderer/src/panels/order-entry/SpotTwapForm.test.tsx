import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpotTwapArgs } from '@shared/ipc/order-args';
import type { TwapView } from '@shared/ipc/twap';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { usePreferences } from '../settings/preferences-store';
import { renderOrderEntry } from './render-order-entry';
import { syncOrdersEvents } from '../../api/orders-queries';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function openTwap(confirm = unconfirmedOrders) {
  const fake = fakeTradingTerminal('60000.00', { profiles: { paper: { confirm } } });
  fake.api.orders.twap.mockImplementation(async (args: SpotTwapArgs) => view(args));
  const { client } = await renderOrderEntry(fake.terminal);
  // As the app does: main's TWAP pushes fold into the list
  syncOrdersEvents(fake.terminal, client);
  await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
  fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
  return fake;
}

/** The TWAP main answers with once its first slice is placed. */
const view = (args: SpotTwapArgs): TwapView => ({
  id: 'twap-1',
  family: 'spot',
  symbol: args.symbol,
  side: args.side,
  quantity: args.quantity,
  slices: args.slices,
  durationSeconds: args.durationSeconds,
  limitPrice: args.limitPrice ?? null,
  sent: 1,
  skipped: 0,
  executedQty: '0.00100',
  avgPrice: '60000.01',
  startedAt: 1_700_000_000_000,
  nextAt: 1_700_000_030_000,
  state: 'running',
  note: null,
});

describe('spot TWAP entry', () => {
  it('says the plan and what it takes, starts it in main, and lists it as main sends the slices', async () => {
    const { api, emit } = await openTwap();
    type('TWAP size', '0.00320');
    type('Slices', '3');
    type('Duration', '1');
    type('TWAP limit price', '61000');
    expect(screen.getByRole('status', { name: 'TWAP plan' }).textContent).toBe(
      '3 market buys of 0.00106–0.00107 BTC, one every 30 s, the first at once; a slice is skipped while the best ask is above 61,000.00. About 192.00 USDT at the last price.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start TWAP buy' }));
    await waitFor(() =>
      expect(api.orders.twap).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        side: 'BUY',
        quantity: '0.00320',
        slices: 3,
        durationSeconds: 60,
        limitPrice: '61000',
      }),
    );
    const item = await screen.findByRole('listitem', { name: 'TWAP buy 0.00320 BTCUSDT' });
    // main's pushes fold into the list
    act(() =>
      emit('orders:twapUpdated', {
        twap: {
          ...view(api.orders.twap.mock.calls[0]![0]),
          sent: 3,
          executedQty: '0.00320',
          state: 'done',
          nextAt: null,
        },
      }),
    );
    await waitFor(() =>
      expect(item.textContent).toBe(
        'TWAP buy 0.00320 BTCUSDT · 3 of 3 slices sent · filled 0.00320 at 60,000.01 avg · skips above 61,000.00 · Done',
      ),
    );
  });

  it('refuses before sending what the venue would refuse of a slice, or what the balance cannot pay', async () => {
    const { api } = await openTwap();
    type('Slices', '3');
    // 0.00005 a slice is 3 USDT at 60,000: under the 5 USDT notional
    type('TWAP size', '0.00015');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^A slice of 0\.00005: Filter failure: (MIN_)?NOTIONAL \(code -1013\)/,
    );
    type('TWAP size', '0.000155');
    expect(screen.getByRole('alert').textContent).toBe('Filter failure: LOT_SIZE (code -1013)');
    // Selling more than the 1 BTC free
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('TWAP size', '1.5');
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Account has insufficient balance for requested action\. \(code -2010\) The slices sell 1\.5/,
    );
    expect(screen.getByRole('button', { name: 'Start TWAP sell' })).toHaveProperty('disabled', true);
    expect(api.orders.twap).not.toHaveBeenCalled();
  });

  it('asks first where orders are confirmed', async () => {
    const { api } = await openTwap({ ...unconfirmedOrders, order: true });
    type('TWAP size', '0.00300');
    type('Slices', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Start TWAP buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm TWAP buy' });
    expect(within(dialog).getByText(/^3 market buys of 0\.00100 BTC, one every 150 s/)).toBeTruthy();
    expect(api.orders.twap).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start TWAP' }));
    await waitFor(() => expect(api.orders.twap).toHaveBeenCalledTimes(1));
  });
});
