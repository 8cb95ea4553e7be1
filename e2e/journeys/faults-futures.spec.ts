import type { Locator } from '@playwright/test';
import { watchBridgeCalls } from '../support/bridge-calls';
import { expect, test } from '../support/faults';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';
import { confirmIn } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

/** The end of the block the pane shows ("Rate limited until HH:MM:SS.mmm", UTC), as ms since epoch. */
async function shownUntil(reason: Locator): Promise<number> {
  const text = (await reason.textContent()) ?? '';
  const [, h, m, s, ms] = /until (\d{2}):(\d{2}):(\d{2})\.(\d{3})/.exec(text) ?? [];
  if (h === undefined) throw new Error(`No end of the block in "${text}"`);
  const today = new Date();
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), +h, +m!, +s!, +ms!);
  // Just after midnight the block may have been set yesterday, and end today (or the other way round).
  return [at - 86_400_000, at, at + 86_400_000].reduce((a, b) =>
    Math.abs(b - Date.now()) < Math.abs(a - Date.now()) ? b : a,
  );
}

test.describe('faults: futures', () => {
  test('a 429 disables the futures pane with "rate limited until …", nothing reaches the venue meanwhile, and it is enabled after', async ({
    app,
    venue,
  }) => {
    test.setTimeout(180_000);
    const positionReads = await watchBridgeCalls(app, 'tt:futures:positions');
    const panel = await openOrderPanel(app, 'USD-M futures');
    const place = panel.getByRole('button', { name: 'Place buy order' });
    const orders = panel.getByRole('table', { name: 'Open orders' });
    // A resting order, so there is one to cancel.
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill('25000.10');
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await place.click();
    await confirmIn(panel);
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Limit buy');
    await expect(orders.getByRole('row')).toHaveCount(2);
    await panel.getByRole('textbox', { name: 'Leverage' }).fill('10');

    // Every request that reaches the venue now is answered 429 and uses up one of the burst.
    await venue.setFaults({ rateLimitBurst: 1_000 });
    const reason = panel.getByRole('alert', { name: 'Trading disabled' });
    await expect(reason).toContainText(/^Rate limited until \d{2}:\d{2}:\d{2}/, { timeout: 15_000 });
    await expect(reason).toContainText('HTTP 429');
    await expect(place).toBeDisabled();
    await expect(orders.getByRole('button', { name: /^Cancel order \d+$/ })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Hedge mode' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Set leverage' })).toBeDisabled();

    // The block lasts until the venue's minute rolls over; when too little of it is left to watch, the
    // next request after it meets the burst again and starts a full one.
    const until = await shownUntil(reason);
    if (until - Date.now() < 20_000) {
      await expect.poll(() => shownUntil(reason), { timeout: 30_000 }).toBeGreaterThan(until);
    }

    // While it lasts the pane keeps asking main for positions, and main sends none of it: the venue's
    // burst is not used up. Nor does a submit that goes around the disabled button send the order.
    const left = (await venue.faults()).rateLimitBurst;
    const refusedBefore = positionReads.refusedAs('rate-limited');
    await panel
      .getByRole('form', { name: 'Order entry' })
      .evaluate((form) => (form as unknown as { requestSubmit(): void }).requestSubmit());
    await expect
      .poll(() => positionReads.refusedAs('rate-limited'), { timeout: 15_000 })
      .toBeGreaterThan(refusedBefore);
    expect((await venue.faults()).rateLimitBurst).toBe(left);
    await expect(reason).toBeVisible();

    // The venue answers normally again; once the block ends the pane is enabled and sends.
    await venue.setFaults({ rateLimitBurst: 0 });
    await expect(reason).toHaveCount(0, { timeout: 65_000 });
    await expect(place).toBeEnabled();
    await expect(orders.getByRole('button', { name: /^Cancel order \d+$/ })).toBeEnabled();
    await place.click();
    await confirmIn(panel);
    // Two orders rest at the venue: the first and this one, none from the submit during the block.
    await expect(orders.getByRole('row')).toHaveCount(3);
  });
});
