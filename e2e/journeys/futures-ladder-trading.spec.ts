import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { ladderLevels } from '../support/ladder';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { openPanel } from '../support/panels';
import { plainPrice, shownPrice } from '../support/shown';
import { submitConfirmed } from '../support/futures-order';

useKeyringWhereNoneRuns(test);

/** USD-M BTCUSDT's tick (its PRICE_FILTER on the paper venue's /fapi/v1/exchangeInfo). */
const tick = '0.10';

interface VenueOrder {
  readonly orderId: number;
  readonly side: string;
  readonly type: string;
  readonly status: string;
  readonly price: string;
  readonly origQty: string;
}

const region = (app: Page, name: string) => app.getByRole('region', { name, exact: true });

test.describe('trading a futures contract from the ladder and the chart', () => {
  // The simulated market off: the contract's mark and book stand still, so the levels the journey
  // places and drags between stay where they were read. A tall window keeps them all in view.
  test.use({ activity: 'off', viewport: { width: 1600, height: 1000 } });

  test('a Shift-click places a USD-M limit with the futures form’s size; the ladder, the chart and Modify change it in place; it cancels on the ladder; the hotkeys trade it too', async ({
    app,
    paperVenue,
  }) => {
    test.setTimeout(180_000);
    const venueOrders = () => paperVenue.futures<VenueOrder>('orders', 'fapi');
    const panel = await openPanel(app, 'USD-M futures');
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await panel
      .getByRole('group', { name: 'BTCUSDT market' })
      .getByRole('button', { name: 'Show on market panels' })
      .click();
    const ladder = region(app, 'Order book ladder');
    await expect(ladder.getByLabel('Panel symbol')).toHaveText('BTCUSDT USD-M');
    const said = ladder.getByRole('status', { name: 'Order action' });

    // Placed at a bid level with the futures form's size, once confirmed.
    const placeAt = ladderLevels(ladder, 'Bids').nth(6);
    await expect(placeAt).toHaveText(/\d/);
    await placeAt.click({ modifiers: ['Shift'] });
    const confirm = app.getByRole('dialog', { name: 'Confirm buy order' });
    await expect(confirm).toContainText(/^.*Limit buy 0\.010 BTCUSDT \(USD-M\) at [\d,]+\.\d/);
    const placedAt = plainPrice((await confirm.textContent())!.match(/at ([\d,]+\.\d+)/)![1]!);
    await confirm.getByRole('button', { name: 'Place order' }).click();
    await expect(said).toHaveText(/^Placed: Limit buy 0\.010 BTCUSDT \(USD-M\) at /);
    const mark = ladder.getByRole('img', { name: /^Your order: Buy 0\.010 at / });
    await expect(mark).toHaveAccessibleName(new RegExp(`at ${shownPrice(placedAt, tick)}`));
    const [placed] = await venueOrders();
    expect([
      placed!.side,
      placed!.type,
      placed!.status,
      dec(placed!.price).toFixed(),
      placed!.origQty,
    ]).toEqual(['BUY', 'LIMIT', 'NEW', dec(placedAt).toFixed(), '0.010']);

    // Dragged to another bid level: moved in place (the same order at the new price, nothing cancelled).
    // The book moves under the pointer; a drop on the order's own level moves nothing, and the
    // trader drags again.
    for (let attempt = 0; ; attempt++) {
      const before = await said.textContent();
      const wanted = ladderLevels(ladder, 'Bids').nth(10);
      const target =
        plainPrice((await wanted.textContent())!) === placedAt ? ladderLevels(ladder, 'Bids').nth(3) : wanted;
      await mark.dragTo(target);
      const answered = await expect(said)
        .not.toHaveText(before ?? '', { timeout: 3000 })
        .then(
          () => true,
          () => false,
        );
      if (answered) break;
      expect(attempt, 'the drag was never answered').toBeLessThan(2);
    }
    await expect(said).toHaveText(/^Moved to [\d,]+\.\d$/);
    const movedTo = plainPrice((await said.textContent())!.replace('Moved to ', ''));
    await expect(mark).toHaveAccessibleName(new RegExp(`at ${shownPrice(movedTo, tick)}`));
    const moved = await venueOrders();
    expect(moved.map((o) => [o.orderId, o.status, dec(o.price).toFixed(), o.origQty])).toEqual([
      [placed!.orderId, 'NEW', dec(movedTo).toFixed(), '0.010'],
    ]);

    // On the chart: its line's handle, three ticks down and Enter.
    const chart = region(app, 'Candlestick chart');
    const handle = chart
      .getByRole('group', { name: 'Lines on the chart' })
      .getByRole('button', { name: 'Move Limit buy 0.010 BTC: drag, or arrow keys then Enter' });
    for (let step = 0; step < 3; step++) await handle.press('ArrowDown');
    await handle.press('Enter');
    const lower = dec(movedTo).minus(dec(tick).mul(3));
    await expect(said).toHaveText(`Moved to ${shownPrice(lower.toFixed(), tick)}`);
    await expect
      .poll(async () => (await venueOrders()).map((o) => [o.orderId, o.status, dec(o.price).toFixed()]))
      .toEqual([[placed!.orderId, 'NEW', lower.toFixed()]]);

    // The order makes a level of its own in the venue's book, where the ladder marks it.
    await expect(mark).toHaveAccessibleName(new RegExp(`at ${shownPrice(lower.toFixed(), tick)}`));

    // From the pane's open orders: Modify, a new size; the same order at the venue, in place.
    const row = panel
      .getByRole('table', { name: 'Open orders' })
      .getByRole('row', { name: `Order ${placed!.orderId}` });
    await row.getByRole('button', { name: `Modify order ${placed!.orderId}` }).click();
    const dialog = app.getByRole('dialog', { name: /^Modify BTCUSDT Limit buy at / });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('0.020');
    await dialog.getByRole('button', { name: 'Modify' }).click();
    await expect(dialog.getByRole('status', { name: 'Modify result' })).toHaveText(
      `Modified: 0.020 at ${shownPrice(lower.toFixed(), tick)}.`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(
      (await venueOrders()).map((o) => [o.orderId, o.status, dec(o.price).toFixed(), o.origQty]),
    ).toEqual([[placed!.orderId, 'NEW', lower.toFixed(), '0.020']]);
    const resized = ladder.getByRole('img', { name: /^Your order: Buy 0\.020 at / });
    await expect(resized).toHaveCount(1);

    // Cancelled where the ladder marks it.
    await ladder.getByRole('button', { name: /^Cancel order / }).click();
    await expect(resized).toHaveCount(0);
    await expect
      .poll(async () => (await venueOrders()).map((o) => [o.orderId, o.status]))
      .toEqual([[placed!.orderId, 'CANCELED']]);

    // The hotkeys trade what the panels show: Alt+J buys the contract at its best bid with the futures
    // form's size (spot is not touched), Alt+C cancels its newest order, Alt+X all of them.
    const bestBid = plainPrice((await ladderLevels(ladder, 'Bids').first().textContent())!);
    await app.keyboard.press('Alt+KeyJ');
    const keyed = app.getByRole('dialog', { name: 'Confirm buy order' });
    await expect(keyed).toContainText(`Limit buy 0.010 BTCUSDT (USD-M) at ${shownPrice(bestBid, tick)}`);
    await keyed.getByRole('button', { name: 'Place order' }).click();
    await expect(said).toHaveText(`Placed: Limit buy 0.010 BTCUSDT (USD-M) at ${shownPrice(bestBid, tick)}`);
    const open = async () =>
      (await venueOrders()).filter((o) => o.status === 'NEW').map((o) => [dec(o.price).toFixed(), o.origQty]);
    await expect.poll(open).toEqual([[dec(bestBid).toFixed(), '0.010']]);
    await app.keyboard.press('Alt+KeyC');
    await expect(said).toHaveText(
      `Cancelled the newest order: limit buy 0.010 BTCUSDT (USD-M) at ${shownPrice(bestBid, tick)}`,
    );
    await expect.poll(open).toEqual([]);

    // Two more at the bid, then Alt+X cancels every order of the contract, after confirming.
    for (let order = 0; order < 2; order++) {
      await app.keyboard.press('Alt+KeyJ');
      await keyed.getByRole('button', { name: 'Place order' }).click();
      await expect(said).toHaveText(/^Placed: Limit buy 0\.010 BTCUSDT \(USD-M\)/);
      await expect.poll(async () => (await open()).length).toBe(order + 1);
    }
    await app.keyboard.press('Alt+KeyX');
    const all = app.getByRole('dialog', { name: 'Cancel every open order on BTCUSDT (USD-M)?' });
    await all.getByRole('button', { name: 'Cancel all orders' }).click();
    await expect(said).toHaveText('Cancelled 2 orders on BTCUSDT (USD-M).');
    await expect.poll(open).toEqual([]);
    expect((await paperVenue.state('BTCUSDT')).allOrders).toHaveLength(0);
  });

  test('a stop waiting for its trigger moves on the chart, on the ladder and from the open orders: the venue holds one stop, at the last trigger', async ({
    app,
    paperVenue,
  }) => {
    test.setTimeout(180_000);
    const stops = async () =>
      (await paperVenue.futures<VenueOrder & { origType: string; stopPrice: string }>('orders', 'fapi'))
        .filter((o) => o.origType === 'STOP_MARKET')
        .map((o) => [o.status, dec(o.stopPrice).toFixed(), o.origQty]);
    const panel = await openPanel(app, 'USD-M futures');
    await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible({ timeout: 30_000 });
    await panel
      .getByRole('group', { name: 'BTCUSDT market' })
      .getByRole('button', { name: 'Show on market panels' })
      .click();
    const ladder = region(app, 'Order book ladder');
    await expect(ladder.getByLabel('Panel symbol')).toHaveText('BTCUSDT USD-M');
    const said = ladder.getByRole('status', { name: 'Order action' });
    const shownMark = panel.getByRole('group', { name: 'BTCUSDT market' }).getByLabel('Mark price');
    await expect(shownMark).toHaveText(/\d/);
    const mark = dec(plainPrice((await shownMark.textContent())!));
    // The ask levels above the mark, lowest first: where a buy stop on the mark waits.
    await expect(ladderLevels(ladder, 'Asks').first()).toHaveText(/\d/);
    const asks = (await ladderLevels(ladder, 'Asks').allTextContents())
      .map((text) => dec(plainPrice(text)))
      .filter((price) => price.gt(mark.plus(dec(tick).mul(5))))
      .sort((a, b) => a.comparedTo(b));
    expect(asks.length, 'ask levels above the mark on the ladder').toBeGreaterThan(6);
    const placedAt = asks[6]!.toFixed(1);

    // A buy stop on the mark, from the pane's form: an order that opens a position.
    await panel.getByRole('button', { name: 'Buy', exact: true }).click();
    await panel.getByRole('combobox', { name: 'Order type' }).selectOption('STOP_MARKET');
    await panel.getByRole('textbox', { name: 'Stop price' }).fill(placedAt);
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await panel.getByRole('combobox', { name: 'Trigger price' }).selectOption('MARK_PRICE');
    await submitConfirmed(panel, 'Place buy order');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('Stop market buy');
    await expect.poll(stops).toEqual([['NEW', dec(placedAt).toFixed(), '0.010']]);

    // On the chart: its line's handle, five ticks up (the next level the ladder shows) and Enter. The
    // venue changes no conditional order in place: the old stop is cancelled and a new one placed.
    const handle = region(app, 'Candlestick chart')
      .getByRole('group', { name: 'Lines on the chart' })
      .getByRole('button', { name: 'Move Stop market buy 0.010 BTC: drag, or arrow keys then Enter' });
    for (let step = 0; step < 5; step++) await handle.press('ArrowUp');
    await handle.press('Enter');
    const up = dec(placedAt).plus(dec(tick).mul(5)).toFixed();
    await expect(said).toHaveText(`Trigger moved to ${shownPrice(up, tick)}`);
    await expect.poll(stops).toEqual([
      ['CANCELED', dec(placedAt).toFixed(), '0.010'],
      ['NEW', up, '0.010'],
    ]);

    // On the ladder: its mark dragged down to a lower ask level.
    const mark_ = ladder.getByRole('img', {
      name: /^Your order: Buy stop 0\.010 at .*drag to another price/,
    });
    await expect(mark_).toHaveAccessibleName(new RegExp(`at ${shownPrice(up, tick)}`));
    const lower = asks[2]!.toFixed(1);
    const target = ladder.getByRole('button', { name: shownPrice(lower, tick), exact: true });
    await mark_.dragTo(target);
    await expect(said).toHaveText(`Trigger moved to ${shownPrice(lower, tick)}`);
    await expect
      .poll(async () => (await stops()).filter(([status]) => status === 'NEW'))
      .toEqual([['NEW', dec(lower).toFixed(), '0.010']]);

    // From the pane's open orders: Move, a trigger typed.
    const row = panel
      .getByRole('table', { name: 'Open orders' })
      .getByRole('row', { name: /^Conditional order \d+$/ });
    await row.getByRole('button', { name: /^Move the trigger of conditional order \d+$/ }).click();
    const dialog = app.getByRole('dialog', { name: /^Move BTCUSDT Stop market buy triggering at / });
    await expect(dialog).toContainText(
      'This order is cancelled, then a new one is placed at the new trigger',
    );
    const typed = asks[4]!.toFixed(1);
    await dialog.getByRole('textbox', { name: 'Trigger price' }).fill(typed);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog.getByRole('status', { name: 'Modify result' })).toHaveText(
      `Moved: triggers at ${shownPrice(typed, tick)}.`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await stops()).toEqual([
      ['CANCELED', dec(placedAt).toFixed(), '0.010'],
      ['CANCELED', up, '0.010'],
      ['CANCELED', dec(lower).toFixed(), '0.010'],
      ['NEW', dec(typed).toFixed(), '0.010'],
    ]);
    await expect(ladder.getByRole('img', { name: /^Your order: Buy stop 0\.010 at / })).toHaveAccessibleName(
      new RegExp(`at ${shownPrice(typed, tick)}`),
    );
  });
});
