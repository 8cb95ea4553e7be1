import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/faults';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { expectOrderNotice } from '../support/notices';
import { openPanel } from '../support/panels';
import { submitConfirmed } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

async function marketOrder(panel: Locator, side: 'Buy' | 'Sell', quantity: string) {
  await panel.getByRole('button', { name: side, exact: true }).click();
  await panel.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
  await panel.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await submitConfirmed(panel, `Place ${side.toLowerCase()} order`);
}

test.describe('futures by the user-data stream', () => {
  test('a market order answered 5xx after acceptance is known again and told filled by the stream, closed, and its P&L shown', async ({
    app,
    venue,
  }) => {
    test.setTimeout(300_000);
    const panel = await openPanel(app, 'USD-M futures');
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('row', { name: 'USDT wallet' })).toBeVisible({ timeout: 30_000 });
    expect((await venue.setFaults({ serverErrorPercent: 100 })).serverErrorPercent).toBe(100);
    await marketOrder(panel, 'Buy', '0.010');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      'unknown, checking with the venue',
      { timeout: 30_000 },
    );
    await venue.setFaults({ serverErrorPercent: 0 });

    // The stream tells the order known again and filled; only the stream tells fills.
    await expectOrderNotice(
      app,
      /is known again: the venue has it as (Open \(NEW\)|Filled \(FILLED\))/,
      30_000,
    );
    await expectOrderNotice(
      app,
      /^Filled: market buy 0\.010 BTCUSDT at an average of \d{1,3}(,\d{3})*\.\d\./,
      30_000,
    );
    const long = panel.getByRole('row', { name: 'Long BTCUSDT position' });
    await expect(long.getByRole('cell').nth(2)).toHaveText('0.010', { timeout: 15_000 });
    // The venue's own record: the one order, filled, sent once however its answer was lost.
    expect((await venue.futuresOrders('fapi')).map((o) => o.status)).toEqual(['FILLED']);

    await long.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    await long.getByRole('button', { name: 'Confirm close' }).click();
    await expectOrderNotice(
      app,
      /^Filled: market sell 0\.010 BTCUSDT at an average of \d{1,3}(,\d{3})*\.\d\./,
      30_000,
    );
    expect((await venue.futuresOrders('fapi')).map((o) => o.status)).toEqual(['FILLED', 'FILLED']);

    await openTab(app, 'Positions');
    const pane = app.getByRole('region', { name: 'Positions' });
    await pane.getByRole('button', { name: /^Show futures realized P&L/ }).click();
    const closed = pane.getByRole('table', { name: 'USDⓈ-M closed positions' });
    await expect(closed.getByRole('row', { name: /^BTCUSDT LONG closed/ })).toContainText('LONG 0.01', {
      timeout: 15_000,
    });
    const perPosition = pane.getByRole('table', { name: 'USDⓈ-M P&L per position' });
    await expect(perPosition.getByRole('row', { name: 'BTCUSDT One-way futures position' })).toBeVisible();
    await expect(pane.getByLabel('Futures P&L in USDT')).toContainText('Commission−0.');
  });
});
