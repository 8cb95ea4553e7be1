import { expect, test } from '../support/app';

test.describe('the status bar', () => {
  test('shows the market stream live with its latency, next to REST and the paper badge', async ({ app }) => {
    const statusBar = app.getByRole('contentinfo', { name: 'Status bar' });
    await expect(statusBar.getByLabel('Stream market')).toHaveText(
      /^market live( · \d+ ms)?( · offset ([+−]\d+|0) ms)?$/,
    );
    await expect(statusBar.getByLabel('Venue REST status')).toHaveText('REST live');
    await expect(statusBar).toContainText('Paper · Paper');
  });
});
