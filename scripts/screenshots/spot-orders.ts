// Spot orders placed the way a trader places them: through the order entry, confirmed in its dialog.
import { expect, type Locator, type Page } from '@playwright/test';
import { dec, type Dec } from '@shared/decimal/decimal';
import { shownPrice } from '../../e2e/support/shown';
import { DATA_TIMEOUT } from './live-market';
import { showPane } from './panes';

const wait = { timeout: DATA_TIMEOUT };

export const orderEntry = (page: Page) => showPane(page, 'Order entry');

/** BTCUSDT's last price as the order entry shows it, once it shows one. */
export async function lastPrice(entry: Locator): Promise<Dec> {
  await entry.getByLabel('Trading symbol').selectOption('BTCUSDT');
  const last = entry.getByLabel('Last price').filter({ hasText: /\d/ });
  await last.waitFor(wait);
  return dec((await last.textContent())!.replace(/,/g, ''));
}

/** A price `fraction` of `last`, on BTCUSDT's tick. */
export const priceAt = (last: Dec, fraction: string) => last.mul(fraction).toFixed(2);

/** Fills the single-order form with a BTCUSDT limit buy, up to its preview; nothing is sent yet. */
export async function fillLimitBuy(entry: Locator, price: string, size: string): Promise<void> {
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  await entry.getByRole('button', { name: 'Buy', exact: true }).click();
  await entry.getByLabel('Order type').selectOption('LIMIT');
  await entry.getByLabel('Price', { exact: true }).fill(price);
  await entry.getByLabel('Size in').selectOption('base');
  await entry.getByLabel('Size', { exact: true }).fill(size);
  await entry.getByLabel('Order preview').waitFor();
}

/**
 * Fills a BTCUSDT limit buy with a take profit and a stop loss, sized by what it risks at the stop,
 * up to its reward to risk; nothing is sent. `clear` unticks the exits again.
 */
export async function fillLimitWithExits(
  entry: Locator,
  prices: { readonly price: string; readonly takeProfit: string; readonly stopLoss: string },
  risk: string,
): Promise<{ clear: () => Promise<void> }> {
  await fillLimitBuy(entry, prices.price, '0.01000');
  const exits = entry.getByRole('checkbox', { name: 'Take profit / Stop loss' });
  await exits.check();
  await entry.getByLabel('Take profit price').fill(prices.takeProfit);
  await entry.getByLabel('Stop loss trigger').fill(prices.stopLoss);
  await entry.getByLabel('Risk at the stop loss').fill(risk);
  await entry.getByRole('button', { name: 'Size for the risk: type it' }).click();
  await entry.getByRole('status', { name: 'Reward to risk' }).waitFor();
  return { clear: () => exits.uncheck() };
}

/** Asks to place the filled buy and returns its confirmation dialog once the venue's commission shows. */
export async function askToBuy(page: Page, entry: Locator): Promise<Locator> {
  await entry.getByRole('button', { name: 'Buy BTC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm buy order' });
  await dialog
    .getByRole('region', { name: 'Commission preview' })
    .filter({ hasText: /Commission maker \/ taker\s*[\d.]+ %/ })
    .waitFor(wait);
  return dialog;
}

/** The Open orders row at a price, as that pane shows prices. */
export const openOrderAt = (page: Page, price: string) =>
  page
    .getByRole('table', { name: 'Open orders' })
    .getByRole('row')
    .filter({ hasText: shownPrice(price) });

/** Confirms a limit buy and waits until it rests in Open orders. */
export async function confirmResting(page: Page, dialog: Locator, price: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await showPane(page, 'Open orders');
  await openOrderAt(page, price).filter({ hasText: 'NEW' }).waitFor(wait);
}

export async function placeLimitBuy(page: Page, price: string, size: string): Promise<void> {
  const entry = await orderEntry(page);
  await fillLimitBuy(entry, price, size);
  await confirmResting(page, await askToBuy(page, entry), price);
}

/** An OTO: a limit buy working at `working`, then a limit sell pending at `pending` until it fills. */
export async function placeOto(page: Page, working: string, pending: string, quantity: string) {
  const entry = await orderEntry(page);
  await entry.getByRole('tab', { name: 'OTO', exact: true }).click();
  await entry.getByLabel('Working order type').selectOption('LIMIT');
  await entry.getByLabel('Working order side').selectOption('BUY');
  await entry.getByLabel('Working order quantity').fill(quantity);
  await entry.getByLabel('Working order price', { exact: true }).fill(working);
  await entry.getByLabel('Pending order type').selectOption('LIMIT');
  await entry.getByLabel('Pending order side').selectOption('SELL');
  await entry.getByLabel('Pending order quantity').fill(quantity);
  await entry.getByLabel('Pending order price', { exact: true }).fill(pending);
  await entry.getByRole('button', { name: 'Place OTO' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place OTO' }).click();
  await showPane(page, 'Open orders');
  await openOrderAt(page, pending).filter({ hasText: 'PENDING_NEW' }).waitFor(wait);
}

/** Fills the OCO editor: a sell whose limit-maker leg sits above the market and stop-limit leg below. */
export async function fillOco(entry: Locator, quantity: string, above: string, stop: string, below: string) {
  await entry.getByRole('tab', { name: 'OCO', exact: true }).click();
  await entry.getByLabel('Side', { exact: true }).selectOption('SELL');
  await entry.getByLabel('Quantity', { exact: true }).fill(quantity);
  await entry.getByLabel('Above leg type').selectOption('LIMIT_MAKER');
  await entry.getByLabel('Above leg price', { exact: true }).fill(above);
  await entry.getByLabel('Below leg type').selectOption('STOP_LOSS_LIMIT');
  await entry.getByLabel('Below leg trigger price').fill(stop);
  await entry.getByLabel('Below leg price', { exact: true }).fill(below);
  await entry.getByLabel('What happens').filter({ hasText: 'the other is cancelled' }).waitFor();
}

/** A scaled buy filled in, not placed: its orders listed before sending. */
export async function fillScaled(entry: Locator, start: string, end: string, count: string, total: string) {
  await entry.getByRole('tab', { name: 'Scaled', exact: true }).click();
  await entry.getByLabel('Start price').fill(start);
  await entry.getByLabel('End price').fill(end);
  await entry.getByLabel('Number of orders').fill(count);
  await entry.getByLabel('Total size').fill(total);
  await entry.getByLabel('Size distribution').selectOption('towardEnd');
  await entry.getByRole('table', { name: 'Scaled orders' }).waitFor();
}

export async function placeFilledOco(page: Page, entry: Locator): Promise<void> {
  await entry.getByRole('button', { name: 'Place OCO' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place OCO' }).click();
  await showPane(page, 'Open orders');
  await page.getByRole('rowgroup', { name: /^OCO / }).waitFor(wait);
}

/** A market buy for `quote` USDT, confirmed; waits for the venue's fill. */
export async function marketBuy(page: Page, quote: string): Promise<void> {
  const entry = await orderEntry(page);
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  await entry.getByRole('button', { name: 'Buy', exact: true }).click();
  await entry.getByLabel('Order type').selectOption('MARKET');
  await entry.getByLabel('Size in').selectOption('quote');
  await entry.getByLabel('Size', { exact: true }).fill(quote);
  const dialog = await askToBuy(page, entry);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await entry.getByRole('status', { name: 'Order result' }).filter({ hasText: 'FILLED' }).waitFor(wait);
}

/**
 * The order entry's TWAP tab after a buy of `total` in three slices over four seconds ran to its end
 * (confirmed as every order is), the TWAP listed under the form with what its slices filled.
 */
export async function runTwapBuy(page: Page, entry: Locator, total: string): Promise<() => Promise<void>> {
  await entry.getByRole('tab', { name: 'TWAP', exact: true }).click();
  await entry.getByLabel('TWAP size').fill(total);
  await entry.getByLabel('Slices').fill('3');
  await entry.getByLabel('Duration').fill('4');
  await entry.getByLabel('Unit').selectOption('seconds');
  await entry.getByRole('button', { name: 'Start TWAP buy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start TWAP' }).click();
  await entry
    .getByRole('listitem', { name: /^TWAP buy / })
    .filter({ hasText: 'Done' })
    .waitFor(wait);
  return () => entry.getByRole('tab', { name: 'Order', exact: true }).click();
}

/**
 * The order entry's Chase tab after a chase buy of `size` started (confirmed as every order is): its
 * Limit maker at the best bid, listed under the form as it follows the bid. Stops it after the shot.
 */
export async function startChaseBuy(page: Page, entry: Locator, size: string): Promise<() => Promise<void>> {
  await entry.getByRole('tab', { name: 'Chase', exact: true }).click();
  await entry.getByLabel('Chase quantity').fill(size);
  await entry.getByRole('button', { name: 'Chase buy at the best bid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start chase' }).click();
  const chase = entry.getByRole('listitem', { name: /^Chase buy / });
  await chase.waitFor(wait);
  return async () => {
    // On the moving paper market it may have filled meanwhile: then there is nothing to stop.
    await chase
      .getByRole('button', { name: /^Stop / })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect(chase).not.toContainText('Chasing', wait);
    await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  };
}
