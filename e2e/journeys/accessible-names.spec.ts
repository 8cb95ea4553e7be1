import { expect, test } from '../support/app';
import { unnamedControls } from '../support/accessible-names';
import { openOrderPanel, openPanel, openSettings } from '../support/panels';

test.describe('accessible names', () => {
  test('every control of every pane, order kind and dialog has a name to be found by', async ({ app }) => {
    const seen: Record<string, string[]> = {};
    const look = async (where: string) => {
      seen[where] = await unnamedControls(app);
    };
    await expect(app.getByRole('grid', { name: 'Watchlist' }).getByRole('row').nth(1)).toBeVisible();
    await look('the default workspace');

    for (const tab of ['History', 'Account', 'Positions', 'Open orders']) {
      await app.locator('.dv-tab', { hasText: tab }).first().click();
      await expect(app.getByRole('tabpanel', { name: tab, exact: true })).toBeVisible();
      await look(`the ${tab} tab`);
    }

    const kinds = app.getByRole('tablist', { name: 'Order kind' });
    for (const kind of ['OCO', 'OTO', 'OTOCO', 'Scaled', 'TWAP', 'Chase', 'Order']) {
      await kinds.getByRole('tab', { name: kind, exact: true }).click();
      await expect(kinds.getByRole('tab', { name: kind, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await look(`the ${kind} order form`);
    }

    await openOrderPanel(app, 'USD-M futures', 20_000);
    await look('the USD-M futures pane');
    await openOrderPanel(app, 'COIN-M futures', 20_000);
    await look('the COIN-M futures pane');
    await openPanel(app, 'Mining');
    await look('the Mining pane');
    await app.getByRole('button', { name: 'Alerts', exact: true }).click();
    await expect(app.getByRole('form', { name: 'New alert' })).toBeVisible();
    await look('the Alerts pane');
    await openSettings(app);
    await look('Settings');
    await app.getByRole('button', { name: 'Layouts', exact: true }).click();
    await expect(app.getByRole('dialog')).toBeVisible();
    await look('the Layouts dialog');

    expect(Object.entries(seen).filter(([, unnamed]) => unnamed.length > 0)).toEqual([]);
  });
});
