import { expect, type Locator, type Page } from '@playwright/test';
import { dec, type Dec } from '@shared/decimal/decimal';

/** The Order entry panel (the last one, where a journey opened more), showing `symbol`. */
export async function orderEntryFor(app: Page, symbol = 'BTCUSDT'): Promise<Locator> {
  const entry = app.getByRole('region', { name: 'Order entry' }).last();
  await entry.getByLabel('Trading symbol').selectOption(symbol);
  return entry;
}

/** The entry on its Order tab, showing `symbol` and set to a limit order. */
export async function limitOrderEntry(app: Page, symbol = 'BTCUSDT'): Promise<Locator> {
  const entry = await orderEntryFor(app, symbol);
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  await entry.getByLabel('Order type').selectOption('LIMIT');
  return entry;
}

/** The last price the entry shows, once it shows one. */
export async function lastPriceOf(entry: Locator, options: { timeout?: number } = {}): Promise<Dec> {
  const last = entry.getByLabel('Last price');
  await expect(last).toHaveText(/\d/, options);
  return dec((await last.textContent())!.replace(/,/g, ''));
}

export interface EntryOrder {
  /** Clicked when given; the form starts on Buy. */
  readonly side?: 'Buy' | 'Sell';
  readonly type: 'LIMIT' | 'MARKET';
  readonly sizeIn?: 'base' | 'quote';
  /** Typed when given; otherwise the price the form holds already (a ladder level's, say). */
  readonly price?: string;
  readonly size: string;
  /** The symbol's base asset, as the submit button names it. */
  readonly base?: string;
}

/** Fills the entry's Order tab and submits it; returns the confirmation dialog, still open. */
export async function submitOrder(app: Page, entry: Locator, order: EntryOrder): Promise<Locator> {
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  if (order.side) await entry.getByRole('button', { name: order.side, exact: true }).click();
  await entry.getByLabel('Order type').selectOption(order.type);
  if (order.sizeIn) await entry.getByLabel('Size in').selectOption(order.sizeIn);
  if (order.price !== undefined) await entry.getByLabel('Price', { exact: true }).fill(order.price);
  await entry.getByLabel('Size', { exact: true }).fill(order.size);
  const side = order.side ?? 'Buy';
  await entry.getByRole('button', { name: `${side} ${order.base ?? 'BTC'}` }).click();
  return app.getByRole('dialog', { name: `Confirm ${side.toLowerCase()} order` });
}

/** Submits the order and places it from the confirmation; returns the entry's result status. */
export async function placeOrder(app: Page, entry: Locator, order: EntryOrder): Promise<Locator> {
  const dialog = await submitOrder(app, entry, order);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  return entry.getByRole('status', { name: 'Order result' });
}

/** A BTCUSDT limit buy of 0.01 at `fraction` of the last price, placed from the form and resting; its price. */
export async function placeRestingBuy(
  app: Page,
  fraction: string,
  options: { timeout?: number } = {},
): Promise<string> {
  const entry = await orderEntryFor(app);
  const price = (await lastPriceOf(entry, options)).mul(fraction).toFixed(2);
  const result = await placeOrder(app, entry, { type: 'LIMIT', price, size: '0.01' });
  await expect(result).toContainText('NEW', options);
  return price;
}
