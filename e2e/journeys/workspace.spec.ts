import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '../support/app';

const savedPanels = async (dataDir: string): Promise<string[] | undefined> => {
  try {
    const file = JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8'));
    const layout = file.layouts?.paper;
    return layout ? Object.keys(layout.panels ?? {}).sort() : undefined;
  } catch {
    return undefined;
  }
};

/** The default layout without the connection panel, which the journey closes. */
const otherPanels = [
  'account',
  'candles',
  'depthChart',
  'history',
  'ladder',
  'openOrders',
  'orderEntry',
  'settings',
  'tape',
  'watchlist',
];

test.describe('the workspace', () => {
  test('is dark by default, and the light theme survives a reload', async ({ app }) => {
    const html = app.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await app.getByRole('button', { name: 'Light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(app.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('saves a changed layout for the profile, and resets to the default', async ({ app, dataDir }) => {
    const connectionPanel = app.getByRole('region', { name: 'Venue connection' });
    await expect(connectionPanel).toBeVisible();
    await expect(app.getByLabel('Active profile')).toHaveText('Paper · PAPER');
    await app.locator('.dv-tab', { hasText: 'Connection' }).locator('.dv-default-tab-action').click();
    await expect(connectionPanel).toHaveCount(0);
    await expect.poll(() => savedPanels(dataDir)).toEqual(otherPanels);
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(connectionPanel).toHaveCount(0);

    await app.getByRole('button', { name: 'Reset layout' }).click();
    await expect(connectionPanel).toBeVisible();
    await expect.poll(() => savedPanels(dataDir)).toEqual([...otherPanels, 'connection'].sort());
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(connectionPanel).toBeVisible();
  });
});
