import type { Locator, Page } from '@playwright/test';

/** Brings a workspace tab to the front (its group becomes the active one) and returns its pane. */
export async function showPane(page: Page, tab: string, pane: string | RegExp = tab): Promise<Locator> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const region = page
    .getByRole('tabpanel', { name: tab, exact: true })
    .getByRole('region', { name: pane, exact: true });
  await region.waitFor();
  return region;
}
