// Futures and mining panes, opened from the header's "Open panel…" menu into the group in front.
import { expect, type Locator, type Page } from '@playwright/test';
import { openOrderPanel, openPanel } from '../../e2e/support/panels';
import { shownMark } from '../../e2e/support/spot-last';
import { DATA_TIMEOUT } from './live-market';
import { showPane } from './panes';

const wait = { timeout: DATA_TIMEOUT };

const marginAsset = { 'USD-M futures': 'USDT', 'COIN-M futures': 'BTC' } as const;

/** Opens a futures family's pane and opens a position in it with a market order. */
export async function openFuturesPosition(
  page: Page,
  family: 'USD-M futures' | 'COIN-M futures',
  side: 'Buy' | 'Sell',
  quantity: string,
): Promise<Locator> {
  const pane = await openOrderPanel(page, family, DATA_TIMEOUT).catch(async (error: unknown) => {
    // What the pane shows instead of its form: a refusal, a wait, a lost connection.
    const shown = await page.getByRole('region', { name: family, exact: true }).ariaSnapshot();
    throw new Error(`${family}: no order form; the pane shows:\n${shown}`, { cause: error });
  });
  await pane.getByRole('button', { name: side, exact: true }).click();
  await pane.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
  await pane.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await pane.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
  await pane.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  const direction = side === 'Buy' ? 'Long' : 'Short';
  const row = pane.getByRole('row', { name: new RegExp(`^${direction} \\S+ position$`) });
  const refused = pane.getByRole('alert', { name: 'Order refused' });
  await row.or(refused).first().waitFor(wait);
  if (await refused.isVisible()) throw new Error(`${family} ${side}: ${await refused.textContent()}`);
  await pane.getByRole('row', { name: `${marginAsset[family]} wallet` }).waitFor(wait);
  return pane;
}

/** Opens the mining pane on a paper mining account: its hourly hashrate and a page of its resale income. */
export async function showMiningAccount(
  page: Page,
  account: string,
  configId: string,
  pageSize: string,
): Promise<Locator> {
  const pane = await openPanel(page, 'Mining');
  await pane.getByRole('textbox', { name: 'Mining account' }).fill(account);
  await pane.getByRole('combobox', { name: 'Algorithm' }).selectOption('sha256');
  await pane.getByRole('textbox', { name: 'Resale configuration ID' }).fill(configId);
  await pane.getByRole('button', { name: 'Show' }).click();
  await pane.getByRole('img', { name: /^Hourly hashrate: / }).waitFor(wait);
  await pane.getByRole('combobox', { name: 'Page size' }).selectOption(pageSize);
  const transfers = pane.getByRole('table', { name: 'Profit transfer details' }).getByRole('row');
  await expect(transfers).toHaveCount(Number(pageSize) + 1, wait);
  return pane;
}

/**
 * Sets a take-profit 1 % above and a stop-loss 1 % below the mark of the pane's long position and
 * shows the contract on the market panels: the chart that draws them, beside the entry and the mark.
 */
export async function bracketOnChart(page: Page, pane: Locator): Promise<Locator> {
  const row = pane.getByRole('row', { name: /^Long \S+ position$/ });
  const name = (await row.getAttribute('aria-label'))!.replace(/ position$/, '');
  const mark = await shownMark(row);
  for (const [kind, factor] of [
    ['take-profit', '1.01'],
    ['stop-loss', '0.99'],
  ] as const) {
    await row.getByRole('textbox', { name: `${name} ${kind} price` }).fill(mark.mul(factor).toFixed(1));
    await row.getByRole('button', { name: `Set ${name} ${kind}` }).click();
    const set = row.getByRole('status', { name: `${name} ${kind}` }).filter({ hasText: /\d/ });
    const refused = row.getByRole('alert');
    await set.or(refused).first().waitFor(wait);
    if (await refused.isVisible()) throw new Error(`${name} ${kind}: ${await refused.textContent()}`);
  }
  await pane.getByRole('button', { name: 'Show on market panels' }).click();
  const chart = await showPane(page, 'Chart', 'Candlestick chart');
  const lines = chart.getByRole('group', { name: 'Lines on the chart' });
  for (const line of ['entry', 'take profit', 'stop loss'])
    await lines
      .getByRole('group', { name: new RegExp(`^${name} ${line}`) })
      .waitFor({ state: 'attached', ...wait });
  return chart;
}

/**
 * Fills the pane's form with a limit buy 0.5 % under the mark of its long position carrying a take
 * profit 3 % above and a stop loss 3 % below, and places it: the form with what the position would
 * make at each, and the entry among the open orders with its exits.
 */
export async function limitEntryWithExits(
  pane: Locator,
  /** Given the order's confirmation before it is answered. */
  onConfirmation: (dialog: Locator) => Promise<void>,
): Promise<void> {
  const row = pane.getByRole('row', { name: /^Long \S+ position$/ });
  const mark = await shownMark(row);
  await pane.getByRole('button', { name: 'Buy', exact: true }).click();
  await pane.getByRole('combobox', { name: 'Order type' }).selectOption('LIMIT');
  await pane.getByRole('textbox', { name: 'Price', exact: true }).fill(mark.mul('0.995').toFixed(1));
  await pane.getByRole('textbox', { name: 'Quantity' }).fill('0.050');
  await pane.getByRole('checkbox', { name: 'Take profit / Stop loss' }).check();
  await pane.getByRole('textbox', { name: 'Take profit trigger' }).fill(mark.mul('1.03').toFixed(1));
  await pane.getByRole('textbox', { name: 'Stop loss trigger' }).fill(mark.mul('0.97').toFixed(1));
  await pane.getByRole('status', { name: 'P&L at the exits' }).waitFor(wait);
  await pane.getByRole('button', { name: 'Place buy order' }).click();
  const dialog = pane.getByRole('dialog', { name: 'Confirm buy order' });
  await onConfirmation(dialog);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const orders = pane.getByRole('table', { name: 'Open orders' });
  await expect(orders.getByRole('cell', { name: /^TP [\d,.]+ · SL [\d,.]+$/ })).toHaveCount(1, wait);
}

/**
 * The pane's form with a limit buy of 2.5 BTC just under the mark, not placed: the form says where
 * the position would then be liquidated, and the chart (showing the contract) draws that price as a
 * faint warning line beside the order's preview. Returns the chart, and a step that types the size back.
 */
export async function liquidationPreview(
  page: Page,
  pane: Locator,
): Promise<{ chart: Locator; done: () => Promise<void> }> {
  const row = pane.getByRole('row', { name: /^Long \S+ position$/ });
  const mark = await shownMark(row);
  await pane.getByRole('button', { name: 'Buy', exact: true }).click();
  await pane.getByRole('combobox', { name: 'Order type' }).selectOption('LIMIT');
  await pane.getByRole('checkbox', { name: 'Take profit / Stop loss' }).uncheck();
  const quantity = pane.getByRole('textbox', { name: 'Quantity' });
  // The ladder's Shift-click places the form's size: it is typed back after the shot.
  const size = await quantity.inputValue();
  await pane.getByRole('textbox', { name: 'Price', exact: true }).fill(mark.mul('0.999').toFixed(1));
  await quantity.fill('2.500');
  await pane.getByRole('status', { name: 'Liquidation estimate' }).filter({ hasText: '≈' }).waitFor(wait);
  const chart = await showPane(page, 'Chart', 'Candlestick chart');
  await chart
    .getByRole('group', { name: 'Lines on the chart' })
    .getByRole('group', { name: /^Preview · Long liquidation after this order/ })
    .waitFor({ state: 'attached', ...wait });
  return { chart, done: () => quantity.fill(size) };
}

/** The pane's Scaled tab filled with five limit buys 1–3 % under the mark, not placed; back to Order after. */
export async function fillScaledBuy(pane: Locator): Promise<() => Promise<void>> {
  const row = pane.getByRole('row', { name: /^Long \S+ position$/ });
  const mark = await shownMark(row);
  await pane.getByRole('tab', { name: 'Scaled' }).click();
  const form = pane.getByRole('form', { name: 'Scaled order' });
  await form.getByRole('textbox', { name: 'Start price' }).fill(mark.mul('0.99').toFixed(1));
  await form.getByRole('textbox', { name: 'End price' }).fill(mark.mul('0.97').toFixed(1));
  await form.getByRole('textbox', { name: 'Number of orders' }).fill('5');
  await form.getByRole('textbox', { name: 'Total size' }).fill('0.150');
  await form.getByRole('combobox', { name: 'Size distribution' }).selectOption('towardEnd');
  await form.getByLabel('Scaled order preview').waitFor(wait);
  return () => pane.getByRole('tab', { name: 'Order', exact: true }).click();
}

/**
 * The pane's Chase tab with a sell chase of 0.020 at the best ask, no lower than 1 % under the mark,
 * as it stands when shot (on the moving paper market it may have filled already); after the shot a
 * chase still running is stopped, its order cancelled, and the pane is back on Order.
 */
export async function chaseSell(pane: Locator): Promise<() => Promise<void>> {
  const row = pane.getByRole('row', { name: /^Long \S+ position$/ });
  const mark = await shownMark(row);
  await pane.getByRole('tab', { name: 'Chase' }).click();
  const form = pane.getByRole('form', { name: 'Chase order' });
  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  await form.getByRole('textbox', { name: 'Chase quantity' }).fill('0.020');
  await form.getByRole('textbox', { name: 'Chase limit price' }).fill(mark.mul('0.99').toFixed(1));
  await form.getByRole('button', { name: 'Chase sell at the best ask' }).click();
  await form.getByRole('dialog').getByRole('button', { name: 'Start chase' }).click();
  const chase = pane.getByRole('listitem', { name: /^Chase sell 0\.020 / });
  await chase.waitFor(wait);
  return async () => {
    const stop = chase.getByRole('button', { name: /^Stop/ });
    // The chase may fill between a look and a click on the moving market: a Stop gone is no failure.
    if (await stop.isVisible()) await stop.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(chase).not.toContainText('Chasing', wait);
    const cancelAll = pane.getByRole('button', { name: /^Cancel all / });
    if (await cancelAll.isEnabled()) {
      // Its order may fill between the look and the click, which disables the button: nothing to cancel.
      await cancelAll.click({ timeout: 2_000 }).catch(() => undefined);
      // The order may fill meanwhile and its confirmation go with the table: then nothing is left.
      await pane
        .page()
        .getByRole('dialog')
        .getByRole('button', { name: 'Cancel all orders' })
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await expect(cancelAll).toBeDisabled(wait);
    }
    await pane.getByRole('tab', { name: 'Order', exact: true }).click();
  };
}

/** The chart the contract is shown on, once it draws the exits riding on the waiting limit entry. */
export async function exitsOnChart(page: Page): Promise<Locator> {
  const chart = await showPane(page, 'Chart', 'Candlestick chart');
  const lines = chart.getByRole('group', { name: 'Lines on the chart' });
  for (const exit of ['take profit', 'stop loss'])
    await lines
      .getByRole('group', { name: new RegExp(`^Limit buy \\S+ BTC: ${exit} on fill`) })
      .waitFor({ state: 'attached', ...wait });
  return chart;
}

/**
 * A limit placed from the contract's ladder (Shift-click a bid level, with the futures form's size),
 * marked at its level; the position's take profit and stop loss and the entry under the mark, past
 * the levels shown, listed under the book.
 */
export async function futuresLadder(page: Page): Promise<Locator> {
  const ladder = page.getByRole('region', { name: 'Order book ladder' });
  await ladder
    .getByRole('table', { name: 'Bids' })
    .getByRole('button', { name: /^\d/ })
    // Well under the touch: an order five levels down was sometimes filled before its mark was seen.
    .nth(12)
    .click({ modifiers: ['Shift'] });
  await page
    .getByRole('dialog', { name: 'Confirm buy order' })
    .getByRole('button', { name: 'Place order' })
    .click();
  await ladder
    .getByRole('img', { name: /^Your order: Buy / })
    .waitFor(wait)
    .catch(async (error: unknown) => {
      // What became of the order: the page's alerts and notices, and the ladder's own orders.
      const alerts = await page.getByRole('alert').allTextContents();
      const notices = await page.getByRole('status').allTextContents();
      const bids = await ladder.getByRole('table', { name: 'Bids' }).ariaSnapshot();
      const dialogs = await page.getByRole('dialog').allTextContents();
      const beyond = await ladder.getByRole('list').allTextContents();
      throw new Error(
        `No "Your order" mark on the ladder. Alerts: ${JSON.stringify(alerts)}\nStatus lines: ${JSON.stringify(notices.slice(0, 20))}\nDialogs: ${JSON.stringify(dialogs)}\nLists: ${JSON.stringify(beyond)}\nBids:\n${bids.slice(0, 2500)}`,
        { cause: error },
      );
    });
  await ladder.getByRole('list', { name: 'Your orders beyond these levels' }).waitFor(wait);
  return ladder;
}

/**
 * The pane's TWAP tab after a buy of 0.030 in three slices over four seconds ran to its end; then the
 * pane is back on Order.
 */
export async function runTwapBuy(pane: Locator): Promise<() => Promise<void>> {
  await pane.getByRole('tab', { name: 'TWAP' }).click();
  const form = pane.getByRole('form', { name: 'TWAP order' });
  await form.getByLabel('TWAP size').fill('0.030');
  // Shown as what it is worth: the value in USDT, and the quantity it buys at the mark.
  await form.getByRole('combobox', { name: 'Size in' }).selectOption('value');
  await form.getByRole('status', { name: 'Quantity for the value' }).waitFor(wait);
  await form.getByLabel('Slices').fill('3');
  await form.getByLabel('Duration').fill('4');
  await form.getByLabel('Unit').selectOption('seconds');
  await form.getByRole('button', { name: 'Start TWAP buy' }).click();
  await form.getByRole('dialog').getByRole('button', { name: 'Start TWAP' }).click();
  await pane
    .getByRole('listitem', { name: /^TWAP buy 0\.0\d\d / })
    .filter({ hasText: 'Done' })
    .waitFor(wait);
  return () => pane.getByRole('tab', { name: 'Order', exact: true }).click();
}

/** The pane's History on `tab` (its trade history: every fill of the contract so far, with what each realized). */
export async function tradeHistory(pane: Locator, tab = 'Trade history'): Promise<Locator> {
  const history = pane.getByRole('region', { name: /-M history$/ });
  await history.getByRole('tab', { name: tab }).click();
  const row = history.getByRole('table', { name: tab }).getByRole('row').nth(1);
  const refused = history.getByRole('alert');
  await row.or(refused).first().waitFor(wait);
  if (await refused.isVisible()) throw new Error(`The ${tab}: ${await refused.textContent()}`);
  return history;
}
