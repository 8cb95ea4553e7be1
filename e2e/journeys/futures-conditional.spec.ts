import type { Locator, Page } from '@playwright/test';
import { dec, type Dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { newCounterparty, sweepTo } from '../support/counterparty';
import { shownPrice } from '../support/shown';
import { confirmIn, placeFuturesMarket, submitConfirmed } from '../support/futures-order';
import { expectOrderNotice } from '../support/notices';
import { openOrderPanel } from '../support/panels';
import { shownMark, shownSpotLast } from '../support/spot-last';
import { shownVenueUrl } from '../support/venue';

/**
 * The futures marks follow the spot market (index = the spot price, mark = index plus a basis within
 * 0.05 %), so a second account moves them the way the venue's own market moves: by trading through the
 * spot BTCUSDT book. The next step of the simulation carries the new spot price to the marks, and the
 * simulated market goes on trading from there.
 */
const counterparty = newCounterparty({ USDT: '50000000', BTC: '1000' });
test.use({ venueAccounts: counterparty.accounts });

type Order = {
  origType: string;
  origQty: string;
  status: string;
  workingType: string;
  closePosition: boolean;
  stopPrice: string;
};
type Position = { positionSide: string; positionAmt: string; marginType: string };

async function marketOrder(panel: Locator, side: 'Buy' | 'Sell', quantity: string, positionSide?: string) {
  await placeFuturesMarket(panel, side, quantity, positionSide);
  await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
    `Market ${side.toLowerCase()}`,
  );
}

/**
 * Another account sells (factor < 1) or buys through the spot book toward `factor` × the last price
 * until `reached` holds: one sweep takes the whole simulated ladder on its side (about 0.4 %), and a
 * market that must fall further is sold again, as sellers keep selling until it gives.
 */
async function pressSpot(app: Page, factor: string, reached: () => Promise<void>) {
  const last = await shownSpotLast(app);
  const side = dec(factor).gt(1) ? 'BUY' : 'SELL';
  const spot = counterparty.client(await shownVenueUrl(app));
  const price = last.mul(factor).toDecimalPlaces(2).toFixed(2);
  await expect(async () => {
    await sweepTo(spot, { symbol: 'BTCUSDT', side, price, stepSize: '0.00001', margin: '0.5' });
    await reached();
  }).toPass({ timeout: 60_000, intervals: [1_000] });
}

/** Puts the pane's BTCUSDT contract on the market panels: the lines the chart draws over it. */
async function showOnChart(app: Page, panel: Locator): Promise<Locator> {
  await panel
    .getByRole('group', { name: 'BTCUSDT market' })
    .getByRole('button', { name: 'Show on market panels' })
    .click();
  return app
    .getByRole('region', { name: 'Candlestick chart', exact: true })
    .getByRole('group', { name: 'Lines on the chart' });
}

/** Sets the pane's BTCUSDT contract to isolated margin at 125×: a fall of about 0.4 % liquidates it. */
async function isolatedAt125(panel: Locator) {
  const margin = panel.getByRole('group', { name: 'Margin settings' });
  // The mode that is on is shown as such, not only announced (checked before a click focuses one).
  await expect(margin.getByRole('button', { name: 'Cross' })).toHaveAttribute('aria-pressed', 'true');
  const outline = (name: string) =>
    margin
      .getByRole('button', { name })
      .evaluate((b) => b.ownerDocument.defaultView!.getComputedStyle(b).outlineStyle);
  expect([await outline('Cross'), await outline('Isolated')]).toEqual(['solid', 'none']);
  await margin.getByRole('button', { name: 'Isolated' }).click();
  await expect(margin.getByRole('button', { name: 'Isolated' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('textbox', { name: 'Leverage' }).fill('125');
  await panel.getByRole('button', { name: 'Set leverage' }).click();
  await expect(panel.getByText('Leverage (now 125×)')).toBeVisible();
}

/** Opens the Alerts pane and its New alert form on a BTCUSDT USD-M alert of `kind`. */
async function newPositionAlert(app: Page, kind: 'positionPnl' | 'marginRatio') {
  await app.getByRole('button', { name: 'Alerts', exact: true }).click();
  const alerts = app.getByRole('region', { name: 'Alerts and what fired' });
  const form = alerts.getByRole('form', { name: 'New alert' });
  await form.getByLabel('Alert market').selectOption('usdm');
  await expect(form.getByLabel('Alert symbol')).toHaveValue('BTCUSDT');
  await form.getByLabel('Alert kind').selectOption(kind);
  return { alerts, form };
}

const tick = (price: Dec) => price.toDecimalPlaces(1).toFixed(1);

async function openPosition(app: Page, positionSide?: string, opened?: Locator) {
  const panel = opened ?? (await openOrderPanel(app, 'USD-M futures'));
  await marketOrder(panel, 'Buy', '0.010', positionSide);
  const row = panel.getByRole('row', { name: 'Long BTCUSDT position' });
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\d/);
  return { panel, row, mark: await shownMark(row) };
}

test.describe('USD-M conditional orders, take-profit and stop-loss, margin', () => {
  // a position opened, orders set through the pane, then the market moved and the pane re-read
  test.setTimeout(180_000);

  test('a hedge-mode bracket: the market reaches the take-profit, the venue expires the stop-loss', async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('button', { name: 'Hedge mode' }).click();
    await expect(panel.getByRole('button', { name: 'Hedge mode' })).toHaveAttribute('aria-pressed', 'true');
    const { row, mark } = await openPosition(app, 'LONG', panel);

    const stopLoss = tick(mark.mul('0.95'));
    for (const [kind, price] of [
      ['take-profit', tick(mark.mul('1.001'))],
      ['stop-loss', stopLoss],
    ] as const) {
      await row.getByRole('textbox', { name: `Long BTCUSDT ${kind} price` }).fill(price);
      await row.getByRole('button', { name: `Set Long BTCUSDT ${kind}` }).click();
      const shown = row.getByRole('status', { name: `Long BTCUSDT ${kind}` });
      await expect
        .poll(async () => (await shown.textContent())?.replace(/,/g, ''))
        .toContain(dec(price).toFixed());
    }
    const orders = panel.getByRole('table', { name: 'Open orders' });
    await expect(orders.getByRole('row', { name: /^Conditional order \d+$/ })).toHaveCount(2);

    // On the chart: the contract's entry, take-profit and stop-loss; the stop-loss moved there a
    // dollar down by its line's keyboard handle, and the venue holds it at the new price.
    const chartLines = await showOnChart(app, panel);
    for (const line of ['entry', 'take profit', 'stop loss'])
      await expect(
        chartLines.getByRole('group', { name: new RegExp(`^Long BTCUSDT ${line}`) }).getByText(line),
      ).toBeVisible();
    const handle = chartLines.getByRole('button', { name: /^Move Long BTCUSDT stop loss/ });
    await handle.focus();
    for (let i = 0; i < 10; i += 1) await handle.press('ArrowDown');
    await handle.press('Enter');
    const movedTo = dec(stopLoss).minus(1);
    await expect
      .poll(async () =>
        (await paperVenue.futures<Order>('orders', 'fapi'))
          .filter((o) => o.origType === 'STOP_MARKET' && o.status === 'NEW')
          .map((o) => dec(o.stopPrice).toFixed(1)),
      )
      .toEqual([movedTo.toFixed(1)]);
    const shownStop = row.getByRole('status', { name: 'Long BTCUSDT stop-loss' });
    await expect
      .poll(async () => (await shownStop.textContent())?.replace(/,/g, ''))
      .toContain(movedTo.toFixed());

    await pressSpot(app, '1.004', () =>
      expect(panel.getByText('No open positions.')).toBeVisible({ timeout: 5_000 }),
    );
    await expect(panel.getByText('No open orders.')).toBeVisible({ timeout: 15_000 });

    const record = await paperVenue.futures<Order>('orders', 'fapi');
    const closers = record.filter((o) => o.closePosition);
    expect(closers.map((o) => [o.origType, o.status, dec(o.stopPrice).toFixed(1)])).toEqual([
      ['TAKE_PROFIT_MARKET', 'FILLED', expect.any(String)],
      ['STOP_MARKET', 'CANCELED', dec(stopLoss).toFixed(1)],
      ['STOP_MARKET', 'EXPIRED', dec(stopLoss).minus(1).toFixed(1)],
    ]);
    const long = (await paperVenue.futures<Position>('positions', 'fapi')).find(
      (p) => p.positionSide === 'LONG',
    );
    expect(dec(long?.positionAmt ?? '0').isZero()).toBe(true);
  });

  test('a limit entry carries a take profit and a stop loss: shown on it, moved on the chart, placed when the market fills it', async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    const shownMarkPrice = panel.getByRole('group', { name: 'BTCUSDT market' }).getByLabel('Mark price');
    await expect(shownMarkPrice).toHaveText(/\d/);
    const mark = dec((await shownMarkPrice.textContent())!.replace(/,/g, ''));
    const limit = tick(mark.mul('0.999'));
    const takeProfit = tick(mark.mul('1.05'));
    const stopLoss = tick(mark.mul('0.95'));

    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(limit);
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await panel.getByRole('checkbox', { name: 'Take profit / Stop loss' }).check();
    const exits = panel.getByRole('group', { name: 'Take profit and stop loss' });
    // under the entry: it would fire at once, and nothing can be sent
    const under = tick(mark.mul('0.99'));
    await exits.getByRole('textbox', { name: 'Take profit trigger' }).fill(under);
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveText(
      `Take profit ${under} would fire at once: a long's take profit goes above the entry price ${limit}. (code -2021)`,
    );
    await expect(panel.getByRole('button', { name: 'Place buy order' })).toBeDisabled();
    await exits.getByRole('textbox', { name: 'Take profit trigger' }).fill(takeProfit);
    await exits.getByRole('textbox', { name: 'Stop loss trigger' }).fill(stopLoss);
    await exits.getByRole('combobox', { name: 'Exits trigger on' }).selectOption('MARK_PRICE');
    await expect(exits.getByRole('status', { name: 'P&L at the exits' })).toHaveText(
      /^At take profit \+[\d,.]+ USDT \([+−][\d,.]+ after fees\) · at stop loss −[\d,.]+ USDT \(−[\d,.]+ after fees\)\.$/,
    );
    // The confirmation says what goes to the venue, nothing is sent before it is answered.
    await panel.getByRole('button', { name: 'Place buy order' }).click();
    const confirmation = panel.getByRole('dialog', { name: 'Confirm buy order' });
    const shown = (price: string) => shownPrice(price, '0.1');
    await expect(confirmation).toContainText(
      `Limit buy 0.010 BTC of BTCUSDT (USD-M) at ${shown(limit)}.Good till cancelled (GTC).When it fills: a take profit at ${shown(takeProfit)} (the mark price) and a stop loss at ${shown(stopLoss)} (the mark price), each closing the position.Cost `,
    );
    expect(await paperVenue.futures('orders', 'fapi')).toEqual([]);
    await confirmIn(panel);
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      /^Limit buy 0\.010 BTCUSDT: Open \(NEW\), order \d+\. Its take profit [\d,.]+ and stop loss [\d,.]+ go on when it fills\.$/,
    );
    const orders = panel.getByRole('table', { name: 'Open orders' });
    const entryRow = orders.getByRole('row', { name: /^Order \d+$/ });
    await expect(entryRow.getByRole('cell').nth(6)).toHaveText(/^TP [\d,.]+ · SL [\d,.]+$/);
    // the venue holds the entry alone until it fills
    expect((await paperVenue.futures<Order>('orders', 'fapi')).map((o) => o.origType)).toEqual(['LIMIT']);

    // On the chart the exits ride with the entry; the take profit is moved a dollar up by its line's
    // keyboard handle before anything fills.
    const chartLines = await showOnChart(app, panel);
    const handle = chartLines.getByRole('button', {
      name: /^Move Limit buy 0\.010 BTC: take profit on fill/,
    });
    await handle.focus();
    for (let i = 0; i < 10; i += 1) await handle.press('ArrowUp');
    await handle.press('Enter');
    const movedTo = dec(takeProfit).plus(1).toFixed(1);
    await expect
      .poll(async () => (await entryRow.getByRole('cell').nth(6).textContent())?.replace(/,/g, ''))
      .toContain(`TP ${movedTo}`);

    await pressSpot(app, '0.997', () =>
      expect(panel.getByRole('row', { name: 'Long BTCUSDT position' })).toBeVisible({ timeout: 5_000 }),
    );
    await expectOrderNotice(
      app,
      /Take profit [\d,.]+ and Stop loss [\d,.]+ set on Long BTCUSDT: each closes the whole position when it fires\./,
      30_000,
    );
    await expect
      .poll(async () =>
        (await paperVenue.futures<Order>('orders', 'fapi'))
          .filter((o) => o.closePosition)
          .map((o) => [o.origType, o.status, o.workingType, dec(o.stopPrice).toFixed(1)])
          .sort(),
      )
      .toEqual(
        [
          ['STOP_MARKET', 'NEW', 'MARK_PRICE', dec(stopLoss).toFixed(1)],
          ['TAKE_PROFIT_MARKET', 'NEW', 'MARK_PRICE', movedTo],
        ].sort(),
      );
    // the position shows them as its own take profit and stop loss
    const row = panel.getByRole('row', { name: 'Long BTCUSDT position' });
    for (const [kind, price] of [
      ['take-profit', movedTo],
      ['stop-loss', stopLoss],
    ] as const)
      await expect
        .poll(async () =>
          (await row.getByRole('status', { name: `Long BTCUSDT ${kind}` }).textContent())?.replace(/,/g, ''),
        )
        .toContain(dec(price).toFixed());
  });

  test('a limit entry sized by what it would lose at its stop loss: the venue holds that size', async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    const shownMarkPrice = panel.getByRole('group', { name: 'BTCUSDT market' }).getByLabel('Mark price');
    await expect(shownMarkPrice).toHaveText(/\d/);
    const mark = dec((await shownMarkPrice.textContent())!.replace(/,/g, ''));
    const limit = tick(mark.mul('0.999'));
    const stopLoss = tick(mark.mul('0.98'));
    const risk = dec('25');

    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(limit);
    await panel.getByRole('checkbox', { name: 'Take profit / Stop loss' }).check();
    const exits = panel.getByRole('group', { name: 'Take profit and stop loss' });
    await exits.getByRole('textbox', { name: 'Stop loss trigger' }).fill(stopLoss);
    await exits.getByRole('textbox', { name: 'Risk at the stop loss' }).fill(risk.toFixed());
    const said = exits.getByRole('status', { name: 'Loss at the stop loss for that size' });
    await expect(said).toHaveText(
      /^loses [\d,.]+ USDT at the stop loss, fees included, before any slippage\.$/,
    );
    await exits.getByRole('button', { name: 'Size for the risk: type it' }).click();
    const quantity = await panel.getByRole('textbox', { name: 'Quantity' }).inputValue();
    // What the size loses to the stop is within the risk, and one step (0.001) more would pass it
    // even at the most both trades' commission could be (the paper account's taker 0.05 % each)
    const perBtc = dec(limit).minus(stopLoss);
    const mostFees = dec(limit).plus(stopLoss).mul('0.0005');
    expect(dec(quantity).mul(perBtc).lte(risk)).toBe(true);
    expect(dec(quantity).plus('0.001').mul(perBtc.plus(mostFees)).gt(risk)).toBe(true);
    const loss = dec((await said.textContent())!.replace(/^loses ([\d,.]+) .*$/, '$1').replace(/,/g, ''));
    expect(loss.lte(risk) && loss.gte(dec(quantity).mul(perBtc))).toBe(true);
    await expect(exits.getByRole('status', { name: 'P&L at the exits' })).toContainText(
      `(−${loss.toFixed(2)} after fees)`,
    );

    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      `Limit buy ${quantity} BTCUSDT`,
    );
    const placed = await paperVenue.futures<Order>('orders', 'fapi');
    expect(placed.map((o) => [o.origType, o.status, o.origQty])).toEqual([['LIMIT', 'NEW', quantity]]);
  });

  test('a stop-market on the mark price fires when the market falls through it', async ({
    app,
    paperVenue,
  }) => {
    const { panel, mark } = await openPosition(app);
    await panel.getByRole('button', { name: 'Sell', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Order type' }).selectOption('STOP_MARKET');
    await panel.getByRole('combobox', { name: 'Trigger price' }).selectOption('MARK_PRICE');
    await panel.getByRole('checkbox', { name: 'Close position' }).check();
    // on the wrong side of the mark: the venue's code, and nothing is sent
    await panel.getByRole('textbox', { name: 'Stop price' }).fill(tick(mark.mul('1.01')));
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveText(
      'Order would immediately trigger. (code -2021)',
    );
    await panel.getByRole('textbox', { name: 'Stop price' }).fill(tick(mark.mul('0.999')));
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveCount(0);
    await submitConfirmed(panel, 'Place sell order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      /^Stop market sell BTCUSDT closing the position: waiting for its trigger, conditional \d+\.$/,
    );

    await pressSpot(app, '0.996', () =>
      expect(panel.getByText('No open positions.')).toBeVisible({ timeout: 5_000 }),
    );
    const stop = (await paperVenue.futures<Order>('orders', 'fapi')).find(
      (o) => o.origType === 'STOP_MARKET',
    );
    expect(stop).toMatchObject({ status: 'FILLED', workingType: 'MARK_PRICE', closePosition: true });
    // told by the stream's ALGO_UPDATE, then by the fill of the order it placed
    await expectOrderNotice(
      app,
      /^Stop market triggered: sell BTCUSDT closing the position, trigger price \d{1,3}(,\d{3})*\.\d\./,
      30_000,
    );
  });

  test('an isolated position at high leverage is liquidated when the market falls', async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await isolatedAt125(panel);
    const { row, mark } = await openPosition(app, undefined, panel);
    await expect(row.getByRole('cell').nth(9)).toContainText('Isolated');
    const liquidation = dec((await row.getByRole('cell').nth(7).textContent())!.replace(/,/g, ''));
    expect(liquidation.lt(mark) && liquidation.gt(mark.mul('0.99'))).toBe(true);
    // Its own margin ratio: 0.4 % of its value held against its 1/125 of it, about half.
    const ratio = dec((await row.getByRole('cell').nth(8).textContent())!.replace(' %', ''));
    expect(ratio.gt(45) && ratio.lt(55), `margin ratio ${ratio.toFixed()} %`).toBe(true);

    await pressSpot(app, '0.99', () =>
      expect(panel.getByText('No open positions.')).toBeVisible({ timeout: 5_000 }),
    );
    const [position] = await paperVenue.futures<Position>('positions', 'fapi');
    expect(position).toMatchObject({ marginType: 'isolated' });
    expect(dec(position!.positionAmt).isZero()).toBe(true);
    // nothing of the trader's closed it: the one order is the entry
    const orders = await paperVenue.futures<Order>('orders', 'fapi');
    expect(orders.map((o) => o.origType)).toEqual(['MARKET']);
  });

  test("a futures position's P&L alert fires when the market takes the long's P&L below the amount", async ({
    app,
    paperVenue,
  }) => {
    await openPosition(app);
    const { alerts, form } = await newPositionAlert(app, 'positionPnl');
    await form.getByLabel('P&L direction').selectOption('below');
    // 0.010 BTC: a fall of about 0.08 % from the entry takes it past −0.5 USDT.
    await form.getByLabel('Alert P&L').fill('-0.5');
    await form.getByRole('button', { name: 'Add alert' }).click();
    const alert = alerts.getByRole('row', { name: /^BTCUSDT USD-M position P&L crosses below [−-]0\.50?/ });
    await expect(alert).toContainText('Armed');

    await pressSpot(app, '0.996', async () => {
      await expect(alert).toContainText(/Fired \d\d:\d\d:\d\d\.\d{3}/, { timeout: 3_000 });
    });
    // What fired is the position's P&L at the mark, as the venue values the position.
    const notices = app.getByRole('region', { name: 'Order notices' });
    await expect(
      notices
        .getByRole('listitem')
        .filter({ hasText: /BTCUSDT USD-M position P&L crossed below [−-]0\.50?: −/ }),
    ).not.toHaveCount(0);
    // The position is still the venue's: an alert tells, it does not trade.
    const [position] = await paperVenue.futures<{ positionAmt: string }>('positions', 'fapi');
    expect(position!.positionAmt).toBe('0.010');
  });

  test("a futures margin ratio alert fires as a fall takes an isolated position's ratio past the percentage, short of liquidation", async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await isolatedAt125(panel);
    await openPosition(app, undefined, panel);

    const { alerts, form } = await newPositionAlert(app, 'marginRatio');
    // At 125× the 0.4 % maintenance is half the position's 0.8 % of margin: 60 % is a fall of about
    // 0.13 %, the venue's liquidation (100 %) one of about 0.4 %.
    await form.getByLabel('Alert margin ratio %').fill('60');
    await form.getByRole('button', { name: 'Add alert' }).click();
    const alert = alerts.getByRole('row', { name: /^BTCUSDT USD-M margin ratio crosses above 60 %/ });
    await expect(alert).toContainText('Armed');

    await pressSpot(app, '0.998', async () => {
      await expect(alert).toContainText(/Fired \d\d:\d\d:\d\d\.\d{3}/, { timeout: 3_000 });
    });
    const notices = app.getByRole('region', { name: 'Order notices' });
    await expect(
      notices
        .getByRole('listitem')
        .filter({ hasText: /BTCUSDT USD-M margin ratio crossed above 60 %: \d+\.\d\d % at a mark of / }),
    ).not.toHaveCount(0);
    // An alert tells, it does not trade: the venue still holds the position.
    const [position] = await paperVenue.futures<{ positionAmt: string }>('positions', 'fapi');
    expect(position!.positionAmt).toBe('0.010');
  });
});
