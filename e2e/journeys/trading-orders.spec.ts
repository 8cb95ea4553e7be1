import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app';
import { shownPrice } from '../support/shown';
import { lastPriceOf, orderEntryFor, submitOrder } from '../support/order-entry';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

const orderEntry = (app: Page) => app.getByRole('region', { name: 'Order entry' }).last();

/**
 * A BTCUSDT price `fraction` of the last price, on the tick (0.01): far enough below the market to rest,
 * within PERCENT_PRICE_BY_SIDE (bid ≥ 0.2 × average).
 */
async function belowMarket(app: Page, fraction: string, plus = '0') {
  const lastPrice = await lastPriceOf(await orderEntryFor(app));
  return lastPrice.mul(fraction).plus(plus).toFixed(2);
}

/** A limit buy below the market on BTCUSDT (tick 0.01, step 0.00001, notional ≥ 5). */
async function placeLimitBuy(app: Page, price: string, size: string) {
  const entry = await orderEntryFor(app);
  const dialog = await submitOrder(app, entry, { side: 'Buy', type: 'LIMIT', price, size });
  await expect(dialog.getByRole('region', { name: 'Commission preview' })).toContainText('Commission');
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(entry.getByRole('status', { name: 'Order result' })).toContainText('NEW');
}

test.describe('trading on the paper venue', () => {
  test('places a limit buy, sees it open, and cancels it', async ({ app }) => {
    // The Paper profile's Ed25519 key logs the user-data connection on; orders go over it.
    const userData = app.getByLabel('Stream user-data');
    await expect(userData).toContainText('user-data live · orders');
    await expect(userData).toHaveAttribute('title', /logged on/);
    const price = await belowMarket(app, '0.5');
    await placeLimitBuy(app, price, '0.01');
    await openTab(app, 'Open orders');
    const open = app.getByRole('table', { name: 'Open orders' });
    const row = open.getByRole('row').filter({ hasText: shownPrice(price) });
    await expect(row).toContainText('NEW');
    await row.getByRole('button', { name: /^Cancel / }).click();
    await expect(row).toHaveCount(0);
  });

  test('refuses a price off the tick with the venue message, and sends nothing', async ({ app }) => {
    const entry = orderEntry(app);
    const offTick = `${await belowMarket(app, '0.5')}5`;
    await entry.getByLabel('Price', { exact: true }).fill(offTick);
    await entry.getByLabel('Size', { exact: true }).fill('0.01');
    await expect(entry.getByRole('alert')).toContainText('Filter failure: PRICE_FILTER (code -1013)');
    await expect(entry.getByRole('button', { name: 'Buy BTC' })).toBeDisabled();
    await openTab(app, 'Open orders');
    await expect(app.getByText('No open orders.')).toBeVisible();
  });

  test('places an OCO whose legs sit either side of the last price, and refuses one that does not', async ({
    app,
  }) => {
    const entry = await orderEntryFor(app);
    const lastPrice = await lastPriceOf(entry);
    await entry.getByRole('tab', { name: 'OCO', exact: true }).click();
    await entry.getByLabel('Side', { exact: true }).selectOption('SELL');
    await entry.getByLabel('Quantity', { exact: true }).fill('0.01');
    await entry.getByLabel('Above leg price', { exact: true }).fill('1.00');
    await expect(entry.getByRole('group', { name: 'Above leg' }).getByRole('alert')).toContainText(
      'The relationship of the prices for the orders is not correct. (code -2010)',
    );
    await entry.getByLabel('Above leg price', { exact: true }).fill(lastPrice.mul(2).toFixed(2));
    await entry.getByLabel('Below leg trigger price').fill(lastPrice.div(2).toFixed(2));
    await entry.getByLabel('Below leg price', { exact: true }).fill(lastPrice.div(2).minus(1).toFixed(2));
    await expect(entry.getByLabel('What happens')).toContainText('the other is cancelled');
    await entry.getByRole('button', { name: 'Place OCO' }).click();
    await app.getByRole('dialog').getByRole('button', { name: 'Place OCO' }).click();
    await expect(entry.getByRole('status', { name: 'Order list result' })).toContainText('OCO');
    await openTab(app, 'Open orders');
    await expect(app.getByRole('rowgroup', { name: /^OCO / })).toBeVisible();
  });

  test('moves an order to a new price and says what it now is; cancel-replace stays an expert option', async ({
    app,
  }) => {
    const newPrice = await belowMarket(app, '0.5', '1');
    await placeLimitBuy(app, await belowMarket(app, '0.5'), '0.01');
    await openTab(app, 'Open orders');
    await app
      .getByRole('button', { name: /^Modify / })
      .first()
      .click();
    const dialog = app.getByRole('dialog');
    await dialog.getByLabel('Price', { exact: true }).fill(newPrice);
    await dialog.getByRole('button', { name: 'Modify', exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Modify result' })).toHaveText(
      `Modified: Limit buy at ${shownPrice(newPrice)}, 0.01000 open.`,
    );
    await dialog.getByText('Cancel-replace options').click();
    await expect(dialog.getByLabel('If the cancel fails')).toHaveValue('STOP_ON_FAILURE');
  });

  test('cancels every order of the active symbol with the hotkey, after confirmation', async ({ app }) => {
    await placeLimitBuy(app, await belowMarket(app, '0.5'), '0.01');
    await placeLimitBuy(app, await belowMarket(app, '0.5', '1'), '0.01');
    await app.keyboard.press('Alt+KeyX');
    await app.getByRole('dialog').getByRole('button', { name: 'Cancel all orders' }).click();
    await openTab(app, 'Open orders');
    await expect(app.getByText('No open orders.')).toBeVisible();
  });

  test('exports the order history to CSV', async ({ app }) => {
    const price = await belowMarket(app, '0.5');
    await placeLimitBuy(app, price, '0.01');
    await openTab(app, 'History');
    const history = app.getByRole('region', { name: /^History/ });
    await expect(history.getByRole('table', { name: 'All orders' })).toContainText(shownPrice(price));
    const [download] = await Promise.all([
      app.waitForEvent('download'),
      history.getByRole('button', { name: 'Export All orders to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-BTCUSDT-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'time,symbol,orderId,clientOrderId,orderListId,side,type,timeInForce,price,stopPrice,origQty,executedQty,cummulativeQuoteQty,status,updateTime',
    );
    expect(csv).toContain(',BTCUSDT,');
  });

  test('shows balances, portfolio value, commission rates and unfilled order counts', async ({ app }) => {
    await openTab(app, 'Account');
    const account = app.getByRole('region', { name: 'Account' }).last();
    await expect(account.getByRole('table', { name: 'Balances' })).toContainText('USDT');
    await expect(account.getByLabel('Portfolio total')).toContainText('USDT');
    await expect(account.getByLabel('Account commission rates')).toContainText('%');
    await expect(
      account.getByRole('table', { name: 'Unfilled order counts' }).getByRole('row'),
    ).not.toHaveCount(1);

    // Right after start the value chart already reaches back a day: main rebuilt it from the venue.
    const chart = account.getByRole('img', { name: /^Portfolio value in USDT over 24 hours, from \d/ });
    await expect(chart).toBeVisible();
    const line = (await chart.locator('polyline').getAttribute('points'))!;
    expect(line.split(' ').length).toBeGreaterThanOrEqual(288);
    await account
      .getByRole('group', { name: 'Value chart range' })
      .getByRole('button', { name: '7 days' })
      .click();
    await expect(
      account.getByRole('img', { name: /^Portfolio value in USDT over 7 days, from \d/ }),
    ).toBeVisible();
    await expect(account.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });
});
