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
  'positions',
  'tape',
  'watchlist',
];

test.describe('the workspace', () => {
  test('is dark by default, and the light theme survives a reload', async ({ app }) => {
    const html = app.locator('html');
    const theme = app.getByRole('group', { name: 'Theme' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    // The theme that is on is shown as such, not only announced.
    const pressedLook = await theme
      .getByRole('button', { name: 'Dark' })
      .evaluate((button) => button.ownerDocument.defaultView!.getComputedStyle(button).backgroundColor);
    const otherLook = await theme
      .getByRole('button', { name: 'Light' })
      .evaluate((button) => button.ownerDocument.defaultView!.getComputedStyle(button).backgroundColor);
    expect(pressedLook).not.toBe(otherLook);
    await theme.getByRole('button', { name: 'Light' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(theme.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    await expect(theme.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
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
    // Said only once main has stored it: read at once, not after the pause that gathers a drag.
    await expect(app.getByRole('status').filter({ hasText: 'Layout reset to the default.' })).toBeAttached();
    expect(await savedPanels(dataDir)).toEqual([...otherPanels, 'connection'].sort());
    await app.reload();
    await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
    await expect(connectionPanel).toBeVisible();
  });
});
