import type { Locator } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { placeFuturesMarket } from '../support/futures-order';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';

useKeyringWhereNoneRuns(test);

interface VenueOrder {
  readonly orderId: number;
  readonly side: string;
  readonly status: string;
  readonly executedQty: string;
  readonly avgPrice: string;
}

test.describe("a futures contract's history", () => {
  test('a round trip shows in the order and trade history and the wallet’s changes, as the venue records it', async ({
    app,
    paperVenue,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await placeFuturesMarket(panel, 'Buy', '0.010');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Market buy');
    await placeFuturesMarket(panel, 'Sell', '0.010');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Market sell');
    const [bought, sold] = await paperVenue.futures<VenueOrder>('orders', 'fapi');

    const history = panel.getByRole('region', { name: 'USD-M history' });
    const rows = (table: string) => history.getByRole('table', { name: table }).getByRole('row');
    // Newest first: the sale, then the purchase, each filled at the venue's average
    await expect(rows('Order history')).toHaveCount(3);
    for (const [index, order] of [sold!, bought!].entries()) {
      const cells = rows('Order history')
        .nth(index + 1)
        .getByRole('cell');
      await expect(cells.nth(2)).toHaveText(String(order.orderId));
      await expect(cells.nth(12)).toContainText('FILLED');
      const average = (await cells.nth(9).textContent())!.replace(/,/g, '');
      expect(dec(average).eq(order.avgPrice)).toBe(true);
    }

    await history.getByRole('tab', { name: 'Trade history' }).click();
    await expect(rows('Trade history')).toHaveCount(3);
    const sale = rows('Trade history').nth(1).getByRole('cell');
    await expect(sale.nth(2)).toHaveText('Sell');
    await expect(sale.nth(12)).toHaveText(String(sold!.orderId));
    // What the sale realized: (sale − purchase) × size, from the venue's own averages
    const realized = dec(sold!.avgPrice).minus(bought!.avgPrice).mul('0.010');
    const shownRealized = (await sale.nth(8).textContent())!.replace(/,/g, '').replace('−', '-');
    expect(dec(shownRealized).eq(realized)).toBe(true);
    const figure = async (cell: Locator) =>
      dec((await cell.textContent())!.replace(/,/g, '').replace('−', '-').replace('+', ''));
    const fees = (await figure(sale.nth(9))).plus(
      await figure(rows('Trade history').nth(2).getByRole('cell').nth(9)),
    );

    // One position, opened by the purchase and closed by the sale, at the venue's averages
    await history.getByRole('tab', { name: 'Position history' }).click();
    await expect(rows('Position history')).toHaveCount(2);
    const round = rows('Position history').nth(1).getByRole('cell');
    await expect(round.nth(1)).toHaveText('Long (one-way)');
    await expect(round.nth(3)).not.toHaveText('Open');
    expect((await figure(round.nth(4))).eq(bought!.avgPrice)).toBe(true);
    expect((await figure(round.nth(5))).eq(sold!.avgPrice)).toBe(true);
    await expect(round.nth(7)).toHaveText('0.010');
    expect((await figure(round.nth(8))).toDecimalPlaces(2).eq(realized.toDecimalPlaces(2))).toBe(true);
    // No funding time falls in the minute it was open.
    await expect(round.nth(11)).toHaveText('0.00');
    expect((await figure(round.nth(12))).toDecimalPlaces(2).eq(realized.minus(fees).toDecimalPlaces(2))).toBe(
      true,
    );
    await expect(history.getByRole('status', { name: 'Closed positions' })).toContainText(
      /^1 position closed: [+−]?[\d,.]+ USDT after fees and funding, [01] won, [01] lost\.$/,
    );

    // The day's result: what the sale realized and both fills' fees, as the wallet booked them.
    await history.getByRole('tab', { name: 'Daily P&L' }).click();
    await expect(rows('Daily P&L')).toHaveCount(2);
    const today = rows('Daily P&L').nth(1).getByRole('cell');
    await expect(today.nth(0)).toHaveText(new Date().toISOString().slice(0, 10));
    expect((await figure(today.nth(1))).toDecimalPlaces(2).eq(realized.toDecimalPlaces(2))).toBe(true);
    expect((await figure(today.nth(2))).toDecimalPlaces(2).eq(fees.neg().toDecimalPlaces(2))).toBe(true);
    expect((await figure(today.nth(4))).toDecimalPlaces(2).eq(realized.minus(fees).toDecimalPlaces(2))).toBe(
      true,
    );

    await history.getByRole('tab', { name: 'Transactions' }).click();
    const wallet = history.getByRole('table', { name: 'Transactions' });
    await expect(wallet.getByRole('row')).toHaveCount(4);
    await expect(wallet.getByRole('row').nth(1).getByRole('cell').nth(1)).toContainText('COMMISSION');
    await expect(wallet.getByRole('row').nth(2).getByRole('cell').nth(1)).toContainText('REALIZED_PNL');
  });
});
