import type { Locator, Page } from '@playwright/test';
import { dec } from '../../shared/decimal/decimal';
import { expect, test } from '../support/app';
import { shownPrice } from '../support/shown';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** An OTO on BTCUSDT: a limit buy working at `working`, then a limit sell of the same size pending at `pending`. */
async function placeOto(app: Page, entry: Locator, working: string, pending: string) {
  await entry.getByRole('tab', { name: 'OTO', exact: true }).click();
  await entry.getByLabel('Working order type').selectOption('LIMIT');
  await entry.getByLabel('Working order side').selectOption('BUY');
  await entry.getByLabel('Working order quantity').fill('0.001');
  await entry.getByLabel('Working order price', { exact: true }).fill(working);
  await entry.getByLabel('Pending order type').selectOption('LIMIT');
  await entry.getByLabel('Pending order side').selectOption('SELL');
  await entry.getByLabel('Pending order quantity').fill('0.001');
  await entry.getByLabel('Pending order price', { exact: true }).fill(pending);
  await entry.getByRole('button', { name: 'Place OTO' }).click();
  await app.getByRole('dialog').getByRole('button', { name: 'Place OTO' }).click();
  await expect(entry.getByRole('status', { name: 'Order list result' })).toContainText('OTO');
}

const openRow = (app: Page, price: string) =>
  app
    .getByRole('table', { name: 'Open orders' })
    .getByRole('row')
    .filter({ hasText: shownPrice(price) });

test.describe('OTO lists (issue 10, journey 5)', () => {
  test('the pending order is PENDING_NEW while its working order rests, and goes on the book once it fills', async ({
    app,
  }) => {
    const entry = app.getByRole('region', { name: 'Order entry' }).last();
    await entry.getByLabel('Trading symbol').selectOption('BTCUSDT');
    const lastText = entry.getByLabel('Last price');
    await expect(lastText).toHaveText(/\d/);
    const last = dec((await lastText.textContent())!.replace(/,/g, ''));

    // Working below the market: it rests, so the sell waits as PENDING_NEW.
    const restingPending = last.mul('1.5').toFixed(2);
    await placeOto(app, entry, last.div(2).toFixed(2), restingPending);
    await openTab(app, 'Open orders');
    await expect(openRow(app, restingPending)).toContainText('PENDING_NEW');

    // Working above the market: it fills at once, and its pending sell goes on the book as NEW.
    const livePending = last.mul('1.6').toFixed(2);
    await placeOto(app, entry, last.mul('1.05').toFixed(2), livePending);
    await openTab(app, 'Open orders');
    await expect(openRow(app, livePending)).toContainText('NEW');
    await expect(openRow(app, livePending)).not.toContainText('PENDING_NEW');
    await expect(openRow(app, restingPending)).toContainText('PENDING_NEW');

    // The venue's own allOrders agrees: the filled working order and its pending sell, now NEW.
    await openTab(app, 'History');
    const history = app.getByRole('region', { name: /^History/ });
    await history.getByRole('button', { name: 'Refresh' }).click();
    const all = history.getByRole('table', { name: 'All orders' });
    await expect(all.getByRole('row').filter({ hasText: livePending })).toContainText('NEW');
    await expect(all.getByRole('row').filter({ hasText: 'FILLED' })).toHaveCount(1);
  });
});
