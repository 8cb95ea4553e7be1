import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { orderEntryFor } from '../support/order-entry';

test.describe('a spot TWAP', () => {
  test('buys its size in three market slices over four seconds; the venue holds each filled, at the average shown', async ({
    app,
    paperVenue,
  }) => {
    const entry = await orderEntryFor(app);
    const before = await paperVenue.state('BTCUSDT');
    await entry.getByRole('tab', { name: 'TWAP', exact: true }).click();
    const form = entry.getByRole('form', { name: 'TWAP order' });
    await form.getByLabel('TWAP size').fill('0.00300');
    await form.getByLabel('Slices').fill('3');
    await form.getByLabel('Duration').fill('4');
    await form.getByLabel('Unit').selectOption('seconds');
    await expect(form.getByRole('status', { name: 'TWAP plan' })).toContainText(
      '3 market buys of 0.00100 BTC, one every 2 s, the first at once.',
    );
    await form.getByRole('button', { name: 'Start TWAP buy' }).click();
    const dialog = app.getByRole('dialog', { name: 'Confirm TWAP buy' });
    await dialog.getByRole('button', { name: 'Start TWAP' }).click();

    const twap = entry.getByRole('listitem', { name: 'TWAP buy 0.00300 BTCUSDT' });
    await expect(twap).toContainText(/· [123] of 3 slices sent · /);
    await expect(twap).toContainText(' · 3 of 3 slices sent · filled 0.00300 at ', { timeout: 15_000 });
    await expect(twap).toContainText(/ · Done$/);

    // The venue's own record: three new market buys of 0.001, each filled
    const after = await paperVenue.state('BTCUSDT');
    const known = new Set(before.allOrders.map((o) => o.orderId));
    const slices = after.allOrders.filter((o) => !known.has(o.orderId));
    expect(slices.map((o) => [o.side, o.type, o.status, dec(o.executedQty).toFixed()])).toEqual([
      ['BUY', 'MARKET', 'FILLED', '0.001'],
      ['BUY', 'MARKET', 'FILLED', '0.001'],
      ['BUY', 'MARKET', 'FILLED', '0.001'],
    ]);
    // The average shown is the slices' quote over their size, as the venue filled them
    const quote = slices.reduce((sum, o) => sum.plus(o.cummulativeQuoteQty), dec('0'));
    const shown = (await twap.textContent())!.replace(/^.* at ([\d,.]+) avg.*$/, '$1').replace(/,/g, '');
    expect(dec(shown).eq(quote.div('0.003').toDecimalPlaces(8))).toBe(true);
  });
});
