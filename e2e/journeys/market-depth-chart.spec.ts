import { expect, test } from '../support/app';

test.describe('the depth chart', () => {
  test('draws cumulative bid and ask depth around the mid', async ({ app }) => {
    const panel = app.getByRole('region', { name: 'Market depth' });
    await expect(panel.getByRole('img', { name: 'Cumulative depth of BTCUSDT' })).toBeVisible();
    await expect(panel.locator('path.depth-bids')).toHaveAttribute('d', /^M\d/);
    await expect(panel.locator('path.depth-asks')).toHaveAttribute('d', /^M\d/);
    await expect(panel.getByLabel('Mid price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{3}$/);
  });
});
