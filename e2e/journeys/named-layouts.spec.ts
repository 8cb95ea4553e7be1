import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/app';

const savedNames = async (dataDir: string): Promise<string[]> => {
  try {
    const file = JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8'));
    return Object.keys(file.named?.paper ?? {}).sort();
  } catch {
    return [];
  }
};

/** The panels of the profile's current layout as main has stored it. */
const storedPanels = async (dataDir: string): Promise<string[]> => {
  const file = JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8'));
  return Object.keys(file.layouts?.paper?.panels ?? {}).sort();
};

const openLayouts = async (app: Page) => {
  await app.getByRole('banner').getByRole('button', { name: 'Layouts' }).click();
  const dialog = app.getByRole('dialog', { name: 'Layouts' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Main answers within a few seconds, more on a busy shared machine with the simulated market running. */
const answered = { timeout: 20_000 };

const reload = async (app: Page) => {
  await app.reload();
  await expect(app.locator('[data-app-state="ready"]')).toBeVisible();
};

test.describe('named layouts', () => {
  test('saved as, switched, exported, deleted and imported again; a wrong file changes nothing', async ({
    app,
    dataDir,
  }) => {
    // A long journey through many steps; a busy shared machine makes each one slow.
    test.setTimeout(480_000);
    const connectionPanel = app.getByRole('region', { name: 'Venue connection' });
    await expect(connectionPanel).toBeVisible();
    await app.locator('.dv-tab', { hasText: 'Connection' }).locator('.dv-default-tab-action').click();
    await expect(connectionPanel).toHaveCount(0, answered);

    let layouts = await openLayouts(app);
    await expect(layouts.getByText('No saved layouts yet.')).toBeVisible();
    await layouts.getByLabel('Layout name').fill('Without connection');
    await layouts.getByRole('button', { name: 'Save current as' }).click();
    await expect(layouts.getByRole('status')).toHaveText(
      'Saved the current layout as “Without connection”.',
      answered,
    );
    await layouts.getByRole('button', { name: 'Close' }).click();

    await app.getByRole('button', { name: 'Reset layout' }).click();
    await expect(connectionPanel).toBeVisible();
    layouts = await openLayouts(app);
    await layouts.getByLabel('Layout name').fill('Everything');
    await layouts.getByRole('button', { name: 'Save current as' }).click();
    await expect(layouts.getByRole('status')).toHaveText(
      'Saved the current layout as “Everything”.',
      answered,
    );
    await expect.poll(() => savedNames(dataDir)).toEqual(['Everything', 'Without connection']);

    // Switching shows the saved layout, says so once main has stored it as the current one (read
    // at once, no waiting), and it stays the current one after a reload.
    await layouts.getByRole('button', { name: 'Switch to Without connection' }).click();
    await expect(connectionPanel).toHaveCount(0, answered);
    await expect(layouts.getByRole('status')).toHaveText('Switched to “Without connection”.', answered);
    const kept = await storedPanels(dataDir);
    expect(kept).toContain('watchlist');
    expect(kept).not.toContain('connection');
    await expect(app.getByRole('region', { name: 'Watchlist', exact: true })).toBeVisible();
    await layouts.getByRole('button', { name: 'Close' }).click();
    await reload(app);
    await expect(connectionPanel).toHaveCount(0, answered);
    layouts = await openLayouts(app);
    await layouts.getByRole('button', { name: 'Switch to Everything' }).click();
    await expect(connectionPanel).toBeVisible();

    const downloading = app.waitForEvent('download');
    await layouts.getByRole('button', { name: 'Export Without connection' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Without-connection.layout.json');
    const exported = await readFile((await download.path())!, 'utf8');
    const file = JSON.parse(exported);
    expect(file).toMatchObject({ format: 'tape-terminal.layout', version: 1, name: 'Without connection' });
    expect(Object.keys(file.layout.panels)).not.toContain('connection');

    await layouts.getByRole('button', { name: 'Delete Without connection' }).click();
    await expect(layouts.getByRole('status')).toHaveText('Deleted “Without connection”.', answered);
    await expect(layouts.getByRole('button', { name: 'Switch to Without connection' })).toHaveCount(
      0,
      answered,
    );
    await expect.poll(() => savedNames(dataDir)).toEqual(['Everything']);

    const importer = layouts.getByLabel('Import a layout file');
    await importer.setInputFiles({
      name: 'Without-connection.layout.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect(layouts.getByRole('status')).toHaveText(
      'Imported “Without connection”. Switch to it to use it.',
      answered,
    );
    await expect.poll(() => savedNames(dataDir)).toEqual(['Everything', 'Without connection']);
    await expect(connectionPanel).toBeVisible();

    const before = await readFile(join(dataDir, 'workspace.json'), 'utf8');
    for (const notALayout of [
      {
        name: 'balances.json',
        mimeType: 'application/json',
        content: '{"balances":[{"asset":"BTC","free":"1"}]}',
        alert: 'balances.json: This file is not a layout exported by Tape Terminal. Nothing was changed.',
      },
      {
        name: 'notes.json',
        mimeType: 'text/plain',
        content: 'hello',
        alert: 'notes.json: This file is not a layout: it is not JSON. Nothing was changed.',
      },
    ]) {
      const { name, mimeType, content, alert } = notALayout;
      await importer.setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
      await expect(layouts.getByRole('alert')).toHaveText(alert, answered);
    }
    await expect(layouts.getByRole('listitem')).toHaveCount(2);
    await expect(connectionPanel).toBeVisible();
    expect(JSON.parse(await readFile(join(dataDir, 'workspace.json'), 'utf8')).named).toEqual(
      JSON.parse(before).named,
    );

    await layouts.getByRole('button', { name: 'Switch to Without connection' }).click();
    await expect(connectionPanel).toHaveCount(0, answered);
  });
});
