import { dec } from '@shared/decimal/decimal';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/app';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openOrderPanel } from '../support/panels';
import { submitConfirmed } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

interface VenueOrder {
  readonly side: string;
  readonly type: string;
  readonly status: string;
  readonly origQty: string;
  readonly executedQty: string;
  readonly avgPrice: string;
}
type Position = { positionSide: string; positionAmt: string };

/** The USD-M pane on its TWAP tab. */
async function openTwapForm(app: Page) {
  const panel = await openOrderPanel(app, 'USD-M futures');
  await panel.getByRole('tab', { name: 'TWAP' }).click();
  return { panel, form: panel.getByRole('form', { name: 'TWAP order' }) };
}

/** Sets the TWAP's slices and how many seconds they are spread over. */
async function spreadOver(form: Locator, slices: string, seconds: string) {
  await form.getByLabel('Slices').fill(slices);
  await form.getByLabel('Duration').fill(seconds);
  await form.getByLabel('Unit').selectOption('seconds');
}

test.describe('a TWAP on a futures contract', () => {
  test('a TWAP buy sends its size in three market slices over four seconds; the venue holds each and the position', async ({
    app,
    paperVenue,
  }) => {
    const { panel, form } = await openTwapForm(app);
    await form.getByLabel('TWAP size').fill('0.032');
    await spreadOver(form, '3', '4');
    await expect(form.getByRole('status', { name: 'TWAP plan' })).toHaveText(
      '3 market buys of 0.010–0.011 BTC, one every 2 s, the first at once.',
    );
    await submitConfirmed(form, 'Start TWAP buy', 'Start TWAP');

    const twap = panel.getByRole('listitem', { name: 'TWAP buy 0.032 BTCUSDT' });
    await expect(twap).toContainText(/· [123] of 3 slices sent · /);
    await expect(twap).toContainText(' · 3 of 3 slices sent · filled 0.032 at ', { timeout: 15_000 });
    await expect(twap).toContainText(/ · Done$/);

    // The venue's own record: three market buys, the later two a step larger, all filled
    const orders = await paperVenue.futures<VenueOrder>('orders', 'fapi');
    expect(orders.map((o) => [o.side, o.type, o.status, o.origQty])).toEqual([
      ['BUY', 'MARKET', 'FILLED', '0.010'],
      ['BUY', 'MARKET', 'FILLED', '0.011'],
      ['BUY', 'MARKET', 'FILLED', '0.011'],
    ]);
    const long = (await paperVenue.futures<Position>('positions', 'fapi')).find(
      (p) => p.positionSide === 'BOTH',
    );
    expect(dec(long?.positionAmt ?? '0').eq('0.032')).toBe(true);
    // The average shown is the venue's fills', weighted by size
    const value = orders.reduce((sum, o) => sum.plus(dec(o.avgPrice).mul(o.executedQty)), dec('0'));
    const shown = (await twap.textContent())!.replace(/^.* at ([\d,.]+) avg.*$/, '$1').replace(/,/g, '');
    expect(dec(shown).eq(value.div('0.032').toDecimalPlaces(8))).toBe(true);
  });
});

test.describe('a TWAP sized as an order value', () => {
  // The simulated market off: the mark the value is turned into a quantity at stays as read.
  test.use({ activity: 'off' });

  test('a TWAP of 2,000 USDT sends the quantity that buys at the mark; the venue fills exactly that', async ({
    app,
    paperVenue,
  }) => {
    const { panel, form } = await openTwapForm(app);
    await form.getByRole('combobox', { name: 'Size in' }).selectOption('value');
    await form.getByLabel('TWAP value').fill('2000');
    await spreadOver(form, '2', '2');
    const words = form.getByRole('status', { name: 'Quantity for the value' });
    await expect(words).toHaveText(/^= 0\.\d{3} BTC at [\d,]+\.\d, the mark price\.$/);
    const [, quantity, shownMark] = /^= ([\d.]+) BTC at ([\d,.]+),/.exec((await words.textContent())!)!;
    // No more than the value, and one step more would be more.
    const mark = dec(shownMark!.replace(/,/g, ''));
    expect(dec(quantity!).mul(mark).lte(2000)).toBe(true);
    expect(dec(quantity!).plus('0.001').mul(mark).gt(2000)).toBe(true);
    await submitConfirmed(form, 'Start TWAP buy', 'Start TWAP');

    const twap = panel.getByRole('listitem', { name: `TWAP buy ${quantity} BTCUSDT` });
    await expect(twap).toContainText(/ · Done$/, { timeout: 15_000 });
    const orders = await paperVenue.futures<VenueOrder>('orders', 'fapi');
    expect(orders.map((o) => [o.side, o.type, o.status])).toEqual([
      ['BUY', 'MARKET', 'FILLED'],
      ['BUY', 'MARKET', 'FILLED'],
    ]);
    const filled = orders.reduce((sum, o) => sum.plus(o.executedQty), dec('0'));
    expect(filled.eq(quantity!)).toBe(true);
  });
});
