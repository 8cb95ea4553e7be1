import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { FuturesPanel } from './FuturesPanel';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import { btcusdtBuyLimit, createFakeFutures, order, position } from './fake-futures';
import { usePreferences } from '../settings/preferences-store';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
// Confirmations are the defaults' and have their own tests (FuturesConfirm.test.tsx).
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const choose = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
/** Types into (or chooses in) the field of `scope` labelled `label`. */
const setIn = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** A fake holding `state` whose next call main answers with the venue's refusal. */
const refusingNext = (
  code: number,
  message: string,
  status?: number,
  state: Parameters<typeof createFakeFutures>[0] = {},
) =>
  createFakeFutures({
    ...state,
    refuseNext: { kind: 'venue', code, message, ...(status === undefined ? {} : { status }) },
  });

/** Clicks Place, and once the panel says the order is placed, what main was asked to place. */
async function placed(fake: ReturnType<typeof createFakeFutures>, side: 'buy' | 'sell') {
  fireEvent.click(screen.getByRole('button', { name: `Place ${side} order` }));
  await screen.findByRole('status', { name: 'Order placed' });
  return fake.callsTo('place');
}

async function openPanel(family: 'usdm' | 'coinm', fake = createFakeFutures()) {
  renderWithTerminal(<FuturesPanel family={family} />, fake.terminal);
  await screen.findByRole('form', { name: 'Order entry' });
  return fake;
}

/** Opens the USD-M panel on the fake's positions and clicks Close all positions. */
async function clickCloseAll(fake: ReturnType<typeof createFakeFutures>) {
  await openPanel('usdm', fake);
  await screen.findByRole('row', { name: 'Long BTCUSDT position' });
  fireEvent.click(screen.getByRole('button', { name: 'Close all positions' }));
}

describe('the USD-M order form', () => {
  it('checks the price against the tick as the user types, with the venue message, and sends nothing', async () => {
    const fake = await openPanel('usdm');
    type('Price', '60000.05');
    type('Quantity', '0.010');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toContain(
      'Price not increased by tick size. (code -4014)',
    );
    const submit = screen.getByRole('button', { name: 'Place buy order' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Order entry' }));
    expect(fake.callsTo('place')).toEqual([]);

    type('Price', '60000.10');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Order check' })).toBeNull());
    expect(await placed(fake, 'buy')).toEqual([btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' })]);
    // In a trader's words, the size on the step, the venue's status name after its word.
    expect(screen.getByRole('status', { name: 'Order placed' }).textContent).toMatch(
      /^Limit buy 0\.010 BTCUSDT: Open \(NEW\), order \d+\.$/,
    );
  });

  it('says what an incomplete order lacks once something is typed, and sends nothing', async () => {
    const fake = await openPanel('usdm');
    expect(screen.queryByRole('status', { name: 'Order check' })).toBeNull();
    type('Quantity', '0.010');
    expect(screen.getByRole('status', { name: 'Order check' }).textContent).toBe('Enter a price.');
    fireEvent.submit(screen.getByRole('form', { name: 'Order entry' }));
    expect(fake.callsTo('place')).toEqual([]);
    type('Price', '60000.10');
    expect(screen.queryByRole('status', { name: 'Order check' })).toBeNull();
    type('Quantity', '');
    expect(screen.getByRole('status', { name: 'Order check' }).textContent).toBe('Enter a quantity.');
  });

  it('carries a take profit and a stop loss on the entry, with what each would make', async () => {
    const fake = await openPanel('usdm');
    type('Price', '60000.10');
    type('Quantity', '0.010');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take profit / Stop loss' }));
    type('Take profit trigger', '59000');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toBe(
      "Take profit 59000 would fire at once: a long's take profit goes above the entry price 60000.10. (code -2021)",
    );
    type('Take profit trigger', '63000');
    type('Stop loss trigger', '58000.5');
    // After fees: the entry rests (under the mark) at the maker 0.02 % of 600.001, each exit fires at
    // the taker 0.05 % of its own notional: 29.999 − 0.12 − 0.315 and −19.996 − 0.12 − 0.29.
    expect(screen.getByRole('status', { name: 'P&L at the exits' }).textContent).toBe(
      'At take profit +30.00 USDT (+29.56 after fees) · at stop loss −20.00 USDT (−20.41 after fees).',
    );
    expect(await placed(fake, 'buy')).toEqual([
      {
        ...btcusdtBuyLimit({ quantity: '0.010', price: '60000.10' }),
        exits: { takeProfit: { stopPrice: '63000' }, stopLoss: { stopPrice: '58000.5' } },
      },
    ]);
  });

  it('sizes the entry by what it would lose at its stop loss, and says the reward to the risk', async () => {
    const fake = await openPanel('usdm');
    type('Price', '60000.10');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Take profit / Stop loss' }));
    type('Stop loss trigger', '58000.5');
    type('Risk at the stop loss', '50');
    // One BTC loses 1,999.6 to the stop, 12.00002 of maker commission on the entry and 29.00025 of
    // taker commission on the stop: 2,040.60027. 50 / 2,040.60027 = 0.0245…, down to the 0.001 step.
    expect(screen.getByRole('status', { name: 'Loss at the stop loss for that size' }).textContent).toBe(
      'loses 48.97 USDT at the stop loss, fees included, before any slippage.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Size for the risk: type it' }));
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('0.024');
    expect(screen.getByRole('status', { name: 'P&L at the exits' }).textContent).toBe(
      'At stop loss −47.99 USDT (−48.97 after fees).',
    );
    // 0.024 × (2,999.9 − 12.00002 − 31.5) = 70.95 made at the take profit, over the 48.97 risked
    type('Take profit trigger', '63000');
    expect(screen.getByRole('status', { name: 'Reward to risk' }).textContent).toBe(
      'Reward:risk 1.45 : 1 after fees.',
    );
    // 1 % of the 9,700 USDT available is 97: 0.047
    fireEvent.change(screen.getByRole('combobox', { name: 'Risk in' }), { target: { value: 'percent' } });
    type('Risk at the stop loss', '1');
    expect(screen.getByText('Risk (% of available)').tagName).toBe('LABEL');
    fireEvent.click(screen.getByRole('button', { name: 'Size for the risk: type it' }));
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('0.047');
    // A risk one step already exceeds is said, with nothing to type
    fireEvent.change(screen.getByRole('combobox', { name: 'Risk in' }), { target: { value: 'amount' } });
    type('Risk at the stop loss', '1');
    expect(screen.getByRole('status', { name: 'Size for the risk' }).textContent).toBe(
      'One step of size (0.001) loses more than 1.00 USDT at the stop loss.',
    );
    expect(screen.queryByRole('button', { name: 'Size for the risk: type it' })).toBeNull();
    // The risk itself is never sent
    expect(await placed(fake, 'buy')).toEqual([
      {
        ...btcusdtBuyLimit({ quantity: '0.047', price: '60000.10' }),
        exits: { takeProfit: { stopPrice: '63000' }, stopLoss: { stopPrice: '58000.5' } },
      },
    ]);
  });

  it('takes the size as an order value in USDT: the quantity it buys at the limit price is sent', async () => {
    const fake = await openPanel('usdm');
    type('Price', '60000.10');
    type('Quantity', '0.010');
    // Switching turns the typed size into what it is worth, and back.
    choose('Size in', 'value');
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Order value' }) as HTMLInputElement).value).toBe('600.01');
    expect(screen.getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 0.010 BTC at 60,000.1, the limit price.',
    );
    type('Order value', '1000');
    expect(screen.getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 0.016 BTC at 60,000.1, the limit price.',
    );
    // The quantity follows the price it is valued at.
    type('Price', '50000.0');
    expect(screen.getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 0.020 BTC at 50,000.0, the limit price.',
    );
    expect(await placed(fake, 'buy')).toEqual([btcusdtBuyLimit({ quantity: '0.020', price: '50000.0' })]);
    // A value that buys less than the step is refused as the venue refuses its quantity.
    type('Order value', '10');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toMatch(/\(code -\d+\)$/);
    // A market order is valued at the mark, once the mark is known.
    choose('Order type', 'MARKET');
    expect(screen.getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      'The mark price is not known yet: the value is turned into a quantity at it.',
    );
    choose('Order type', 'LIMIT');
    choose('Size in', 'base');
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('0.000');
  });

  it('says what the order costs in margin and the most the margin carries, and refuses more with -2019', async () => {
    await openPanel('usdm', createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] }));
    type('Price', '60000.10');
    type('Quantity', '0.010');
    const cost = await screen.findByRole('status', { name: 'Order cost' });
    // 0.010 × 60,000.10 / 20; the fee at the maker rate (a buy below the mark of 60,500 rests):
    // 0.010 × 60,000.10 × 0.02 %; the max: 9,700 available × 20 / 60,000.10 on the 0.001 step
    expect(cost.textContent).toBe(
      'Cost 30.00 USDT (margin at 20×) · Fee (0.02 % maker) ≈ 0.12 USDT · 25 % 50 % 75 % Max 3.233 BTC · Available 9,700.00 USDT',
    );
    // Through the mark it trades at once: the taker rate, 0.010 × 61,000 × 0.05 % = 0.305.
    type('Price', '61000.00');
    expect(screen.getByRole('status', { name: 'Order cost' }).textContent).toContain(
      'Fee (0.05 % taker) ≈ 0.31 USDT',
    );
    type('Price', '60000.10');
    // A share of the max, on the step: 3.233 × 75 % = 2.42475, down to 2.424.
    fireEvent.click(screen.getByRole('button', { name: '75 % of Max: type it' }));
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2.424');
    fireEvent.click(screen.getByRole('button', { name: 'Max 3.233 BTC: type it' }));
    expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('3.233');
    expect(screen.queryByRole('alert', { name: 'Order check' })).toBeNull();
    type('Quantity', '3.234');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toBe(
      'Margin is insufficient. (code -2019)',
    );
    // selling first closes the long it turns against: that part needs no margin
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    expect(screen.getByRole('status', { name: 'Order cost' }).textContent).toContain('Max 3.243 BTC');
  });

  it('says where the position would be liquidated once the order fills, beside where it is now', async () => {
    await openPanel('usdm', createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] }));
    type('Price', '60000.10');
    type('Quantity', '3.000');
    // 0.010 held at 60,000.0 plus 3.000 at 60,000.10: 3.010 at 60,000.0997; the cross wallet 10,000 less
    // the maker fee 36.00006; (9,963.99994 − 3.010 × 60,000.0997) / (0.004 × 3.010 − 3.010) = 56,917.47…,
    // up to the tick a long meets first as the price falls.
    const line = await screen.findByRole('status', { name: 'Liquidation estimate' });
    expect(line.textContent).toBe('Liquidation price ≈ 56,917.5 once filled (30,000.5 now).');
    // A sell of 0.030 closes the long (realizing 0.001) and opens 0.020 short at 60,000.10, through the
    // mark at the taker fee 0.900 0015: (10,000.001 − 0.9000015 + 0.020 × 60,000.10) / (0.004 × 0.020 + 0.020).
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Quantity', '0.030');
    expect(screen.getByRole('status', { name: 'Liquidation estimate' }).textContent).toBe(
      'Liquidation price ≈ 557,724.2 once filled (30,000.5 now).',
    );
    type('Quantity', '0.010');
    expect(screen.getByRole('status', { name: 'Liquidation estimate' }).textContent).toBe(
      'Closes the position: no liquidation price once filled (30,000.5 now).',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('status', { name: 'Liquidation estimate' }).textContent).toBe(
      'No liquidation price once filled: the margin covers a fall to zero (30,000.5 now).',
    );
  });

  it('caps the max where the position would outgrow what the leverage allows, and refuses more with -2027', async () => {
    const capped = { ...position('usdm', 'BTCUSDT', '0.010'), maxPosition: '1300' };
    await openPanel('usdm', createFakeFutures({ positions: [capped] }));
    type('Price', '60000.10');
    type('Quantity', '0.020');
    // 1,300 / 60,500 (the mark) − 0.010 held = 0.0114…: 0.011 on the step
    expect((await screen.findByRole('status', { name: 'Order cost' })).textContent).toContain(
      'Max 0.011 BTC',
    );
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toBe(
      'Exceeded the maximum allowable position at current leverage. (code -2027)',
    );
  });

  it('shows only the fields each type and time in force take', async () => {
    await openPanel('usdm');
    expect(screen.getByRole('combobox', { name: 'Order type' }).querySelectorAll('option')).toHaveLength(7);
    expect(screen.queryByLabelText('Good till')).toBeNull();
    choose('Time in force', 'GTD');
    expect(screen.getByLabelText('Good till')).toBeTruthy();
    choose('Price match', 'OPPONENT');
    expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull();
    choose('Order type', 'MARKET');
    expect(screen.queryByRole('combobox', { name: 'Time in force' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Price match' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Reduce only' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Stop price' })).toBeNull();
  });

  it('refuses a stop on the wrong side of the mark with the venue code, and sends a conditional order', async () => {
    const fake = await openPanel(
      'usdm',
      createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    choose('Order type', 'STOP_MARKET');
    choose('Trigger price', 'MARK_PRICE');
    type('Quantity', '0.010');
    // the fake mark is 60500.0: a sell stop at 60600.0 has already triggered
    type('Stop price', '60600.0');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toContain(
      'Order would immediately trigger. (code -2021)',
    );
    type('Stop price', '60000.0');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Order check' })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Close position' }));
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect(await placed(fake, 'sell')).toEqual([
      {
        family: 'usdm',
        order: {
          symbol: 'BTCUSDT',
          side: 'SELL',
          type: 'STOP_MARKET',
          stopPrice: '60000.0',
          closePosition: true,
          workingType: 'MARK_PRICE',
        },
      },
    ]);
  });

  it('requires a goodTillDate more than ten minutes ahead for GTD, with the venue message', async () => {
    const fake = await openPanel('usdm');
    type('Price', '60000.10');
    type('Quantity', '0.010');
    choose('Time in force', 'GTD');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toContain(
      "Mandatory parameter 'goodTillDate' was not sent, was empty/null, or malformed. (code -1102)",
    );
    const soon = new Date(Date.now() + 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (d: Date) =>
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    fireEvent.change(screen.getByLabelText('Good till'), { target: { value: local(soon) } });
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toContain(
      "Data sent for parameter 'goodTillDate' is not valid. (code -1130)",
    );
    const later = new Date(Date.now() + 3 * 3_600_000);
    fireEvent.change(screen.getByLabelText('Good till'), { target: { value: local(later) } });
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Order check' })).toBeNull());
    const sent = (await placed(fake, 'buy'))[0] as { order: { goodTillDate: number; timeInForce: string } };
    expect(sent.order.timeInForce).toBe('GTD');
    expect(sent.order.goodTillDate).toBe(new Date(local(later)).getTime());
  });

  it('shows a venue refusal with its code where the order was placed', async () => {
    const fake = refusingNext(-2019, 'Margin is insufficient.', 400);
    await openPanel('usdm', fake);
    choose('Order type', 'MARKET');
    type('Quantity', '0.010');
    fireEvent.click(screen.getByRole('button', { name: 'Place buy order' }));
    expect((await screen.findByRole('alert', { name: 'Order refused' })).textContent).toContain(
      'Margin is insufficient. (code -2019)',
    );
  });
});

describe('hedge mode', () => {
  it('offers LONG and SHORT position sides, sends the chosen one and hides reduce-only', async () => {
    const fake = await openPanel('usdm', createFakeFutures({ hedge: true }));
    expect(screen.getByRole('button', { name: 'Hedge mode' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Reduce only' })).toBeNull();
    choose('Order type', 'MARKET');
    choose('Position side', 'SHORT');
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Quantity', '0.010');
    expect(await placed(fake, 'sell')).toEqual([
      {
        family: 'usdm',
        order: { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', positionSide: 'SHORT', quantity: '0.010' },
      },
    ]);
  });

  it('switches the position mode and sets leverage through main', async () => {
    const fake = await openPanel('usdm');
    fireEvent.click(screen.getByRole('button', { name: 'Hedge mode' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hedge mode' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(fake.callsTo('setPositionMode')).toEqual([{ family: 'usdm', hedge: true }]);
    expect(await screen.findByRole('combobox', { name: 'Position side' })).toBeTruthy();
    type('Leverage', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Set leverage' }));
    await waitFor(() =>
      expect(fake.callsTo('setLeverage')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', leverage: 10 }]),
    );
  });
});

describe('the COIN-M order form', () => {
  it('offers all seven types with the fields each takes', async () => {
    const fake = await openPanel('coinm');
    expect(screen.getByRole('combobox', { name: 'Order type' }).querySelectorAll('option')).toHaveLength(7);
    choose('Order type', 'TAKE_PROFIT_MARKET');
    expect(screen.getByRole('textbox', { name: 'Stop price' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Close position' }));
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Reduce only' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    type('Stop price', '70000.0');
    choose('Trigger price', 'MARK_PRICE');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Price protection' }));
    expect(await placed(fake, 'sell')).toEqual([
      {
        family: 'coinm',
        order: {
          symbol: 'BTCUSD_PERP',
          side: 'SELL',
          type: 'TAKE_PROFIT_MARKET',
          stopPrice: '70000.0',
          closePosition: true,
          workingType: 'MARK_PRICE',
          priceProtect: true,
        },
      },
    ]);
  });

  it('takes the size as an order value in BTC: the contracts it buys at the limit price are sent', async () => {
    const fake = await openPanel('coinm');
    type('Price', '60000.1');
    type('Quantity', '12');
    choose('Size in', 'value');
    // 12 contracts of 100 USD at 60,000.1: 0.0199999666… BTC, up to its eight places.
    expect((screen.getByRole('textbox', { name: 'Order value' }) as HTMLInputElement).value).toBe(
      '0.01999997',
    );
    expect(screen.getByRole('combobox', { name: 'Size in' }).textContent).toBe('ContractsBTC (order value)');
    type('Order value', '0.05');
    // 0.05 × 60,000.1 / 100 = 30.0005: 30 contracts.
    expect(screen.getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 30 contracts at 60,000.1, the limit price.',
    );
    const [sent] = await placed(fake, 'buy');
    expect(sent).toMatchObject({
      family: 'coinm',
      order: { symbol: 'BTCUSD_PERP', side: 'BUY', type: 'LIMIT', price: '60000.1', quantity: '30' },
    });
  });

  it('checks the trailing callback rate with the venue message', async () => {
    await openPanel('coinm');
    choose('Order type', 'TRAILING_STOP_MARKET');
    expect(screen.queryByRole('combobox', { name: 'Time in force' })).toBeNull();
    type('Quantity', '5');
    type('Callback rate %', '12');
    expect((await screen.findByRole('alert', { name: 'Order check' })).textContent).toContain(
      "Data sent for parameter 'callbackRate' is not valid. (code -1130)",
    );
    type('Callback rate %', '1.5');
    type('Activation price', '61000.0');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Place buy order' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });
});

describe('prices picked on the market panels', () => {
  it('takes a price picked on this contract’s ladder or chart, and not one picked on spot', async () => {
    await openPanel('usdm');
    const price = () => (screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement).value;
    act(() =>
      useOrderTicketStore
        .getState()
        .pickPrice({ symbol: 'BTCUSDT', market: 'spot', price: '1.00', side: 'bid' }),
    );
    expect(price()).toBe('');
    act(() =>
      useOrderTicketStore
        .getState()
        .pickPrice({ symbol: 'BTCUSDT', market: 'usdm', price: '59000.0', side: 'bid' }),
    );
    expect(price()).toBe('59000.0');
    // The form's limit now shows on the contract's chart, for the contract's market only.
    expect(useOrderTicketStore.getState().preview).toBeNull();
    type('Quantity', '0.010');
    await waitFor(() =>
      expect(useOrderTicketStore.getState().preview).toMatchObject({
        symbol: 'BTCUSDT',
        market: 'usdm',
        orders: [{ price: '59000.0', label: 'Preview · Limit buy 0.010 BTC' }],
      }),
    );
  });
});

describe('the scaled order form', () => {
  it('lists the limit orders and the margin they hold, then places them one by one', async () => {
    const fake = await openPanel(
      'usdm',
      createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Scaled' }));
    const form = await screen.findByRole('form', { name: 'Scaled order' });
    type('Start price', '60000.0');
    type('End price', '59000.0');
    type('Number of orders', '3');
    type('Total size', '0.030');
    const rows = await within(form).findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '60,000.0', '0.010'],
      ['2', '59,500.0', '0.010'],
      ['3', '59,000.0', '0.010'],
    ]);
    expect(within(form).getByLabelText('Scaled order preview').textContent).toMatch(
      /^3 limit buys \(GTC\): 0\.030 BTC from 60,000\.0 to 59,000\.0, at an average 59,500\.0; they hold 89\.25 USDT of margin at 20× · Available 9,700\.00 USDT\.$/,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Place 3 buy orders' }));
    expect((await within(form).findByRole('status', { name: 'Scaled order result' })).textContent).toBe(
      'Placed 3 of 3 orders: 3 open.',
    );
    expect(fake.callsTo('place')).toEqual(
      ['60000.0', '59500.0', '59000.0'].map((price) => btcusdtBuyLimit({ price, quantity: '0.010' })),
    );
  });

  it('takes the total as an order value in USDT: the size it shares out is worth no more', async () => {
    const fake = await openPanel('usdm');
    fireEvent.click(screen.getByRole('tab', { name: 'Scaled' }));
    const form = await screen.findByRole('form', { name: 'Scaled order' });
    type('Start price', '60000.0');
    type('End price', '59000.0');
    type('Number of orders', '3');
    type('Total size', '0.030');
    // Switching turns the total into what its orders are worth: 0.030 at the average 59,500.0.
    choose('Size in', 'value');
    expect((screen.getByRole('textbox', { name: 'Total value' }) as HTMLInputElement).value).toBe('1785');
    // Too little for a step is said under the value, not asked for as a size.
    type('Total value', '10');
    expect(within(form).getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '10.00 USDT buys less than one step of size at these prices.',
    );
    expect(within(form).queryByRole('alert', { name: 'Order check' })).toBeNull();
    type('Total value', '3000');
    // 3,000 / 59,500 = 0.0504…: 0.050, shared 0.017, 0.017 and 0.016, worth 2,975.50.
    expect(within(form).getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 0.050 BTC over 3 orders, worth 2,975.50 USDT at their prices.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Place 3 buy orders' }));
    await within(form).findByRole('status', { name: 'Scaled order result' });
    expect(fake.callsTo('place')).toEqual([
      btcusdtBuyLimit({ price: '60000.0', quantity: '0.017' }),
      btcusdtBuyLimit({ price: '59500.0', quantity: '0.017' }),
      btcusdtBuyLimit({ price: '59000.0', quantity: '0.016' }),
    ]);
  });

  it('says where the position would be liquidated once every order has filled', async () => {
    await openPanel('usdm', createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Scaled' }));
    const form = await screen.findByRole('form', { name: 'Scaled order' });
    type('Start price', '60000.0');
    type('End price', '59000.0');
    type('Number of orders', '3');
    type('Total size', '3.000');
    // 0.010 held at 60,000.0 and 1.000 at each of 60,000, 59,500 and 59,000: 3.010 at 179,100 / 3.010;
    // each pays the 0.02 % maker fee, 35.70 in all, out of the 10,000 cross wallet:
    // (9,964.30 − 179,100) / (0.004 × 3.010 − 3.010) = 56,416.93…, up to the tick.
    expect((await within(form).findByRole('status', { name: 'Liquidation estimate' })).textContent).toBe(
      'Liquidation price ≈ 56,417.0 once all fill (30,000.5 now).',
    );
    // The chart's preview: the three orders, then that price as a warning line.
    expect(useOrderTicketStore.getState().preview?.orders.at(-1)).toEqual({
      side: 'SELL',
      price: '56417.0',
      label: 'Preview · Long liquidation after this order',
      warning: true,
    });
  });
});

describe('positions, orders and wallet', () => {
  it('shows an isolated position’s own margin ratio, as a warning from 80 %', async () => {
    const isolated = {
      ...position('usdm', 'BTCUSDT', '0.100'),
      marginType: 'isolated' as const,
      isolatedMargin: '29.00000000',
    };
    await openPanel('usdm', createFakeFutures({ positions: [isolated] }));
    const table = await screen.findByRole('table', { name: 'Positions' });
    const row = within(table).getByRole('row', { name: 'Long BTCUSDT position' });
    // 0.4 % of the 6,050 value (24.20) over its 29.00 of isolated margin; the wallet has no cross position.
    const cell = await within(row).findByRole('cell', { name: '83.45 %' });
    expect(cell.className).toContain('dir-down');
    const wallet = within(screen.getByRole('table', { name: 'Wallets' })).getByRole('row', {
      name: 'USDT wallet',
    });
    expect(within(wallet).getAllByRole('cell').at(-1)!.textContent).toBe('—');

    // A margin amount that is not one is said in the row, and neither button asks main.
    fireEvent.change(within(row).getByRole('textbox', { name: 'Long BTCUSDT margin amount' }), {
      target: { value: '10 USDT' },
    });
    expect(within(row).getByRole('alert', { name: 'Long BTCUSDT margin refused' }).textContent).toBe(
      'Not an amount: "10 USDT".',
    );
    expect(within(row).getByRole('button', { name: 'Add margin to Long BTCUSDT' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('lists open positions and closes one after a confirmation', async () => {
    const fake = createFakeFutures({
      positions: [position('usdm', 'BTCUSDT', '0.100'), position('usdm', 'ETHUSDT', '0')],
    });
    await openPanel('usdm', fake);
    const table = await screen.findByRole('table', { name: 'Positions' });
    const row = within(table).getByRole('row', { name: 'Long BTCUSDT position' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'BTCUSDT',
      'Long',
      // On the contract's step and tick (0.001, 0.10), as the header and the order tables show them.
      '0.100',
      '60,000.0',
      '60,500.0',
      // ROE: +5 over 6,050 of value at the mark at 20× (302.50 of margin).
      '+5.00 USDT (+1.65 %)',
      '20×',
      '30,000.5',
      // The cross margin ratio: 0.4 % of the 6,050 value over the 10,000 cross wallet plus the +5.
      '0.24 %',
      'Cross',
      'TP — SetSL — SetBE',
      'Close positionReverse',
    ]);
    const wallet = within(await screen.findByRole('table', { name: 'Wallets' })).getByRole('row', {
      name: 'USDT wallet',
    });
    expect(within(wallet).getAllByRole('cell').at(-1)!.textContent).toBe('0.24 %');
    fireEvent.click(within(row).getByRole('button', { name: 'Close Long BTCUSDT position' }));
    expect(fake.callsTo('closePosition')).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm close' }));
    await waitFor(() =>
      expect(fake.callsTo('closePosition')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', positionSide: 'BOTH' },
      ]),
    );
    fake.emitChanged('usdm');
    expect(await screen.findByText('No open positions.')).toBeTruthy();
  });

  it('closes part of a position with a limit at a price, the mark to start with', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(within(row).getByRole('button', { name: 'Close Long BTCUSDT position' }));
    const group = within(row).getByRole('group', { name: 'Confirm closing Long BTCUSDT' });
    expect(within(group).getByLabelText('Close size')).toHaveProperty('value', '0.100');
    expect(group.textContent).toContain('Close 0.100 at market?');
    setIn(group, 'Close at', 'limit');
    expect(within(group).getByLabelText('Close price')).toHaveProperty('value', '60500.0');
    // A size or price that is not a number is not sent, and says nothing false.
    setIn(group, 'Close size', '0.0x');
    expect(group.textContent).toContain('Close … at 60,500.0?');
    expect(within(group).getByRole('button', { name: 'Confirm close' })).toHaveProperty('disabled', true);
    fireEvent.click(within(group).getByRole('button', { name: 'Close 50 % of the position' }));
    setIn(group, 'Close price', '61000.0');
    expect(group.textContent).toContain('Close 0.050 at 61,000.0?');
    fireEvent.click(within(group).getByRole('button', { name: 'Confirm close' }));
    await waitFor(() =>
      expect(fake.callsTo('closePosition')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', positionSide: 'BOTH', quantity: '0.050', price: '61000.0' },
      ]),
    );
  });

  it('closes part of a position when the mark reaches a take profit', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(within(row).getByRole('button', { name: 'Close Long BTCUSDT position' }));
    const group = within(row).getByRole('group', { name: 'Confirm closing Long BTCUSDT' });
    setIn(group, 'Close at', 'takeProfit');
    expect(within(group).getByRole('button', { name: 'Confirm close' })).toHaveProperty('disabled', true);
    fireEvent.click(within(group).getByRole('button', { name: 'Close 50 % of the position' }));
    setIn(group, 'Close trigger (mark price)', '63000.0');
    expect(group.textContent).toContain(
      'Close 0.050 at market when the mark reaches 63,000.0 (take profit)?',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Confirm close' }));
    await waitFor(() =>
      expect(fake.callsTo('closePosition')).toEqual([
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          positionSide: 'BOTH',
          quantity: '0.050',
          trigger: { type: 'TAKE_PROFIT_MARKET', stopPrice: '63000.0', workingType: 'MARK_PRICE' },
        },
      ]),
    );
  });

  it('closes every position at market after listing them, and names one that did not close', async () => {
    const fake = createFakeFutures({
      positions: [
        position('usdm', 'BTCUSDT', '0.100'),
        position('usdm', 'ETHUSDT', '-2.5'),
        position('usdm', 'BNBUSDT', '0'),
      ],
      closeAllFails: { symbol: 'ETHUSDT', reason: 'Order would immediately trigger. (code -2021)' },
    });
    await clickCloseAll(fake);
    const dialog = screen.getByRole('dialog', { name: 'Close all 2 positions?' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Positions to close' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Long BTCUSDT 0.100', 'Short ETHUSDT 2.5']);
    expect(fake.callsTo('closeAllPositions')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close all at market' }));
    const result = await screen.findByRole('status', { name: 'Close all positions result' });
    expect(result.textContent).toBe(
      'Closed 1 position at market.Short ETHUSDT not closed: Order would immediately trigger. (code -2021)',
    );
    expect(fake.callsTo('closeAllPositions')).toEqual([{ family: 'usdm', at: 'market' }]);
  });

  it('closes every position with a reduce-only limit at each mark, when asked to', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await clickCloseAll(fake);
    const dialog = screen.getByRole('dialog', { name: 'Close all 1 position?' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Limit at each mark' }));
    expect(within(dialog).getByText(/never worse than the mark/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place the limits' }));
    expect((await screen.findByRole('status', { name: 'Close all positions result' })).textContent).toMatch(
      /^Placed 1 reduce-only limit at the mark: \d filled, the rest on the book\.$/,
    );
    expect(fake.callsTo('closeAllPositions')).toEqual([{ family: 'usdm', at: 'mark' }]);
  });

  it('keeps Close all positions off with no position open, and asks before anything is sent', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await clickCloseAll(fake);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('closeAllPositions')).toEqual([]);
    cleanup();
    await openPanel('usdm', createFakeFutures());
    await screen.findByText('No open positions.');
    expect(screen.getByRole('button', { name: 'Close all positions' })).toHaveProperty('disabled', true);
  });

  it('reverses a one-way position after saying what it sends; a hedge-mode side has no Reverse', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reverse Long BTCUSDT position' }));
    const dialog = within(row).getByRole('dialog', { name: 'Reverse Long BTCUSDT to Short 0.100?' });
    expect(dialog.textContent).toContain('One market sell of 0.200');
    expect(fake.callsTo('reversePosition')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse at market' }));
    await waitFor(() =>
      expect(fake.callsTo('reversePosition')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT' }]),
    );
    fake.emitChanged('usdm');
    expect(await screen.findByRole('row', { name: 'Short BTCUSDT position' })).toBeTruthy();

    cleanup();
    const hedged = createFakeFutures({
      positions: [position('usdm', 'BTCUSDT', '0.100', 'LONG')],
      hedge: true,
    });
    await openPanel('usdm', hedged);
    const side = await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    expect(within(side).queryByRole('button', { name: /^Reverse/ })).toBeNull();
  });

  it('shows a refused reverse with its code in the position row', async () => {
    const fake = refusingNext(-2019, 'Margin is insufficient.', 400, {
      positions: [position('usdm', 'BTCUSDT', '-0.100')],
    });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Short BTCUSDT position' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reverse Short BTCUSDT position' }));
    expect(within(row).getByRole('dialog').textContent).toContain('One market buy of 0.200');
    fireEvent.click(within(row).getByRole('button', { name: 'Reverse at market' }));
    expect((await within(row).findByRole('alert', { name: 'Reverse refused' })).textContent).toContain(
      'Margin is insufficient. (code -2019)',
    );
  });

  it('starts a chase at the best bid with a limit, lists it as main moves it, and stops it', async () => {
    const fake = createFakeFutures();
    await openPanel('usdm', fake);
    fireEvent.click(await screen.findByRole('tab', { name: 'Chase' }));
    const form = screen.getByRole('form', { name: 'Chase order' });
    const start = within(form).getByRole('button', { name: 'Chase buy at the best bid' });
    expect(start).toHaveProperty('disabled', true);
    setIn(form, 'Chase quantity', '0.010');
    setIn(form, 'Chase limit price', '60100.0');
    expect(form.textContent).toContain(
      'A post-only limit at the best bid, moved in place as the bid moves, until it fills, no higher than 60,100.0.',
    );
    fireEvent.click(start);
    await waitFor(() =>
      expect(fake.callsTo('chase')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.010', limitPrice: '60100.0' },
      ]),
    );
    const chases = await screen.findByRole('region', { name: 'Chases' });
    const item = await within(chases).findByRole('listitem', { name: 'Chase buy 0.010 BTCUSDT' });
    expect(item.textContent).toBe(
      'Chase buy 0.010 BTCUSDT at 60,000.0 · no higher than 60,100.0 · moved 0× · ChasingStop',
    );
    act(() => fake.emitChase({ ...fake.state.chases[0]!, price: '60000.5', moves: 1, filled: '0.004' }));
    await waitFor(() =>
      expect(item.textContent).toBe(
        'Chase buy 0.010 BTCUSDT at 60,000.5 (from 60,000.0) · no higher than 60,100.0 · filled 0.004 of 0.010 · moved 1× · ChasingStop',
      ),
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Stop Chase buy 0.010 BTCUSDT' }));
    await waitFor(() => expect(fake.callsTo('stopChase')).toEqual([{ id: 'chase-1' }]));
    await waitFor(() => expect(item.textContent).toContain('Stopped · Stopped.'));
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('says what a chase costs as the post-only limit it starts as, and refuses one the margin cannot carry', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(screen.getByRole('tab', { name: 'Chase' }));
    const form = screen.getByRole('form', { name: 'Chase order' });
    setIn(form, 'Chase quantity', '0.010');
    // At the mark 60,500.0 and 20×: 30.25 of margin; post-only, so the maker rate.
    expect(within(form).getByRole('status', { name: 'Order cost' }).textContent).toMatch(
      /^Cost 30\.25 USDT \(margin at 20×\) · Fee \(0\.02 % maker\) ≈ 0\.12 USDT · /,
    );
    setIn(form, 'Chase quantity', '5');
    expect(within(form).getByRole('alert', { name: 'Order check' }).textContent).toBe(
      'Margin is insufficient. (code -2019)',
    );
    expect(within(form).getByRole('button', { name: 'Chase buy at the best bid' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(fake.callsTo('chase')).toEqual([]);
  });

  it('says where the chase and the TWAP would leave the liquidation: a maker limit at the mark, and the whole at the mark as a taker', async () => {
    await openPanel('usdm', createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.010')] }));
    await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(screen.getByRole('tab', { name: 'Chase' }));
    const chase = screen.getByRole('form', { name: 'Chase order' });
    setIn(chase, 'Chase quantity', '3.000');
    // 0.010 at 60,000.0 and 3.000 at the mark 60,500.0, the maker fee 36.30 out of the 10,000 wallet:
    // (9,963.70 − 182,100) / (0.004 × 3.010 − 3.010) = 57,417.81…, up to the tick.
    expect(within(chase).getByRole('status', { name: 'Liquidation estimate' }).textContent).toBe(
      'Liquidation price ≈ 57,417.9 once filled (30,000.5 now).',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
    const twap = screen.getByRole('form', { name: 'TWAP order' });
    setIn(twap, 'TWAP size', '3.000');
    // The same at the taker fee, 90.75: 57,435.97…
    expect(within(twap).getByRole('status', { name: 'Liquidation estimate' }).textContent).toBe(
      'Liquidation price ≈ 57,436.0 once every slice fills (30,000.5 now).',
    );
  });

  it('takes a chase and a TWAP sized as an order value in USDT: the quantity it buys at the mark is sent', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(screen.getByRole('tab', { name: 'Chase' }));
    const chase = screen.getByRole('form', { name: 'Chase order' });
    setIn(chase, 'Size in', 'value');
    expect(within(chase).queryByLabelText('Chase quantity')).toBeNull();
    setIn(chase, 'Chase value', '1000');
    // 1,000 / 60,500.0 = 0.01652…, down to the 0.001 step.
    expect(within(chase).getByRole('status', { name: 'Quantity for the value' }).textContent).toBe(
      '= 0.016 BTC at 60,500.0, the mark price.',
    );
    fireEvent.click(within(chase).getByRole('button', { name: 'Chase buy at the best bid' }));
    await waitFor(() =>
      expect(fake.callsTo('chase')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.016' },
      ]),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
    const twap = screen.getByRole('form', { name: 'TWAP order' });
    setIn(twap, 'TWAP size', '0.030');
    // Switching turns the typed size into what it is worth at the mark: 0.030 × 60,500.0.
    setIn(twap, 'Size in', 'value');
    expect((within(twap).getByLabelText('TWAP value') as HTMLInputElement).value).toBe('1815');
    setIn(twap, 'TWAP value', '3025');
    setIn(twap, 'Slices', '5');
    setIn(twap, 'Duration', '1');
    expect(within(twap).getByRole('status', { name: 'TWAP plan' }).textContent).toBe(
      '5 market buys of 0.010 BTC, one every 15 s, the first at once.',
    );
    fireEvent.click(within(twap).getByRole('button', { name: 'Start TWAP buy' }));
    await waitFor(() =>
      expect(fake.callsTo('twap')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', side: 'BUY', quantity: '0.050', slices: 5, durationSeconds: 60 },
      ]),
    );
  });

  it('sends a chase with the position side in hedge mode, and a sell chases the best ask', async () => {
    const fake = createFakeFutures({ hedge: true });
    await openPanel('usdm', fake);
    fireEvent.click(await screen.findByRole('tab', { name: 'Chase' }));
    const form = screen.getByRole('form', { name: 'Chase order' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sell' }));
    setIn(form, 'Position side', 'SHORT');
    setIn(form, 'Chase quantity', '0.020');
    expect(within(form).queryByLabelText('Reduce only')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Chase sell at the best ask' }));
    await waitFor(() =>
      expect(fake.callsTo('chase')).toEqual([
        { family: 'usdm', symbol: 'BTCUSDT', side: 'SELL', quantity: '0.020', positionSide: 'SHORT' },
      ]),
    );
  });

  it('starts a TWAP after saying its slices, lists it as main sends them, and stops it', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
    const form = screen.getByRole('form', { name: 'TWAP order' });
    const start = within(form).getByRole('button', { name: 'Start TWAP buy' });
    expect(start).toHaveProperty('disabled', true);
    setIn(form, 'TWAP size', '0.032');
    setIn(form, 'Slices', '3');
    setIn(form, 'Duration', '1');
    setIn(form, 'TWAP limit price', '61000');
    expect(within(form).getByRole('status', { name: 'TWAP plan' }).textContent).toBe(
      '3 market buys of 0.010–0.011 BTC, one every 30 s, the first at once; a slice is skipped while the best ask is above 61,000.0.',
    );
    // The whole at the mark 60,500.0 and 20×, a market order's taker rate
    expect(within(form).getByRole('status', { name: 'Order cost' }).textContent).toMatch(
      /^Cost 96\.80 USDT \(margin at 20×\) · Fee \(0\.05 % taker\) ≈ 0\.97 USDT · /,
    );
    fireEvent.click(start);
    await waitFor(() =>
      expect(fake.callsTo('twap')).toEqual([
        {
          family: 'usdm',
          symbol: 'BTCUSDT',
          side: 'BUY',
          quantity: '0.032',
          slices: 3,
          durationSeconds: 60,
          limitPrice: '61000',
        },
      ]),
    );
    const twaps = await screen.findByRole('region', { name: 'TWAPs' });
    const item = await within(twaps).findByRole('listitem', { name: 'TWAP buy 0.032 BTCUSDT' });
    expect(item.textContent).toMatch(
      /^TWAP buy 0\.032 BTCUSDT · 1 of 3 slices sent · filled 0\.000 · skips above 61,000\.0 · next at \d\d:\d\d:\d\d · RunningStop$/,
    );
    act(() =>
      fake.emitTwap({
        ...fake.state.twaps[0]!,
        sent: 2,
        skipped: 1,
        executedQty: '0.010',
        avgPrice: '60500.25',
      }),
    );
    await waitFor(() =>
      expect(item.textContent).toContain('· 2 of 3 slices sent, 1 skipped · filled 0.010 at 60,500.25 avg'),
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Stop TWAP buy 0.032 BTCUSDT' }));
    await waitFor(() => expect(fake.callsTo('stopTwap')).toEqual([{ id: 'twap-1' }]));
    await waitFor(() => expect(item.textContent).toMatch(/ · Stopped · Stopped by you\.$/));
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('refuses a TWAP whose slices or whole size the venue would refuse, and sends nothing', async () => {
    const fake = createFakeFutures({ positions: [position('usdm', 'BTCUSDT', '0.100')] });
    await openPanel('usdm', fake);
    await screen.findByRole('row', { name: 'Long BTCUSDT position' });
    fireEvent.click(screen.getByRole('tab', { name: 'TWAP' }));
    const form = screen.getByRole('form', { name: 'TWAP order' });
    const check = () => within(form).getByRole('alert', { name: 'Order check' }).textContent;
    // 0.005 in 5 slices: 0.001 each, 60.50 USDT at the mark, under the 100 minimum
    setIn(form, 'TWAP size', '0.005');
    expect(check()).toMatch(/\(code -4164\)$/);
    // Each slice would pass, but the whole needs more margin than the 9,700 available
    setIn(form, 'TWAP size', '5');
    expect(check()).toBe('Margin is insufficient. (code -2019)');
    setIn(form, 'TWAP size', '0.100');
    setIn(form, 'Duration', '3');
    setIn(form, 'Unit', 'seconds');
    expect(check()).toBe('At least a second between slices: fewer slices or a longer duration.');
    expect(within(form).getByRole('button', { name: 'Start TWAP buy' })).toHaveProperty('disabled', true);
    expect(fake.callsTo('twap')).toEqual([]);
  });

  it('shows a refused close with its code in the position row', async () => {
    const fake = refusingNext(-2022, 'ReduceOnly Order is rejected.', 400, {
      positions: [position('usdm', 'BTCUSDT', '-0.100', 'SHORT')],
      hedge: true,
    });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Short BTCUSDT position' });
    fireEvent.click(within(row).getByRole('button', { name: 'Close Short BTCUSDT position' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm close' }));
    expect((await within(row).findByRole('alert', { name: 'Close refused' })).textContent).toContain(
      'ReduceOnly Order is rejected. (code -2022)',
    );
  });

  it('shows a refused cancel with its code in the order row', async () => {
    const fake = refusingNext(-2011, 'Unknown order sent.', 400, { orders: [order('usdm', 'BTCUSDT', 5)] });
    await openPanel('usdm', fake);
    const row = await screen.findByRole('row', { name: 'Order 5' });
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel order 5' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('Unknown order sent. (code -2011)');
  });

  it('cancels an open order and refreshes when main reports a change', async () => {
    const fake = createFakeFutures({ orders: [order('usdm', 'BTCUSDT', 5)] });
    await openPanel('usdm', fake);
    const table = await screen.findByRole('table', { name: 'Open orders' });
    // The type in a trader's words (the venue's name after it), the price and size on tick and step.
    expect(
      within(within(table).getByRole('row', { name: 'Order 5' }))
        .getAllByRole('cell')
        .slice(2, 8)
        .map((c) => c.textContent),
    ).toEqual(['One-way BOTH', 'Limit LIMIT', '59,000.0', '—', '0.010', '0.000']);
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel order 5' }));
    await waitFor(() =>
      expect(fake.callsTo('cancel')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', orderId: 5 }]),
    );
    fake.emitChanged('usdm');
    expect(await screen.findByText('No open orders.')).toBeTruthy();
    const wallet = screen.getByRole('row', { name: 'USDT wallet' });
    expect(within(wallet).getAllByRole('cell')[4]?.textContent).toContain('9,700');
  });

  it('shows a refused position mode change with its code and keeps the mode', async () => {
    const fake = refusingNext(-4068, 'Position side cannot be changed if there exists position.');
    await openPanel('usdm', fake);
    fireEvent.click(screen.getByRole('button', { name: 'Hedge mode' }));
    const settings = screen.getByRole('group', { name: 'Account settings' });
    expect((await within(settings).findByRole('alert', { name: 'Position mode refused' })).textContent).toBe(
      'Position side cannot be changed if there exists position. (code -4068)',
    );
    expect(screen.getByRole('status', { name: 'Position mode' }).textContent).toBe('One-way');
  });

  it('refuses a leverage past the symbol’s highest bracket with the venue’s -4028, before asking main', async () => {
    const fake = await openPanel('usdm');
    await screen.findByRole('table', { name: 'Leverage brackets' });
    type('Leverage', '150');
    const settings = screen.getByRole('group', { name: 'Account settings' });
    expect(within(settings).getByRole('alert').textContent).toBe(
      'Leverage 150 is not valid (code -4028). BTCUSDT takes 1× to 125×, whole numbers.',
    );
    expect(screen.getByLabelText('Leverage').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Set leverage' })).toHaveProperty('disabled', true);
    type('Leverage', '125');
    expect(within(settings).queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set leverage' }));
    await waitFor(() =>
      expect(fake.callsTo('setLeverage')).toEqual([{ family: 'usdm', symbol: 'BTCUSDT', leverage: 125 }]),
    );
  });

  it('shows a refused leverage change with its code in the settings', async () => {
    const fake = refusingNext(-2027, 'Exceeded the maximum allowable position at current leverage.', 400);
    await openPanel('usdm', fake);
    type('Leverage', '125');
    fireEvent.click(screen.getByRole('button', { name: 'Set leverage' }));
    const settings = screen.getByRole('group', { name: 'Account settings' });
    expect((await within(settings).findByRole('alert', { name: 'Leverage refused' })).textContent).toBe(
      'Exceeded the maximum allowable position at current leverage. (code -2027)',
    );
  });
});
