import { expect, test } from '../support/app';
import type { Page } from '@playwright/test';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';
import { shownSpotLast } from '../support/spot-last';
import { dec } from '@shared/decimal/decimal';
import { amountDecimals, formatDecimal } from '@shared/decimal/format';
import { submitConfirmed } from '../support/futures-order';
import { roundToStep } from '@shared/decimal/step';

useKeyringWhereNoneRuns(test);

/** The pane of `market` with a buy limit at 80 % of the spot price, sized by its order value. */
async function limitByValue(app: Page, market: 'USD-M futures' | 'COIN-M futures', value: string) {
  const price = (await shownSpotLast(app)).mul('0.8').floor().toFixed(1);
  const panel = await openOrderPanel(app, market);
  await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(price);
  await panel.getByRole('combobox', { name: 'Size in' }).selectOption('value');
  await panel.getByRole('textbox', { name: 'Order value' }).fill(value);
  return { panel, price };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value, in the zone the browser shares with this process. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test.describe('futures orders', () => {
  test('checks a price against the tick as it is typed, then places a GTD order and cancels it', async ({
    app,
  }) => {
    // Far below the mark (which follows the spot price): the buy rests.
    const below = (await shownSpotLast(app)).mul('0.8').floor().toFixed(0);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(`${below}.05`);
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    // The venue's words and code, then what the contract takes.
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveText(
      /^Price not increased by tick size\. \(code -4014\) Prices run from [\d.,]+ to [\d.,]+ in ticks of 0\.1\.$/,
    );
    await expect(panel.getByRole('button', { name: 'Place buy order' })).toBeDisabled();

    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(`${below}.10`);
    await panel.getByRole('combobox', { name: 'Time in force' }).selectOption('GTD');
    await expect(panel.getByRole('alert', { name: 'Order check' })).toContainText('(code -1102)');
    await panel.getByLabel('Good till').fill(localInput(Date.now() + 3 * 3_600_000));
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveCount(0);
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Limit buy');

    const orders = panel.getByRole('table', { name: 'Open orders' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await orders.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await expect(panel.getByText('No open orders.')).toBeVisible();
  });

  test('a limit sized by its order value in USDT: the venue holds the quantity the value buys at its price', async ({
    app,
    paperVenue,
  }) => {
    const { panel, price } = await limitByValue(app, 'USD-M futures', '1234.56');
    // Down to the contract's 0.001 step: never worth more than typed.
    const quantity = roundToStep(dec('1234.56').div(price), '0.001', 'floor');
    await expect(panel.getByRole('status', { name: 'Quantity for the value' })).toContainText(
      `= ${quantity} BTC at `,
    );
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      `Limit buy ${quantity} BTCUSDT`,
    );
    const [held] = await paperVenue.futures<{ price: string; origQty: string }>('orders', 'fapi');
    expect(dec(held!.origQty).eq(quantity) && dec(held!.price).eq(price)).toBe(true);
    expect(dec(held!.origQty).mul(held!.price).lte('1234.56')).toBe(true);
  });

  test('says where the position would be liquidated before the order, and the venue puts it there', async ({
    app,
    paperVenue,
  }) => {
    type VenuePosition = {
      symbol: string;
      positionAmt: string;
      entryPrice: string;
      liquidationPrice: string;
    };
    // A limit 1 % above the spot price buys at once at the book's asks; 0.450 BTC is about three times
    // the 10,000 USDT wallet, so a fall of about a third liquidates it.
    const limit = (await shownSpotLast(app)).mul('1.01').toDecimalPlaces(1).toFixed(1);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(limit);
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.450');
    const line = panel.getByRole('status', { name: 'Liquidation estimate' });
    await expect(line).toHaveText(/^Liquidation price ≈ [\d,]+\.\d once filled\.$/);
    const estimate = dec(
      (/≈ ([\d,.]+)/.exec((await line.textContent()) ?? '')?.[1] ?? '').replaceAll(',', ''),
    );
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Limit buy 0.450');
    const position = async () =>
      (await paperVenue.futures<VenuePosition>('positions', 'fapi')).find((p) => p.symbol === 'BTCUSDT');
    await expect.poll(async () => (await position())?.positionAmt).toBe('0.450');
    const held = (await position())!;
    // The estimate took the fill at the limit price and the taker fee on that; the venue filled lower.
    // For a long, liquidation = (wallet − fee − A·E) / (A·(mmr − 1)), so each unit the entry is lower
    // moves it down by (1 + taker rate) / (1 − mmr): the paper venue's 0.05 % and 0.4 % on BTCUSDT.
    const shift = dec(held.entryPrice).minus(limit).mul('1.0005').div('0.996');
    const expected = estimate.plus(shift);
    // The estimate is shown up to the 0.1 tick, and the venue prints the entry it uses rounded.
    expect(
      dec(held.liquidationPrice).minus(expected).abs().lte('0.101'),
      `venue ${held.liquidationPrice} against ${expected.toFixed()} (estimate ${estimate.toFixed()} at ${limit})`,
    ).toBe(true);
  });

  test('a COIN-M limit sized by its order value in BTC: the venue holds the contracts the value buys at its price', async ({
    app,
    paperVenue,
  }) => {
    const { panel, price } = await limitByValue(app, 'COIN-M futures', '0.015');
    // Contracts of 100 USD: 0.015 BTC × the price / 100, down to a whole contract.
    const contracts = dec('0.015').mul(price).div(100).floor().toFixed(0);
    await expect(panel.getByRole('status', { name: 'Quantity for the value' })).toHaveText(
      `= ${contracts} contracts at ${formatDecimal(price, 1)}, the limit price.`,
    );
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      `Limit buy ${contracts} BTCUSD_PERP`,
    );
    const [held] = await paperVenue.futures<{ price: string; origQty: string }>('orders', 'dapi');
    expect(dec(held!.origQty).eq(contracts) && dec(held!.price).eq(price)).toBe(true);
    // Worth no more than the value: the contracts' 100 USD each at the price, in BTC.
    expect(dec(held!.origQty).mul(100).div(price).lte('0.015')).toBe(true);
  });

  test('a scaled buy under the mark: its orders listed, placed in turn, and held by the venue as shown', async ({
    app,
    paperVenue,
  }) => {
    type VenueOrder = { type: string; side: string; status: string; price: string; origQty: string };
    const last = await shownSpotLast(app);
    const start = last.mul('0.9').toDecimalPlaces(1).toFixed(1);
    const end = last.mul('0.88').toDecimalPlaces(1).toFixed(1);
    const middle = dec(start).plus(end).div(2).toDecimalPlaces(1).toFixed(1);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('tab', { name: 'Scaled' }).click();
    const form = panel.getByRole('form', { name: 'Scaled order' });
    await form.getByRole('textbox', { name: 'Start price' }).fill(start);
    await form.getByRole('textbox', { name: 'End price' }).fill(end);
    await form.getByRole('textbox', { name: 'Number of orders' }).fill('3');
    await form.getByRole('textbox', { name: 'Total size' }).fill('0.030');
    await expect(form.getByLabel('Scaled order preview')).toContainText('of margin at 20× · Available');
    await submitConfirmed(form, 'Place 3 buy orders', 'Place orders');
    await expect(form.getByRole('status', { name: 'Scaled order result' })).toHaveText(
      'Placed 3 of 3 orders: 3 open.',
    );
    const resting = (await paperVenue.futures<VenueOrder>('orders', 'fapi')).filter(
      (o) => o.type === 'LIMIT' && o.status === 'NEW',
    );
    expect(
      resting
        .map((o) => [o.side, dec(o.price).toFixed(1), dec(o.origQty).toFixed(3)])
        .sort((a, b) => dec(b[1]!).comparedTo(a[1]!)),
    ).toEqual([start, middle, end].map((price) => ['BUY', price, '0.010']));
    await expect(panel.getByRole('table', { name: 'Open orders' }).getByRole('row')).toHaveCount(4);
  });

  test('a scaled buy sized as 1,800 USDT: the orders the venue holds are the total said, worth no more', async ({
    app,
    paperVenue,
  }) => {
    type VenueOrder = { type: string; status: string; price: string; origQty: string };
    const last = await shownSpotLast(app);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('tab', { name: 'Scaled' }).click();
    const form = panel.getByRole('form', { name: 'Scaled order' });
    await form
      .getByRole('textbox', { name: 'Start price' })
      .fill(last.mul('0.9').toDecimalPlaces(1).toFixed(1));
    await form
      .getByRole('textbox', { name: 'End price' })
      .fill(last.mul('0.88').toDecimalPlaces(1).toFixed(1));
    await form.getByRole('textbox', { name: 'Number of orders' }).fill('4');
    await form.getByRole('combobox', { name: 'Size in' }).selectOption('value');
    await form.getByRole('textbox', { name: 'Total value' }).fill('1800');
    const words = form.getByRole('status', { name: 'Quantity for the value' });
    await expect(words).toHaveText(
      /^= 0\.\d{3} BTC over 4 orders, worth [\d,]+\.\d{2,} USDT at their prices\.$/,
    );
    const [, total, worth] = /^= ([\d.]+) BTC over 4 orders, worth ([\d,.]+) USDT/.exec(
      (await words.textContent())!,
    )!;
    await submitConfirmed(form, 'Place 4 buy orders', 'Place orders');
    await expect(form.getByRole('status', { name: 'Scaled order result' })).toHaveText(
      'Placed 4 of 4 orders: 4 open.',
    );
    const resting = (await paperVenue.futures<VenueOrder>('orders', 'fapi')).filter(
      (o) => o.type === 'LIMIT' && o.status === 'NEW',
    );
    expect(resting).toHaveLength(4);
    const held = resting.reduce((sum, o) => sum.plus(o.origQty), dec('0'));
    const value = resting.reduce((sum, o) => sum.plus(dec(o.origQty).mul(o.price)), dec('0'));
    expect(held.eq(total!)).toBe(true);
    expect(value.eq(worth!.replace(/,/g, ''))).toBe(true);
    expect(value.lte(1800)).toBe(true);
  });

  test('says what a limit buy costs in margin; Max types the most the margin carries, one step more is refused with -2019', async ({
    app,
    paperVenue,
  }) => {
    const below = (await shownSpotLast(app)).mul('0.8').floor().toFixed(0);
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('textbox', { name: 'Leverage' }).fill('2');
    await panel.getByRole('button', { name: 'Set leverage' }).click();
    await expect(panel.getByText('Leverage (now 2×)')).toBeVisible();
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(`${below}.0`);
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    const cost = panel.getByRole('status', { name: 'Order cost' });
    // The fee at the venue's maker rate (0.02 %, its default): a buy this far below the mark rests.
    const fee = formatDecimal(dec(below).mul('0.010').mul('0.0002').toFixed(), amountDecimals('USDT'));
    await expect(cost).toHaveText(
      new RegExp(
        `^Cost [\\d,.]+ USDT \\(margin at 2×\\) · Fee \\(0\\.02 % maker\\) ≈ ${fee} USDT · 25 % 50 % 75 % Max [\\d.]+ BTC · Available [\\d,.]+ USDT$`,
      ),
    );

    await cost.getByRole('button', { name: /^Max [\d.]+ BTC: type it$/ }).click();
    const quantity = panel.getByRole('textbox', { name: 'Quantity' });
    const max = dec(await quantity.inputValue());
    expect(max.gt('0.010')).toBe(true);
    await quantity.fill(max.plus('0.001').toFixed(3));
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveText(
      'Margin is insufficient. (code -2019)',
    );
    await expect(panel.getByRole('button', { name: 'Place buy order' })).toBeDisabled();
    expect(await paperVenue.futures('orders', 'fapi')).toEqual([]);

    await quantity.fill(max.toFixed(3));
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Limit buy');
    const [held] = await paperVenue.futures<{ origQty: string; status: string }>('orders', 'fapi');
    expect(held).toMatchObject({ status: 'NEW' });
    expect(dec(held!.origQty).eq(max)).toBe(true);
  });

  test('places a COIN-M stop-market order that closes the position when it fires, and cancels it', async ({
    app,
  }) => {
    // A stop well below the mark: it waits.
    const stop = (await shownSpotLast(app)).mul('0.8').floor().toFixed(1);
    const panel = await openOrderPanel(app, 'COIN-M futures');
    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Order type' }).selectOption('STOP_MARKET');
    await expect(panel.getByRole('textbox', { name: 'Price', exact: true })).toHaveCount(0);
    await panel.getByRole('checkbox', { name: 'Close position' }).check();
    await expect(panel.getByRole('textbox', { name: 'Quantity' })).toHaveCount(0);
    await panel.getByRole('textbox', { name: 'Stop price' }).fill(stop);
    await panel.getByRole('combobox', { name: 'Trigger price' }).selectOption('MARK_PRICE');
    await submitConfirmed(panel, 'Place sell order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Stop market sell');

    const orders = panel.getByRole('table', { name: 'Open orders' });
    const row = orders.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(3)).toHaveText('Stop market STOP_MARKET');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Close position');
    await row.getByRole('button', { name: /^Cancel order \d+$/ }).click();
    await expect(panel.getByText('No open orders.')).toBeVisible();
  });
});
