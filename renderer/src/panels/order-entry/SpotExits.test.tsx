import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderListView } from '@shared/ipc/orders';
import { fakeTradingTerminal, order } from '../orders/fake-trading-terminal';
import { usePreferences } from '../settings/preferences-store';
import { renderOrderEntry } from './render-order-entry';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function openWithExits() {
  const fake = fakeTradingTerminal('60500.00', { profiles: { paper: { confirm: unconfirmedOrders } } });
  await renderOrderEntry(fake.terminal);
  await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
  type('Price', '60000.00');
  type('Size', '0.01000');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Take profit / Stop loss' }));
  return fake;
}

const buyButton = () => screen.getByRole('button', { name: 'Buy BTC' }) as HTMLButtonElement;

describe('a spot limit entry with a take profit and a stop loss', () => {
  it('says what each exit makes after fees and the reward to the risk, then places the entry as an OTOCO', async () => {
    const { api } = await openWithExits();
    type('Take profit price', '63000.00');
    type('Stop loss trigger', '58000.00');
    expect(screen.getByRole('status', { name: 'P&L at the exits' }).textContent).toBe(
      'The exits sell 0.00999 BTC: what the buy leaves after its fee. At take profit +28.74 USDT · at stop loss −21.16 USDT, fees included.',
    );
    expect(screen.getByRole('status', { name: 'Reward to risk' }).textContent).toBe(
      'Reward:risk 1.36 : 1 after fees.',
    );
    const list: OrderListView = {
      orderListId: 7,
      contingencyType: 'OTO',
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
      listClientOrderId: 'tt-list-7',
      transactionTime: 0,
      symbol: 'BTCUSDT',
      orders: [
        order({ type: 'LIMIT', status: 'NEW' }),
        order({ type: 'LIMIT_MAKER', status: 'PENDING_NEW' }),
        order({ type: 'STOP_LOSS', status: 'PENDING_NEW' }),
      ],
    } as OrderListView;
    api.orders.placeOtoco.mockResolvedValue(list);
    fireEvent.click(buyButton());
    await waitFor(() => expect(api.orders.placeOtoco).toHaveBeenCalled());
    expect(api.orders.placeOtoco.mock.calls[0]![0]).toEqual({
      symbol: 'BTCUSDT',
      working: { type: 'LIMIT', side: 'BUY', quantity: '0.01', price: '60000.00', timeInForce: 'GTC' },
      pendingSide: 'SELL',
      pendingQuantity: '0.00999',
      pendingAbove: { type: 'LIMIT_MAKER', price: '63000.00' },
      pendingBelow: { type: 'STOP_LOSS', stopPrice: '58000.00' },
    });
    expect(api.orders.place).not.toHaveBeenCalled();
    expect((await screen.findByRole('status', { name: 'Order list result' })).textContent).toBe(
      'OTOCO tt-list-7: EXECUTING, limit open (NEW), limit maker pending (PENDING_NEW), stop loss pending (PENDING_NEW).',
    );
  });

  it("refuses an exit on the wrong side of the entry with the venue's words, and sends nothing", async () => {
    const { api } = await openWithExits();
    type('Take profit price', '59000.00');
    type('Stop loss trigger', '58000.00');
    expect(screen.getByRole('alert', { name: 'Take profit and stop loss check' }).textContent).toBe(
      "The relationship of the prices for the orders is not correct. (code -2010) The above leg (59000.00) must be higher than the working order's price (60000.00).",
    );
    expect(buyButton().disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Spot order' }));
    expect(api.orders.place).not.toHaveBeenCalled();
    expect(api.orders.placeOtoco).not.toHaveBeenCalled();
  });

  it('sizes the entry by what the trader would lose at the stop loss, and types it', async () => {
    await openWithExits();
    type('Stop loss trigger', '58000.00');
    type('Risk at the stop loss', '50');
    expect(screen.getByRole('status', { name: 'Loss at the stop loss for that size' }).textContent).toBe(
      'loses 50.00 USDT at the stop loss, fees included, before any slippage.',
    );
    expect(screen.getByRole('status', { name: 'P&L at the exits' }).textContent).toBe(
      'The exits sell 0.00999 BTC: what the buy leaves after its fee. At stop loss −21.16 USDT, fees included.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Size for the risk: type it' }));
    expect(screen.getByLabelText('Size')).toHaveProperty('value', '0.02363');
    // One exit alone goes as an OTO.
    expect(screen.getByLabelText('What happens').textContent).toMatch(
      /^The working order, .*is the pending order placed: a stop loss sell/,
    );
  });
});
