import { expect, type Locator } from '@playwright/test';

/** Fills a futures panel's form with a market order (on `positionSide` in hedge mode) and places it. */
export async function placeFuturesMarket(
  panel: Locator,
  side: 'Buy' | 'Sell',
  quantity: string,
  positionSide?: string,
): Promise<void> {
  await panel.getByRole('button', { name: side, exact: true }).click();
  if (positionSide) await panel.getByRole('combobox', { name: 'Position side' }).selectOption(positionSide);
  await panel.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
  await panel.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await submitConfirmed(panel, `Place ${side.toLowerCase()} order`);
}

/**
 * Clicks a futures form's `button` and places what it asks about from its confirmation (orders are
 * confirmed by default), with the confirmation's `confirm` button.
 */
export async function submitConfirmed(
  panel: Locator,
  button: string,
  confirm = 'Place order',
): Promise<void> {
  await panel.getByRole('button', { name: button }).click();
  await confirmIn(panel, confirm);
}

/** Answers the confirmation open in `panel` with its `confirm` button; it closes. */
export async function confirmIn(panel: Locator, confirm = 'Place order'): Promise<void> {
  const dialog = panel.getByRole('dialog');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toHaveCount(0);
}
