import { expect, test } from '../support/app';

test.describe('the trades tape', () => {
  test('shows recent trades with side, size and time, and keeps taking new ones', async ({ app }) => {
    const tape = app.getByRole('region', { name: 'Trades tape' }).getByRole('table', { name: 'Trades' });
    const newest = tape.getByRole('row').nth(1);
    await expect(newest).toBeVisible();
    await expect(newest.getByRole('cell').nth(0)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(newest.getByRole('cell').nth(1)).toHaveText(/^\d+\.\d{5}$/);
    await expect(newest.getByRole('cell').nth(2)).toHaveText(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
    await expect(newest.getByRole('cell').nth(3)).toHaveText(/^(Buy|Sell)$/);
    const first = await newest.getByRole('cell').nth(2).textContent();
    await expect(newest.getByRole('cell').nth(2)).not.toHaveText(first!, { timeout: 30_000 });
    expect(await tape.getByRole('row').count()).toBeLessThanOrEqual(101);
  });
});
