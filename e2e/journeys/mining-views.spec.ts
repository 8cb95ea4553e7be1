import { expect, test } from '../support/app';
import { useKeyringWhereNoneRuns } from '../support/keyring';

useKeyringWhereNoneRuns(test);

test.describe('the mining panel', () => {
  test("shows a mining account's hashrate hourly and daily, and pages its resale income", async ({ app }) => {
    const menu = app.getByRole('combobox', { name: 'Open another panel' });
    await expect(menu).toBeEnabled({ timeout: 20_000 });
    await menu.selectOption({ label: 'Mining' });
    const panel = app.getByRole('region', { name: 'Mining', exact: true });

    await panel.getByRole('textbox', { name: 'Mining account' }).fill('alpha');
    await panel.getByRole('combobox', { name: 'Algorithm' }).selectOption('sha256');
    await panel.getByRole('textbox', { name: 'Resale configuration ID' }).fill('168');
    await panel.getByRole('button', { name: 'Show' }).click();

    await expect(
      panel.getByRole('img', { name: /^Hourly hashrate: [\d.]+ [KMGTPE]?H\/s to / }),
    ).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Hourly hashrate' }).getByRole('row')).toHaveCount(25);
    await expect(
      panel.getByRole('table', { name: 'Hourly hashrate' }).getByRole('row').nth(1).getByRole('cell').nth(2),
    ).toHaveText(/^\d\.\d{2} %$/);
    await panel.getByRole('button', { name: 'Daily' }).click();
    await expect(panel.getByRole('img', { name: /^Daily hashrate: / })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Daily hashrate' }).getByRole('row')).toHaveCount(31);

    const page = panel.getByRole('status', { name: 'Page' });
    await expect(page).toHaveText(/^Page 1 of \d+ · \d+ transfers$/);
    await panel.getByRole('combobox', { name: 'Page size' }).selectOption('10');
    await expect(page).toHaveText(/^Page 1 of \d+ · \d+ transfers$/);
    const details = panel.getByRole('table', { name: 'Profit transfer details' });
    await expect(details.getByRole('row')).toHaveCount(11);
    const firstDay = await details.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await panel.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveText(/^Page 2 of \d+ · \d+ transfers$/);
    await expect(details.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(firstDay!);
    await expect(details.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(
      /^(sha256|scrypt|ethash)$/,
    );
  });
});
