import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { usePreferences } from '../settings/preferences-store';
import { defaultProfilePreferences } from '@shared/ipc/settings';
import { unconfirmedOrders } from '../../test-support/confirmations';
import { FuturesPanel } from './FuturesPanel';
import { btcusdtBuyLimit, createFakeFutures, position } from './fake-futures';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: defaultProfilePreferences.confirm }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

async function openPanel(fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] })) {
  renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
  await screen.findByRole('form', { name: 'Order entry' });
  // The cost line's margin comes with the position, the position side field with the mode.
  if (fake.state.hedge) await screen.findByRole('combobox', { name: 'Position side' });
  else await screen.findByRole('row', { name: 'Long BTCUSDT position' });
  return fake;
}

const paragraphs = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('paragraph')
    .map((p) => p.textContent);

describe('futures orders where the trader asked for confirmations', () => {
  it('says the order, its terms, its exits and its cost before sending, and sends it on Place order only', async () => {
    const fake = await openPanel();
    type('Price', '60000.10');
    type('Quantity', '0.010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take profit / Stop loss' }));
    type('Take profit trigger', '63000');
    type('Stop loss trigger', '58000.5');
    fireEvent.click(screen.getByRole('button', { name: 'Place buy order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm buy order' });
    expect(paragraphs(dialog)).toEqual([
      'Limit buy 0.010 BTC of BTCUSDT (USD-M) at 60,000.1.',
      'Good till cancelled (GTC).',
      'When it fills: a take profit at 63,000.0 (the last price) and a stop loss at 58,000.5 (the last price), each closing the position.',
      expect.stringMatching(
        /^Cost 30\.00 USDT \(margin at 20×\) · Fee \(0\.02 % maker\) ≈ 0\.12 USDT · Available 9,700\.00 USDT\.$/,
      ),
      // 0.020 BTC on a 10,000 USDT cross wallet: no price brings its margin down to the maintenance margin.
      'No liquidation price once filled: the margin covers a fall to zero (30,000.5 now).',
    ]);
    expect(fake.callsTo('place')).toEqual([]);

    // Cancel, Escape and a click outside send nothing and keep the form as typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place buy order' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Place order' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('place')).toEqual([]);
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('0.010');

    fireEvent.click(screen.getByRole('button', { name: 'Place buy order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('status', { name: 'Order placed' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('place')).toEqual([
      {
        ...btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' }),
        exits: { takeProfit: { stopPrice: '63000' }, stopLoss: { stopPrice: '58000.5' } },
      },
    ]);
  });

  it('says a conditional order by its trigger, and a hedge-mode order by its position side', async () => {
    const fake = await openPanel(createFakeFutures({ hedge: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Position side' }), { target: { value: 'LONG' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Order type' }), {
      target: { value: 'STOP_MARKET' },
    });
    type('Stop price', '58000');
    fireEvent.change(screen.getByRole('combobox', { name: 'Trigger price' }), {
      target: { value: 'MARK_PRICE' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Close position' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place sell order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm sell order' });
    expect(paragraphs(dialog).slice(0, 2)).toEqual([
      'Stop market sell BTCUSDT (USD-M) closing the whole position at market when the mark price reaches 58,000.0.',
      'Long position.',
    ]);
    expect(fake.callsTo('place')).toEqual([]);
  });

  it('asks before a scaled order, a TWAP and a chase, and sends none of them until asked', async () => {
    const fake = await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Scaled' }));
    type('Start price', '60000.0');
    type('End price', '59000.0');
    type('Number of orders', '3');
    type('Total size', '0.030');
    fireEvent.click(await screen.findByRole('button', { name: 'Place 3 buy orders' }));
    const scaled = screen.getByRole('dialog', { name: 'Confirm 3 buy orders' });
    expect(paragraphs(scaled)).toEqual([
      'BTCUSDT (USD-M): 3 limit buys (GTC): 0.030 BTC from 60,000.0 to 59,000.0, at an average 59,500.0; they hold 89.25 USDT of margin at 20× · Available 9,700.00 USDT.',
      'No liquidation price once all fill: the margin covers a fall to zero (30,000.5 now).',
    ]);
    fireEvent.click(within(scaled).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsTo('place')).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
    fireEvent.change(screen.getByLabelText('TWAP size'), { target: { value: '0.032' } });
    fireEvent.change(screen.getByLabelText('Slices'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start TWAP buy' }));
    const twap = screen.getByRole('dialog', { name: 'Confirm TWAP buy' });
    expect(paragraphs(twap)[0]).toBe(
      'BTCUSDT (USD-M): 3 market buys of 0.010–0.011 BTC, one every 30 s, the first at once.',
    );
    expect(fake.callsTo('twap')).toEqual([]);
    fireEvent.click(within(twap).getByRole('button', { name: 'Start TWAP' }));
    await waitFor(() => expect(fake.callsTo('twap')).toHaveLength(1));

    fireEvent.click(screen.getByRole('tab', { name: 'Chase' }));
    fireEvent.change(screen.getByLabelText('Chase quantity'), { target: { value: '0.010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Chase buy at the best bid' }));
    const chase = screen.getByRole('dialog', { name: 'Confirm chase buy' });
    expect(paragraphs(chase)[0]).toBe(
      'Chase buy 0.010 BTC of BTCUSDT (USD-M): a post-only limit at the best bid, moved as it moves, until it fills.',
    );
    expect(fake.callsTo('chase')).toEqual([]);
    fireEvent.click(within(chase).getByRole('button', { name: 'Start chase' }));
    await waitFor(() => expect(fake.callsTo('chase')).toHaveLength(1));
  });

  it('sends at once where the trader turned order confirmations off', async () => {
    usePreferences.setState({ confirm: unconfirmedOrders });
    const fake = await openPanel();
    type('Price', '60000.10');
    type('Quantity', '0.010');
    fireEvent.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(fake.callsTo('place')).toEqual([btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' })]),
    );
  });
});
