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

/** Opens an order panel from the header's "Open panel…" menu and returns its region. */
export async function openOrderPanel(app: Page, title: string): Promise<Locator> {
  const panel = await openPanel(app, title);
  await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible();
  return panel;
}
