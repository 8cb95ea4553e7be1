import type { Locator } from '@playwright/test';

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
  await panel.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
}
