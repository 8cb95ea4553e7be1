import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { balanceOf } from '../support/venue-state';

const openTab = (app: Page, title: string) => app.locator('.dv-tab', { hasText: title }).click();

/** A market order sized in USDT from the order form, confirmed; waits for it to fill. */
async function marketOrder(app: Page, side: 'Buy' | 'Sell', usdt: string) {
  const entry = app.getByRole('region', { name: 'Order entry' }).last();
  await entry.getByLabel('Trading symbol').selectOption('BTCUSDT');
  await entry.getByRole('tab', { name: 'Order', exact: true }).click();
  await entry.getByRole('button', { name: side, exact: true }).click();
  await entry.getByLabel('Order type').selectOption('MARKET');
  await entry.getByLabel('Size in').selectOption('quote');
  await entry.getByLabel('Size', { exact: true }).fill(usdt);
  await entry.getByRole('button', { name: `${side} BTC` }).click();
  await app
    .getByRole('dialog', { name: `Confirm ${side.toLowerCase()} order` })
    .getByRole('button', { name: 'Place order' })
    .click();
  await expect(entry.getByRole('status', { name: 'Order result' })).toContainText('FILLED');
}

/** Realized P&L CSV columns (see positions-csv.ts). */
const col = {
  tradeId: 2,
  side: 3,
  asset: 4,
  qty: 5,
  proceeds: 7,
  costOfSold: 8,
  commission: 9,
  realized: 12,
};

test.describe('positions', () => {
  test('a buy and a sell on the paper venue read in the Positions pane as the venue records them', async ({
    app,
    paperVenue,
  }) => {
    // two orders through the form, each confirmed, then the pane: more than one order's journey
    test.setTimeout(120_000);
    await marketOrder(app, 'Buy', '30');
    await marketOrder(app, 'Sell', '12');

    const venue = await paperVenue.state('BTCUSDT');
    const buys = venue.myTrades.filter((t) => t.isBuyer);
    const sells = venue.myTrades.filter((t) => !t.isBuyer);
    expect(buys.length).toBeGreaterThan(0);
    expect(sells.length).toBeGreaterThan(0);
    const sum = (trades: typeof buys, pick: (t: (typeof buys)[number]) => string) =>
      trades.reduce((total, t) => total.plus(pick(t)), dec('0'));
    // Average cost: what the buys cost over what they bought; fees (BTC on buys) are expenses, not cost.
    const average = sum(buys, (t) => t.quoteQty).div(sum(buys, (t) => t.qty));
    const held = balanceOf(venue, 'BTC');

    await openTab(app, 'Positions');
    const pane = app.getByRole('region', { name: 'Positions' });
    await expect(pane.getByText('Costs by Average cost, in USDT')).toBeVisible();
    const btc = pane
      .getByRole('table', { name: 'Spot positions' })
      .getByRole('row', { name: 'BTC position' });
    // the Quantity column shows the venue's holding (grouping aside), the fill pushes having landed
    await expect
      .poll(async () =>
        dec(((await btc.getByRole('cell').first().textContent()) ?? '0').replace(/,/g, '')).toFixed(),
      )
      .toBe(dec(held.free).plus(held.locked).toFixed());

    // The trades making up the cost: the venue's buys, since the position was last flat.
    await pane.getByRole('button', { name: 'Trades making up the cost of BTC' }).click();
    const lots = pane.getByRole('table', { name: 'Trades making up the cost of BTC' });
    for (const buy of buys) await expect(lots).toContainText(String(buy.id));

    // Realized P&L per trade, exported: every trade of the venue's, each to the last digit by hand.
    await pane.getByLabel('Realized P&L export range').selectOption('all');
    const [download] = await Promise.all([
      app.waitForEvent('download'),
      pane.getByRole('button', { name: 'Export realized P&L per trade to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^realized-pnl-average-USDT-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(header).toContain('realizedPnl (Average cost, USDT)');
    const rows = lines.map((line) => line.split(','));
    expect(rows.map((r) => Number(r[col.tradeId])).sort((a, b) => a - b)).toEqual(
      venue.myTrades.map((t) => t.id).sort((a, b) => a - b),
    );
    const eight = (d: ReturnType<typeof dec>) => d.toDecimalPlaces(8).toFixed();
    // The buy's fills in order: each one's average so far is what the BTC its fee gave up had cost.
    let boughtQty = dec('0');
    let boughtCost = dec('0');
    for (const trade of [...venue.myTrades].sort((a, b) => a.id - b.id)) {
      const row = rows.find((r) => Number(r[col.tradeId]) === trade.id)!;
      expect(row[col.asset]).toBe('BTC');
      if (trade.isBuyer) {
        boughtQty = boughtQty.plus(trade.qty);
        boughtCost = boughtCost.plus(trade.quoteQty);
        // a fee taken in BTC gives up BTC that cost the average: that is what the fill realizes
        expect(trade.commissionAsset).toBe('BTC');
        expect(row[col.realized]).toBe(eight(dec(trade.commission).times(boughtCost.div(boughtQty)).neg()));
      } else {
        const cost = dec(trade.qty).times(average);
        expect(row[col.proceeds]).toBe(eight(dec(trade.quoteQty)));
        expect(row[col.costOfSold]).toBe(eight(cost));
        expect(trade.commissionAsset).toBe('USDT');
        expect(row[col.realized]).toBe(eight(dec(trade.quoteQty).minus(cost).minus(trade.commission)));
      }
    }
  });
});
