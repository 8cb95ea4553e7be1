import { expect, type Page } from '@playwright/test';

/**
 * The order notices in the app header, with every kept notice listed (the earlier ones opened); a
 * stream's notice may take a while on a busy machine (`timeout`).
 */
export async function expectOrderNotice(app: Page, text: string | RegExp, timeout?: number): Promise<void> {
  const notices = app.getByRole('region', { name: 'Order notices' });
  await expect
    .poll(
      async () => {
        const earlier = notices.getByRole('button', { name: /^\d+ earlier$/ });
        if ((await earlier.count()) > 0) await earlier.click();
        return notices.getByRole('listitem').filter({ hasText: text }).count();
      },
      { timeout },
    )
    .toBeGreaterThan(0);
}
