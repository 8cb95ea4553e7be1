import type { Locator, Page } from '@playwright/test';
import { fundingCountdown, fundingPercent } from '../../renderer/src/panels/futures/funding';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openPanel } from '../support/panels';
import { namedFrom, plainPrice, shownPrice } from '../support/shown';
import { shownVenueUrl, venueGet } from '../support/venue';
import { submitConfirmed } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

/** USD-M BTCUSDT's tick (its PRICE_FILTER on the paper venue's /fapi/v1/exchangeInfo). */
const tick = '0.10';

interface PremiumIndex {
  readonly markPrice: string;
  readonly lastFundingRate: string;
  readonly nextFundingTime: number;
}
interface AggTrade {
  readonly p: string;
  readonly q: string;
  readonly m: boolean;
}

const region = (app: Page, name: string) => app.getByRole('region', { name, exact: true });
const bestPrice = (ladder: Locator, side: 'Bids' | 'Asks') =>
  side === 'Bids'
    ? ladder.getByRole('table', { name: 'Bids' }).getByRole('button').first()
    : ladder.getByRole('table', { name: 'Asks' }).getByRole('button').last();

test.describe('the futures market on screen', () => {
  // The simulated market off: the marks stand still, so what the panes show can equal the venue's answers.
  test.use({ activity: 'off' });
  test('shows a linked USD-M contract on the ladder, chart, tape and depth as the venue serves it', async ({
    app,
  }) => {
    // One long journey across five panes and a trade.
    test.setTimeout(240_000);
    const venueUrl = await shownVenueUrl(app);
    const chart = region(app, 'Candlestick chart');
    const panel = await openPanel(app, 'USD-M futures');
    // The pane reads its symbols, mode and account from the venue first (slow on a loaded machine).
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    // The futures pane opens in the bottom strip: the chart stays in view beside it.
    await expect(chart).toBeVisible();
    await expect(panel).toBeVisible();

    // The header: mark and funding as the venue's premiumIndex answers them.
    const header = panel.getByRole('group', { name: 'BTCUSDT market' });
    await expect(async () => {
      const premium = await venueGet<PremiumIndex>(venueUrl, '/fapi/v1/premiumIndex?symbol=BTCUSDT');
      await expect(header.getByLabel('Mark price')).toHaveText(shownPrice(premium.markPrice, tick), {
        timeout: 1_000,
      });
      await expect(header.getByLabel('Funding rate')).toHaveText(fundingPercent(premium.lastFundingRate));
      const { serverTime } = await venueGet<{ serverTime: number }>(venueUrl, '/fapi/v1/time');
      const left = await header.getByLabel('Time to next funding').textContent();
      const expected = [serverTime - 2_000, serverTime, serverTime + 2_000].map((at) =>
        fundingCountdown(premium.nextFundingTime, at),
      );
      expect(expected, `countdown ${left}`).toContain(left);
    }).toPass({ timeout: 30_000 });

    await header.getByRole('button', { name: 'Show on market panels' }).click();
    const ladder = region(app, 'Order book ladder');
    const tape = region(app, 'Trades tape');
    const depth = region(app, 'Market depth');
    for (const shown of [ladder, tape, depth, chart])
      await expect(shown.getByLabel('Panel symbol')).toHaveText('BTCUSDT USD-M');

    // The ladder is the venue's USD-M book, not the spot one: its best prices are those /fapi/v1/depth answers.
    await expect(async () => {
      const book = await venueGet<{ bids: [string, string][]; asks: [string, string][] }>(
        venueUrl,
        '/fapi/v1/depth?symbol=BTCUSDT&limit=5',
      );
      await expect(bestPrice(ladder, 'Bids')).toHaveText(shownPrice(book.bids[0]![0], tick), {
        timeout: 1_000,
      });
      await expect(bestPrice(ladder, 'Asks')).toHaveText(shownPrice(book.asks[0]![0], tick), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    // No futures order works yet, and the spot orders are not the contract's: nothing is marked on it.
    await expect(ladder.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);

    await expect(depth.getByRole('img', { name: 'Cumulative depth of BTCUSDT' })).toBeVisible();

    // A ladder click on the contract types its price into the futures form, not the spot one, and the
    // form's limit then shows on the contract's chart before anything is sent.
    const level = ladder.getByRole('table', { name: 'Bids' }).getByRole('button').nth(5);
    const levelPrice = plainPrice((await level.textContent()) ?? '');
    await level.click();
    const futuresPrice = panel.getByRole('textbox', { name: 'Price', exact: true });
    await expect
      .poll(async () => dec((await futuresPrice.inputValue()) || '0').toFixed())
      .toBe(dec(levelPrice).toFixed());
    const spotEntry = region(app, 'Order entry');
    await expect(spotEntry.getByLabel('Price', { exact: true })).toHaveValue('');
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    const lines = chart.getByRole('group', { name: 'Lines on the chart' });
    const preview = namedFrom(`Preview · Limit buy 0.010 BTC at ${shownPrice(levelPrice, tick)}`);
    await expect(lines.getByRole('group', { name: preview })).toHaveCount(1);

    // A USD-M trade reaches the tape as the venue's aggregate trades record it.
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Market buy');
    const newest = tape.getByRole('table', { name: 'Trades' }).getByRole('row').nth(1);
    await expect(newest.getByRole('cell').nth(3)).toHaveText('Buy', { timeout: 15_000 });
    const [trade] = (await venueGet<AggTrade[]>(venueUrl, '/fapi/v1/aggTrades?symbol=BTCUSDT&limit=1')).slice(
      -1,
    );
    await expect(newest.getByRole('cell').nth(0)).toHaveText(shownPrice(trade!.p, tick));
    expect(plainPrice((await newest.getByRole('cell').nth(1).textContent()) ?? '')).toBe(trade!.q);
    expect(trade!.m).toBe(false);

    // The chart: the contract's last price is its newest bar's close, its mark price a line over it.
    await expect(chart.getByLabel('Candle readout')).toContainText(`C ${shownPrice(trade!.p, tick)}`);
    const { markPrice } = await venueGet<PremiumIndex>(venueUrl, '/fapi/v1/premiumIndex?symbol=BTCUSDT');
    // A line is a zero-height rule with its label; the label is what shows.
    const markLine = chart.getByRole('group', { name: `Mark at ${shownPrice(markPrice, tick)}` });
    await expect(markLine.getByText(`Mark ${shownPrice(markPrice, tick)}`)).toBeVisible();

    // Choosing a spot symbol in the watchlist takes the panels back to spot.
    await app.getByRole('grid', { name: 'Watchlist' }).getByRole('row', { name: 'ETHBTC' }).click();
    await expect(ladder.getByLabel('Panel symbol')).toHaveText('ETHBTC');
    await expect(header.getByRole('button', { name: 'Show on market panels' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a right-click on the contract’s chart sets an alert on its mark price, listed in its own words', async ({
    app,
  }) => {
    const panel = await openPanel(app, 'USD-M futures');
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    await panel
      .getByRole('group', { name: 'BTCUSDT market' })
      .getByRole('button', { name: 'Show on market panels' })
      .click();
    const chart = region(app, 'Candlestick chart');
    await expect(chart.getByLabel('Panel symbol')).toContainText('BTCUSDT');
    const stage = chart.locator('.candle-chart');
    await expect(chart.getByLabel('Candle readout')).toHaveText(/C \d/);
    const box = (await stage.boundingBox())!;
    await stage.click({ button: 'right', position: { x: box.width / 3, y: box.height * 0.3 } });
    const item = chart.getByRole('menu', { name: /^At / }).getByRole('menuitem', { name: /^Mark alert at / });
    const price = plainPrice(((await item.textContent()) ?? '').replace('Mark alert at ', ''));
    await item.click();
    const alertLine = /^Mark alert (above|below) at /;
    const line = chart
      .getByRole('group', { name: 'Lines on the chart' })
      .getByRole('group', { name: alertLine });
    await expect(line).toHaveCount(1);
    expect(await line.getAttribute('aria-label')).toContain(`at ${shownPrice(price, tick)}`);

    await app.getByRole('button', { name: 'Alerts', exact: true }).click();
    const alerts = app.getByRole('region', { name: 'Alerts and what fired' });
    await expect(
      alerts.getByRole('row', { name: new RegExp(`^BTCUSDT USD-M mark crosses (above|below) `) }),
    ).toContainText('Armed');
  });

  test('shows a COIN-M contract: its mark in the header, its book on the ladder', async ({ app }) => {
    test.setTimeout(120_000);
    const venueUrl = await shownVenueUrl(app);
    const panel = await openPanel(app, 'COIN-M futures');
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    // BTCUSD_PERP's tick on the paper venue's /dapi/v1/exchangeInfo
    const coinTick = '0.1';
    const header = panel.getByRole('group', { name: 'BTCUSD_PERP market' });
    await expect(async () => {
      // COIN-M answers a list, even for one symbol
      const [index] = await venueGet<PremiumIndex[]>(venueUrl, '/dapi/v1/premiumIndex?symbol=BTCUSD_PERP');
      await expect(header.getByLabel('Mark price')).toHaveText(shownPrice(index!.markPrice, coinTick), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(panel.getByRole('alert')).toHaveCount(0);

    await header.getByRole('button', { name: 'Show on market panels' }).click();
    const ladder = region(app, 'Order book ladder');
    await expect(ladder.getByLabel('Panel symbol')).toHaveText('BTCUSD_PERP COIN-M');
    await expect(async () => {
      const book = await venueGet<{ bids: [string, string][] }>(
        venueUrl,
        '/dapi/v1/depth?symbol=BTCUSD_PERP&limit=5',
      );
      await expect(bestPrice(ladder, 'Bids')).toHaveText(shownPrice(book.bids[0]![0], coinTick), {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
  });
});
