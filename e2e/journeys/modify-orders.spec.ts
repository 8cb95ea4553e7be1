import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { shownPrice, plainNumber } from '../support/shown';
import { lastPriceOf, orderEntryFor, placeOrder } from '../support/order-entry';
import { openOrdersRow as openRow, refreshedHistory } from '../support/order-tables';
import { openTab } from '../support/panels';

/** Opens the order at `price` in the Modify dialog, at its cancel-replace options failing as `mode` says. */
async function cancelReplaceDialog(app: Page, price: string, mode: 'ALLOW_FAILURE' | 'STOP_ON_FAILURE') {
  await openRow(app, price)
    .getByRole('button', { name: /^Modify / })
    .click();
  const dialog = app.getByRole('dialog');
  await dialog.getByText('Cancel-replace options').click();
  await dialog.getByLabel('If the cancel fails').selectOption(mode);
  return dialog;
}

test.describe('modifying an order', () => {
  test('a smaller quantity keeps its priority; the expert cancel-replace in both modes, one whose new order fails', async ({
    app,
  }) => {
    // More than the account's USDT can pay for at the replacement price, inside the symbol's filters.
    await openTab(app, 'Account');
    const usdt = app.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^USDT/ });
    const usdtTotal = dec(plainNumber((await usdt.getByRole('cell').nth(2).textContent())!));

    const entry = await orderEntryFor(app);
    const last = await lastPriceOf(entry);
    const first = last.div(2).toFixed(2);
    const second = last.div(2).plus(1).toFixed(2);
    const unaffordable = usdtTotal.mul('1.5').div(second).toDecimalPlaces(5).toFixed();
    expect(dec(unaffordable).mul(second).lt('9000000')).toBe(true);
    await expect(await placeOrder(app, entry, { type: 'LIMIT', price: first, size: '0.01' })).toContainText(
      'NEW',
    );
    await openTab(app, 'Open orders');
    await expect(openRow(app, first)).toContainText('NEW');

    // A smaller open quantity: amended in place, keeping its queue priority.
    await openRow(app, first)
      .getByRole('button', { name: /^Modify / })
      .click();
    let dialog = app.getByRole('dialog', { name: `Modify BTCUSDT Limit buy at ${shownPrice(first)}` });
    await dialog.getByLabel('Open quantity').fill('0.005');
    await dialog.getByRole('button', { name: 'Modify', exact: true }).click();
    await expect(dialog.getByRole('status', { name: 'Modify result' })).toHaveText(
      `Modified: Limit buy at ${shownPrice(first)}, 0.00500 open; it kept its place in the queue.`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(openRow(app, first)).toContainText('/ 0.00500');

    // The expert's cancel-replace, placing the new order even if the cancel fails: both succeed.
    dialog = await cancelReplaceDialog(app, first, 'ALLOW_FAILURE');
    await dialog.getByLabel('New price').fill(second);
    await dialog.getByRole('button', { name: 'Cancel and replace' }).click();
    let result = dialog.getByRole('status', { name: 'Cancel-replace result' });
    await expect(result).toContainText('Cancel succeeded');
    await expect(result).toContainText(/New order succeeded \(NEW, order \d+\)/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(openRow(app, first)).toHaveCount(0);
    await expect(openRow(app, second)).toContainText('NEW');

    // Stop on failure, with a new order the balance cannot pay for: the venue answers 409, explained.
    dialog = await cancelReplaceDialog(app, second, 'STOP_ON_FAILURE');
    await dialog.getByLabel('New quantity').fill(unaffordable);
    await dialog.getByRole('button', { name: 'Cancel and replace' }).click();
    result = dialog.getByRole('status', { name: 'Cancel-replace result' });
    await expect(result).toContainText('Cancel succeeded');
    await expect(result).toContainText(
      'New order failed: Account has insufficient balance for requested action. (code -2010)',
    );
    await expect(result).toContainText('The venue answered HTTP 409.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(app.getByText('No open orders.')).toBeVisible();

    // The venue's allOrders: the first order and its replacement are both CANCELED.
    const { all } = await refreshedHistory(app);
    await expect(all.getByRole('row').filter({ hasText: shownPrice(first) })).toContainText('CANCELED');
    await expect(all.getByRole('row').filter({ hasText: shownPrice(second) })).toContainText('CANCELED');
  });
});
