import { expect, test } from '../support/app';

// How fast the workspace renders under this market is measured by `npm run bench` (items 5–7); the
// journey checks that it keeps working.
test.describe('the market workspace under a busy market', () => {
  test.use({ activity: 'busy' });

  test('keeps the ladder, the tape and the chart live while the market trades hard', async ({ app }) => {
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const bids = ladder.getByRole('table', { name: 'Bids' });
    const tape = app.getByRole('region', { name: 'Trades tape' });
    await expect(bids.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    await expect(tape.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    const firstTrade = await tape.getByRole('row').nth(1).textContent();
    const bestBid = await bids.getByRole('row').nth(1).textContent();
    // Both move on: new trades arrive and the book changes.
    await expect(tape.getByRole('row').nth(1)).not.toHaveText(firstTrade ?? '', { timeout: 15_000 });
    await expect(bids.getByRole('row').nth(1)).not.toHaveText(bestBid ?? '', { timeout: 15_000 });
    await expect(app.getByRole('region', { name: 'Candlestick chart' })).toBeVisible();
  });
});
