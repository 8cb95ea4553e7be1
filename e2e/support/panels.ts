import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a panel from the header's "Open panel…" menu (into the active group) and returns its region. */
export async function openPanel(app: Page, title: string): Promise<Locator> {
  const menu = app.getByRole('combobox', { name: 'Open another panel' });
  await expect(menu).toBeEnabled({ timeout: 20_000 });
  await menu.selectOption({ label: title });
  const panel = app.getByRole('region', { name: title, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Opens an order panel from the header's "Open panel…" menu and returns its region, once its form is
 * shown (a futures pane shows it after its first reads: `timeout` for a busy machine).
 */
export async function openOrderPanel(app: Page, title: string, timeout?: number): Promise<Locator> {
  const panel = await openPanel(app, title);
  await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible(
    timeout === undefined ? {} : { timeout },
  );
  return panel;
}

/** Opens Settings from the header (over the workspace) and returns its region. */
export async function openSettings(app: Page): Promise<Locator> {
  await app.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const panel = app
    .getByRole('tabpanel', { name: 'Settings', exact: true })
    .getByRole('region', { name: 'Settings', exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** Brings a workspace tab to the front by its title. */
export const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();
