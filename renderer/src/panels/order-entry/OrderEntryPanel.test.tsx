import { formatPrice } from '@shared/decimal/format';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { fakeTradingTerminal, order } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { usePreferences } from '../settings/preferences-store';
import type { FamilyBlock } from '@shared/ipc/account';
import { OrderEntryPanel } from './OrderEntryPanel';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { renderOrderEntry } from './render-order-entry';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

/** The form as the workspace shows it: once the Paper profile's confirmations are loaded from main. */
async function openForm(lastPrice?: string, confirm = unconfirmedOrders) {
  const fake = fakeTradingTerminal(lastPrice, { profiles: { paper: { confirm } } });
  await renderOrderEntry(fake.terminal);
  await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
  return fake;
}

const fill = (price: string, size: string) => {
  type('Price', price);
  type('Size', size);
};

/** Submitting the form anyway sends nothing to main. */
const expectNothingSent = (api: ReturnType<typeof fakeTradingTerminal>['api']) => {
  fireEvent.submit(screen.getByRole('form', { name: 'Spot order' }));
  expect(api.orders.place).not.toHaveBeenCalled();
};

/** Submits the form (no confirmation) and returns the order main was asked to place. */
async function submitted(api: ReturnType<typeof fakeTradingTerminal>['api']) {
  fireEvent.click(submitButton());
  await waitFor(() => expect(api.orders.place).toHaveBeenCalled());
  return api.orders.place.mock.calls[0]![0].order;
}

const NOON_2099 = Date.UTC(2099, 0, 1, 12, 0, 0);

/** The entry while main says these blocks hold until NOON_2099, `reason` first; its "Trading disabled" alert. */
async function openBlocked(reason: string, blocks: FamilyBlock[]) {
  const fake = fakeTradingTerminal();
  fake.api.account.limits.mockResolvedValue({
    meters: [],
    blockedUntil: NOON_2099,
    blockedReason: reason,
    blocks,
  });
  renderTrading(<OrderEntryPanel />, fake.terminal);
  return screen.findByRole('alert', { name: 'Trading disabled' });
}

const submitButton = () => screen.getByRole('button', { name: /^(Buy|Sell) BTC$/ });

/** The venue's refusal of an order the balance cannot cover. */
const insufficientBalance = {
  kind: 'venue',
  code: -2010,
  status: 400,
  message: 'Account has insufficient balance for requested action.',
};

describe('spot order entry', () => {
  it('shows the venue message for a price off the tick, and sends nothing', async () => {
    const { api } = await openForm();
    fill('60000.005', '0.01');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Filter failure: PRICE_FILTER (code -1013)');
    expect(alert.textContent).toContain('ticks of 0.01');
    expect(screen.getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(submitButton()).toHaveProperty('disabled', true);
    expectNothingSent(api);
  });

  it('shows LOT_SIZE for a quantity below the minimum', async () => {
    const { api } = await openForm();
    fill('60000', '0.000001');
    expect(screen.getByRole('alert').textContent).toContain('Filter failure: LOT_SIZE (code -1013)');
    expect(screen.getByLabelText('Size').getAttribute('aria-invalid')).toBe('true');
    expectNothingSent(api);
  });

  it('shows NOTIONAL when price × quantity is too small', async () => {
    const { api } = await openForm();
    fill('60000', '0.00005');
    expect(screen.getByRole('alert').textContent).toContain('Filter failure: NOTIONAL (code -1013)');
    expect(screen.getByRole('alert').textContent).toContain('between 5.00 and');
    expectNothingSent(api);
  });

  it('asks for a price left empty in the form’s words, at the price, and sends nothing', async () => {
    const { api } = await openForm();
    fill('', '0.01');
    expect(screen.getByRole('alert').textContent).toBe('Enter a price.');
    expect(screen.getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expectNothingSent(api);
  });

  it('sends a valid limit order with only the fields a LIMIT takes', async () => {
    const { api } = await openForm();
    fill('60000.01', '0.01');
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.orders.place).toHaveBeenCalledTimes(1));
    expect(api.orders.place.mock.calls[0]).toEqual([
      {
        order: {
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'LIMIT',
          quantity: '0.01',
          price: '60000.01',
          timeInForce: 'GTC',
        },
      },
    ]);
    expect((await screen.findByRole('status', { name: 'Order result' })).textContent).toContain('NEW');
  });

  it("previews the order and says what became of it, on the symbol's tick and step, grouped", async () => {
    const { api } = await openForm();
    api.orders.place.mockResolvedValueOnce(
      order({ origQty: '0.01000000', status: 'EXPIRED', timeInForce: 'IOC' }),
    );
    fill('60000.01', '0.01');
    expect(screen.getByLabelText('Order preview').textContent).toMatch(
      /^Limit buy 0\.01000 BTCUSDT, at 60,000\.01, GTC\./,
    );
    // Once the open orders are loaded the form counts them too: nothing is left to the venue alone.
    await waitFor(() =>
      expect(screen.getByLabelText('Order preview').textContent).toBe(
        'Limit buy 0.01000 BTCUSDT, at 60,000.01, GTC.',
      ),
    );
    fireEvent.click(submitButton());
    const result = await screen.findByRole('status', { name: 'Order result' });
    expect(result.textContent).toBe('Limit buy 0.01000 BTCUSDT: Expired (EXPIRED).');
  });

  it('takes a price picked on the spot ladder, and not one picked on a futures contract of the same name', async () => {
    await openForm();
    const pick = (market: 'spot' | 'usdm', price: string) =>
      act(() => useOrderTicketStore.getState().pickPrice({ symbol: 'BTCUSDT', market, price, side: 'bid' }));
    pick('usdm', '59000.0');
    expect(screen.getByLabelText('Price')).toHaveProperty('value', '');
    pick('spot', '59000.00');
    expect(screen.getByLabelText('Price')).toHaveProperty('value', '59000.00');
  });

  it('refuses an order the free balance cannot lock with the venue’s -2010, and sends nothing', async () => {
    const { api } = await openForm();
    fill('60000', '0.2');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Account has insufficient balance for requested action. (code -2010) It locks 12,000.00 USDT; 10,000.00 USDT is available.',
      ),
    );
    expectNothingSent(api);
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Size', '1.5');
    expect(screen.getByRole('alert').textContent).toBe(
      'Account has insufficient balance for requested action. (code -2010) It locks 1.50000000 BTC; 1.00000000 BTC is available.',
    );
    type('Size', '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an order past the open-order limit with the venue’s MAX_NUM_ORDERS, and sends nothing', async () => {
    const fake = fakeTradingTerminal(undefined, { profiles: { paper: { confirm: unconfirmedOrders } } });
    fake.api.orders.open.mockResolvedValue(
      Array.from({ length: 200 }, (_, i) => order({ orderId: i + 1, clientOrderId: `tt-${i + 1}` })),
    );
    await renderOrderEntry(fake.terminal);
    await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
    fill('60000.01', '0.01');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Filter failure: MAX_NUM_ORDERS (code -1013)'),
    );
    expectNothingSent(fake.api);
  });

  it('sends the order before the form renders again', async () => {
    const fake = fakeTradingTerminal(undefined, { profiles: { paper: { confirm: unconfirmedOrders } } });
    let commits = 0;
    renderTrading(
      <Profiler id="entry" onRender={() => (commits += 1)}>
        <WithMainPreferences>
          <OrderEntryPanel />
        </WithMainPreferences>
      </Profiler>,
      fake.terminal,
    );
    await waitFor(() => expect(screen.getByLabelText('Last price').textContent).not.toBe('—'));
    fill('60000.01', '0.01');
    // A first order, answered and shown: after it, a state set to what it holds already renders the
    // form once more (React's eager bail-out no longer applies), which the first order never sees.
    fireEvent.click(submitButton());
    await screen.findByRole('status', { name: 'Order result' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const place = fake.api.orders.place.getMockImplementation()!;
    let rendersBeforeCall: number | undefined;
    fake.api.orders.place.mockImplementation((args) => {
      rendersBeforeCall = commits;
      return place(args);
    });
    const before = commits;
    fireEvent.click(submitButton());
    await waitFor(() => expect(fake.api.orders.place).toHaveBeenCalledTimes(2));
    expect(rendersBeforeCall).toBe(before);
  });

  it("names self-trade prevention in words, the venue's default first, and sends a chosen mode", async () => {
    const { api } = await openForm();
    const stp = screen.getByRole('combobox', { name: 'Self-trade prevention' });
    const options = within(stp)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The symbol's default is EXPIRE_MAKER: left to the venue, it is not offered a second time.
    expect(options[0]).toBe('Cancel resting');
    expect(options.filter((text) => text === 'Cancel resting')).toHaveLength(1);
    expect(options).toContain('Cancel new');
    fill('60000.01', '0.01');
    fireEvent.change(stp, { target: { value: 'EXPIRE_TAKER' } });
    expect(await submitted(api)).toMatchObject({ selfTradePreventionMode: 'EXPIRE_TAKER' });
  });

  it('says whose money the orders trade', async () => {
    await openForm();
    expect(screen.getByLabelText('Trading as').textContent).toBe('Paper · PAPER: simulated orders');
  });

  it('shows the last price at the tick, from the REST snapshot and then as the ticker stream moves it', async () => {
    const fake = await openForm('64998.70000000');
    expect(screen.getByLabelText('Last price').textContent).toBe('64,998.70');
    await waitFor(() => expect(fake.api.market.watchTickers).toHaveBeenCalledTimes(1));
    const { watchId } = await fake.api.market.watchTickers.mock.results[0]!.value;
    const [snapshot] = await fake.api.market.tickers();
    act(() =>
      fake.emit('market:tickers', {
        watchId,
        tickers: [{ ...snapshot!, lastPrice: '65001.2', eventTime: 5 }],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Last price').textContent).toBe('65,001.20'));
  });

  it('marks a live profile unmistakably', async () => {
    const fake = fakeTradingTerminal();
    const url = 'https://venue.example';
    fake.api.profiles.list.mockResolvedValue({
      activeProfileId: 'live-1',
      profiles: [
        {
          ...fake.paper,
          id: 'live-1',
          name: 'Main',
          builtIn: null,
          venue: {
            kind: 'custom',
            spotRestUrl: url,
            marketStreamUrl: 'wss://venue.example',
            wsApiUrl: 'wss://venue.example',
            fapiUrl: url,
            dapiUrl: url,
            sapiUrl: url,
          },
        },
      ],
    });
    renderTrading(<OrderEntryPanel />, fake.terminal);
    await waitFor(() =>
      expect(screen.getByLabelText('Trading as').textContent).toBe('Main · LIVE: orders trade real money'),
    );
    expect(screen.getByLabelText('Trading as').className).toContain('profile-live');
  });

  it('shows only the fields each type takes', async () => {
    await openForm();
    type('Order type', 'MARKET');
    expect(screen.queryByLabelText('Price')).toBeNull();
    expect(screen.queryByLabelText('Trigger price')).toBeNull();
    expect(screen.queryByLabelText('Time in force')).toBeNull();
    type('Order type', 'STOP_LOSS_LIMIT');
    expect(screen.getByLabelText('Price')).toBeTruthy();
    expect(screen.getByLabelText('Trigger price')).toBeTruthy();
    expect(screen.getByLabelText('Trailing delta (BIPS)')).toBeTruthy();
    expect(screen.getByLabelText('Iceberg visible quantity')).toBeTruthy();
  });

  it('turns a percentage of the free quote balance into a quantity on the lot step', async () => {
    const { api } = await openForm();
    type('Price', '60000');
    type('Size in', 'percent');
    type('Size', '10');
    // 10 % of 10000 USDT at 60000 is 0.0166666…, floored to the 0.00001 step.
    expect(await submitted(api)).toMatchObject({ quantity: '0.01666' });
  });

  it('sends a market order by quote amount as quoteOrderQty', async () => {
    const { api } = await openForm();
    type('Order type', 'MARKET');
    type('Size in', 'quote');
    type('Size', '100');
    expect(await submitted(api)).toEqual({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'MARKET',
      quoteOrderQty: '100.00000000',
    });
  });

  it('shows a venue refusal with its code where the order was placed', async () => {
    const { api } = await openForm();
    api.orders.place.mockRejectedValueOnce(insufficientBalance);
    fill('60000', '0.01');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert', { name: 'Order error' })).textContent).toBe(
      'Account has insufficient balance for requested action. (code -2010)',
    );
  });

  it('tells an UNKNOWN outcome apart from a placed order', async () => {
    const { api } = await openForm();
    api.orders.place.mockResolvedValueOnce(
      order({
        status: 'UNKNOWN',
        orderId: null,
        problem: { kind: 'unknown-outcome', message: 'POST /api/v3/order: timed out' },
      }),
    );
    fill('60000', '0.01');
    fireEvent.click(submitButton());
    const result = await screen.findByRole('status', { name: 'Order result' });
    expect(result.textContent).toContain("the venue's answer was lost (POST /api/v3/order: timed out)");
    expect(result.textContent).toContain('UNKNOWN');
  });

  it('asks for confirmation with the commission preview when confirmations are on', async () => {
    const { api } = await openForm(undefined, { ...unconfirmedOrders, order: true });
    api.orders.test.mockResolvedValueOnce({
      standardCommissionForOrder: { maker: '0.00100000', taker: '0.00100000' },
      taxCommissionForOrder: { maker: '0.00000000', taker: '0.00000000' },
      discount: { enabledForAccount: true, enabledForSymbol: true, discountAsset: 'BNB', discount: '0.25' },
    } as never);
    fill('60000', '0.01');
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    await waitFor(() => expect(within(dialog).getByText('0.1 % / 0.1 %')).toBeTruthy());
    expect(api.orders.test.mock.calls[0]![0]).toMatchObject({ computeCommissionRates: true });
    expect(api.orders.place).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.orders.place).toHaveBeenCalledTimes(1));
  });

  it("shows order/test's refusal in the confirmation, with its code", async () => {
    const { api } = await openForm(undefined, { ...unconfirmedOrders, order: true });
    api.orders.test.mockRejectedValueOnce(insufficientBalance);
    fill('60000', '0.01');
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm buy order' });
    expect((await within(dialog).findByRole('alert', { name: 'Order test failed' })).textContent).toBe(
      'Account has insufficient balance for requested action. (code -2010)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.orders.place).not.toHaveBeenCalled();
  });

  it('disables trading with the reason while rate limited', async () => {
    const reason = 'Too many requests (code -1003)';
    const alert = await openBlocked(reason, [{ family: 'spot', scope: 'all', until: NOON_2099, reason }]);
    expect(alert.textContent).toBe('Rate limited until 12:00:00.000: Too many requests (code -1003)');
    fill('60000', '0.01');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('stops new orders, not cancels, while an order-count limit holds, and not for another host', async () => {
    const reason = 'HTTP 429: the order-count limit was exceeded; new orders wait';
    const alert = await openBlocked(reason, [
      { family: 'spot', scope: 'orders', until: NOON_2099, reason },
      { family: 'usdm', scope: 'all', until: NOON_2099, reason: 'HTTP 429: every request waits' },
    ]);
    expect(alert.textContent).toBe(`Rate limited until 12:00:00.000: ${reason}`);
    fill('60000', '0.01');
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel all BTCUSDT' })).toHaveProperty('disabled', false);
  });

  it('keeps trading while the terminal holds reads back near the weight limit', async () => {
    const fake = fakeTradingTerminal();
    const reason = 'Request weight 5,400 of 6,000 used this minute: reads wait for the next minute';
    fake.api.account.limits.mockResolvedValue({
      meters: [],
      blockedUntil: null,
      blockedReason: null,
      blocks: [{ family: 'spot', scope: 'reads', until: NOON_2099, reason }],
    });
    renderTrading(<OrderEntryPanel />, fake.terminal);
    await waitFor(() => expect(fake.api.account.limits).toHaveBeenCalled());
    await screen.findByLabelText('Price');
    fill('60000', '0.01');
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert', { name: 'Trading disabled' })).toBeNull();
  });

  it('disables trading with the reason when the connection is lost', async () => {
    const fake = fakeTradingTerminal();
    fake.api.venue.time.mockRejectedValue({ kind: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' });
    renderTrading(<OrderEntryPanel />, fake.terminal);
    const reason = await screen.findByRole('alert', { name: 'Trading disabled' });
    expect(reason.textContent).toBe('Connection lost: connect ECONNREFUSED 127.0.0.1:9');
    fill('60000', '0.01');
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel all BTCUSDT' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(window, { key: 'b', code: 'KeyB', altKey: true });
    expect(fake.api.orders.place).not.toHaveBeenCalled();
  });

  it('places with the buy hotkey', async () => {
    const { api } = await openForm();
    fill('60000', '0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.keyDown(window, { key: 'b', code: 'KeyB', altKey: true });
    await waitFor(() => expect(api.orders.place).toHaveBeenCalledTimes(1));
    expect(api.orders.place.mock.calls[0]![0].order).toMatchObject({ side: 'BUY' });
  });
});

describe('order lists', () => {
  it('shows the venue message when OCO prices are on the wrong side of the last price, and sends nothing', async () => {
    const { api } = await openForm('60000.00');
    fireEvent.click(screen.getByRole('tab', { name: 'OCO' }));
    type('Quantity', '0.01');
    type('Above leg price', '59000');
    type('Below leg trigger price', '58000');
    type('Below leg price', '57900');
    const alert = within(screen.getByRole('group', { name: 'Above leg' })).getByRole('alert');
    expect(alert.textContent).toContain(
      'The relationship of the prices for the orders is not correct. (code -2010)',
    );
    expect(alert.textContent).toContain('must be higher than the last price (60000.00)');
    fireEvent.submit(screen.getByRole('form', { name: 'OCO order list' }));
    expect(api.orders.placeOco).not.toHaveBeenCalled();
  });

  it('places a well-formed OCO and says what happens on fill', async () => {
    const { api } = await openForm('60000.00');
    api.orders.placeOco.mockResolvedValue({
      symbol: 'BTCUSDT',
      orderListId: 1,
      listClientOrderId: 'tt-list-1',
      contingencyType: 'OCO',
      listStatusType: 'EXEC_STARTED',
      listOrderStatus: 'EXECUTING',
      transactionTime: 0,
      orders: [],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'OCO' }));
    type('Quantity', '0.01');
    type('Above leg price', '61000');
    type('Below leg trigger price', '58000');
    type('Below leg price', '57900');
    const summary = screen.getByLabelText('What happens').textContent;
    expect(summary).toContain('When either one fills or triggers, the other is cancelled.');
    // The typed figures as the tables write them: on the tick and step, grouped.
    expect(summary).toContain(`a limit maker sell of 0.01000 at ${formatPrice('61000', '0.01')};`);
    expect(summary).toContain(
      `at limit ${formatPrice('57900', '0.01')} when the price reaches ${formatPrice('58000', '0.01')}.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place OCO' }));
    await waitFor(() => expect(api.orders.placeOco).toHaveBeenCalledTimes(1));
    expect(api.orders.placeOco.mock.calls[0]![0]).toEqual({
      symbol: 'BTCUSDT',
      side: 'SELL',
      quantity: '0.01',
      above: { type: 'LIMIT_MAKER', price: '61000' },
      below: { type: 'STOP_LOSS_LIMIT', price: '57900', stopPrice: '58000', timeInForce: 'GTC' },
    });
  });

  it('summarises an OTO: the pending order waits for the working order to fill', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('tab', { name: 'OTO' }));
    type('Working order quantity', '0.01');
    type('Working order price', '59000');
    expect(screen.getByLabelText('What happens').textContent).toContain(
      'Only when it is completely filled is the pending order placed',
    );
  });
});
