import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bookFrame, type BookFrameSpec } from '../../test-support/book-frame';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderOrderEntry } from './render-order-entry';

afterEach(cleanup);

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

/** The `updateId`th BTCUSDT book: one bid at 59,990 under `asks`, the best of them at 60,000. */
const btcBook = (updateId: number, asks: BookFrameSpec['asks']): BookFrameSpec => ({
  group: '0.01000000',
  updateId,
  bids: [['59990.00', '1']],
  asks,
  spread: '10.00',
  mid: '59995.00',
});

async function openForm() {
  const fake = fakeTradingTerminal('60000.00', {
    profiles: {
      paper: { confirm: { order: false, oco: false, oto: false, otoco: false, cancelAll: false } },
    },
  });
  await renderOrderEntry(fake.terminal);
  await waitFor(() => expect(screen.getByLabelText('Available').textContent).toContain('USDT'));
  return fake;
}

/** Pushes a book frame to the form's watch, as main would. */
async function pushBook(fake: Awaited<ReturnType<typeof openForm>>, book: BookFrameSpec) {
  await waitFor(() => expect(fake.api.market.watchBook).toHaveBeenCalled());
  const { watchId } = await fake.api.market.watchBook.mock.results.at(-1)!.value;
  act(() => fake.emit('market:book', bookFrame(watchId, book)));
}

describe('what the order costs', () => {
  it('shows what is available, the total and the fee of a limit buy', async () => {
    await openForm();
    expect(screen.getByLabelText('Available').textContent).toBe('Available 10,000.00 USDT');
    type('Price', '60000');
    type('Size', '0.01');
    const costs = within(screen.getByLabelText('Order costs'));
    expect(costs.getByText('≈ 600.00 USDT')).toBeTruthy();
    expect(costs.getByText('Fee (0.1 % maker)').nextElementSibling?.textContent).toBe('≈ 0.00001 BTC');
  });

  it('estimates a market buy from the book and warns past the slippage the trader set', async () => {
    const fake = await openForm();
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'MARKET' } });
    type('Size', '1');
    await pushBook(
      fake,
      btcBook(1, [
        ['60000.00', '0.5'],
        ['60600.00', '5'],
      ]),
    );
    const costs = within(await screen.findByLabelText('Order costs'));
    // 0.5 @ 60,000 and 0.5 @ 60,600: 60,300 on average, 50 bps from the best ask
    expect(costs.getByText('Expected average').nextElementSibling?.textContent).toBe('60,300.00');
    expect(costs.getByText('Slippage').nextElementSibling?.textContent).toBe('50.0 bps');
    expect(screen.queryByLabelText('Slippage warning')).toBeNull();
    await pushBook(
      fake,
      btcBook(2, [
        ['60000.00', '0.5'],
        ['61200.00', '5'],
      ]),
    );
    expect((await screen.findByLabelText('Slippage warning')).textContent).toBe(
      'Expected slippage 100.0 bps is past your 50 bps warning.',
    );
  });

  it('sizes by a share of the balance, and a sell by what is held', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: '50 %' }));
    expect((screen.getByLabelText('Size') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('Size in') as HTMLSelectElement).value).toBe('percent');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Side' })).getByRole('button', { name: 'Sell' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use held amount' }));
    expect((screen.getByLabelText('Size') as HTMLInputElement).value).toBe('1.00000');
    expect((screen.getByLabelText('Size in') as HTMLSelectElement).value).toBe('base');
  });
});
