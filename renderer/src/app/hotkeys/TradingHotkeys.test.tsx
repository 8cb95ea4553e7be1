import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTradingTerminal, order } from '../../panels/orders/fake-trading-terminal';
import { renderTrading } from '../../panels/orders/render-trading';
import { TradeMessageLine } from '../../panels/orders/TradeMessageLine';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { bookFrame } from '../../test-support/book-frame';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { HotkeyHelp } from './HotkeyHelp';
import { TradingHotkeys } from './TradingHotkeys';

afterEach(cleanup);

const noConfirmations = { order: false, oco: false, oto: false, otoco: false, cancelAll: false };

async function start(setup: (fake: ReturnType<typeof fakeTradingTerminal>) => void = () => undefined) {
  const fake = fakeTradingTerminal('60000.00', {
    profiles: { paper: { confirm: noConfirmations, tradingSymbol: 'BTCUSDT' } },
    global: {
      trading: {
        placeModifier: 'Shift',
        offsetTicks: 2,
        sizePresets: ['0.001', '0.01', '0.1'],
        slippageWarnBps: 50,
      },
    },
  });
  setup(fake);
  // The book watch is answered inside act, so the hotkeys have rendered with it before a key is pressed.
  let answerWatch = () => {};
  fake.api.market.watchBook.mockImplementationOnce(
    () => new Promise((resolve) => (answerWatch = () => resolve({ watchId: 'book-hotkeys' }))),
  );
  useOrderTicketStore.setState({ size: { symbol: 'BTCUSDT', size: '0.01', sizeMode: 'base' } });
  renderTrading(
    <WithMainPreferences>
      <TradingHotkeys />
      <HotkeyHelp />
      <TradeMessageLine />
    </WithMainPreferences>,
    fake.terminal,
  );
  await waitFor(() => expect(fake.api.market.watchBook).toHaveBeenCalled());
  await act(async () => answerWatch());
  act(() =>
    fake.emit(
      'market:book',
      bookFrame('book-hotkeys', {
        group: '0.01000000',
        bids: [['59990.00', '1']],
        asks: [['60010.00', '1']],
        spread: '20.00',
        mid: '60000.00',
      }),
    ),
  );
  return fake;
}

const press = (init: KeyboardEventInit) => fireEvent.keyDown(window, init);

describe('trading hotkeys', () => {
  it("buys at the best bid less the trader's offset, with the form's size", async () => {
    const fake = await start();
    press({ key: 'j', code: 'KeyJ', altKey: true });
    await waitFor(() => expect(fake.api.orders.place).toHaveBeenCalled());
    expect(fake.api.orders.place.mock.calls[0]![0].order).toMatchObject({
      side: 'BUY',
      type: 'LIMIT',
      price: '59989.98',
      quantity: '0.01',
    });
  });

  it('cancels the newest open order of the trading symbol', async () => {
    const fake = await start((f) =>
      f.api.orders.open.mockResolvedValue([
        order({ clientOrderId: 'old', time: 1 }),
        order({ clientOrderId: 'new', time: 2 }),
      ]),
    );
    await waitFor(() => expect(fake.api.orders.open).toHaveBeenCalled());
    press({ key: 'c', code: 'KeyC', altKey: true });
    await waitFor(() => expect(fake.api.orders.cancel).toHaveBeenCalled());
    expect(fake.api.orders.cancel.mock.calls[0]![0]).toEqual({
      order: { symbol: 'BTCUSDT', clientOrderId: 'new' },
    });
  });

  it('lists every hotkey on ?', async () => {
    await start();
    press({ key: '?', code: 'Slash', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard' });
    expect(help.textContent).toContain('Buy at the bid');
    expect(help.textContent).toContain('Alt+J');
  });
});
