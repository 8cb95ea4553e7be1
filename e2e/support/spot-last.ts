import { expect, type Locator, type Page } from '@playwright/test';
import { dec, type Dec } from '@shared/decimal/decimal';

const number = async (cell: Locator): Promise<Dec> => dec((await cell.textContent())!.replace(/[,\s]/g, ''));

/**
 * The spot last price the order entry shows for `symbol`: the futures marks of the paper venue
 * follow it (index = spot price, mark = index plus a small basis).
 */
export async function shownSpotLast(app: Page, symbol = 'BTCUSDT'): Promise<Dec> {
  const entry = app.getByRole('region', { name: 'Order entry' }).last();
  await entry.getByLabel('Trading symbol').selectOption(symbol);
  const last = entry.getByLabel('Last price');
  await expect(last).toHaveText(/\d/);
  return number(last);
}

/** The mark price a futures position row shows. */
export function shownMark(row: Locator): Promise<Dec> {
  return number(row.getByRole('cell').nth(4));
}
