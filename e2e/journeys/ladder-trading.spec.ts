import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { ladderLevels } from '../support/ladder';
import { namedFrom, plainPrice, shownPrice } from '../support/shown';
import { balanceOf } from '../support/venue-state';
import { limitOrderEntry } from '../support/order-entry';

async function sizeTheForm(app: Page, size: string): Promise<void> {
  const entry = await limitOrderEntry(app);
  await entry.getByLabel('Size', { exact: true }).fill(size);
}

test.describe('trading from the ladder', () => {
  // A tall window: every level the journey drags between is in view without scrolling the ladder.
  test.use({ activity: 'calm', viewport: { width: 1600, height: 1000 } });

  test('a plain click types the level’s price into the form; its limit shows on the ladder and the chart before it is sent', async ({
    app,
    paperVenue,
  }) => {
    await sizeTheForm(app, '0.001');
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const level = ladderLevels(ladder, 'Bids').nth(8);
    await expect(level).toHaveText(/\d/);
    await level.click();
    // The book moves under the pointer: what the form took is the price clicked.
    const entry = app.getByRole('region', { name: 'Order entry' }).last();
    const price = await entry.getByLabel('Price', { exact: true }).inputValue();
    expect(price).toMatch(/^\d+\.\d+$/);
    const name = `Preview · Limit buy 0.00100 at ${shownPrice(price)}`;
    await expect(ladder.getByRole('img', { name })).toBeVisible();
    const chartLines = app
      .getByRole('region', { name: 'Candlestick chart' })
      .getByRole('group', { name: 'Lines on the chart' });
    await expect(chartLines.getByRole('group', { name: namedFrom(name) })).toHaveCount(1);
    expect((await paperVenue.state('BTCUSDT')).allOrders).toHaveLength(0);
  });

  test('a Shift-click places a limit at the level with the form size; twenty drags leave one order, at the last level; it cancels in place', async ({
    app,
    paperVenue,
  }) => {
    // twenty drags, each checked on the ladder before the next: at a load average of 25 on two cores
    // they took more than 120 s
    test.setTimeout(240_000);
    await sizeTheForm(app, '0.001');
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const said = ladder.getByRole('status', { name: 'Order action' });
    const placeAt = ladderLevels(ladder, 'Bids').nth(6);
    await expect(placeAt).toHaveText(/\d/);
    await placeAt.click({ modifiers: ['Shift'] });
    const confirm = app.getByRole('dialog', { name: 'Confirm buy order' });
    const placedAt = plainPrice((await confirm.textContent())!.match(/at ([\d,]+\.\d+)/)![1]!);
    await confirm.getByRole('button', { name: 'Place order' }).click();
    await expect(said).toHaveText(/^Placed: /);
    const mark = ladder.getByRole('img', { name: /^Your order: Buy 0\.00100 at / });
    await expect(mark).toHaveAccessibleName(new RegExp(`at ${shownPrice(placedAt)}`));
    // Whole at this width too.
    expect(await mark.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    // Twenty drags between two bid levels; each is answered where the trader dropped it. The book
    // moves under the pointer: a press that lands beside a mark that just changed rows, or a release
    // that lands back on the order's own level, moves nothing, and the trader drags again; so does
    // the journey (the record below shows no order was sent twice or left behind).
    let at = placedAt;
    for (let drag = 0; drag < 20; drag++) {
      const [first, second] = drag % 2 === 0 ? [5, 10] : [10, 5];
      for (let attempt = 0; ; attempt++) {
        const before = await said.textContent();
        const wanted = ladderLevels(ladder, 'Bids').nth(first);
        const onItsOwnLevel = plainPrice((await wanted.textContent())!) === at;
        await mark.dragTo(onItsOwnLevel ? ladderLevels(ladder, 'Bids').nth(second) : wanted);
        const answered = await expect(said)
          .not.toHaveText(before ?? '', { timeout: 3000 })
          .then(
            () => true,
            () => false,
          );
        if (answered) break;
        expect(attempt, `drag ${drag} was never answered`).toBeLessThan(2);
      }
      await expect(said).toHaveText(/^Moved to [\d,]+\.\d{2}$/);
      at = plainPrice((await said.textContent())!.replace('Moved to ', ''));
      await expect(mark).toHaveAccessibleName(new RegExp(`at ${shownPrice(at)}`));
    }

    // The venue's record: one order open, at the last level; the twenty before it cancelled, no other.
    const state = await paperVenue.state('BTCUSDT');
    expect(state.openOrders.map((o) => [o.side, dec(o.price).toFixed(), o.origQty])).toEqual([
      ['BUY', dec(at).toFixed(), '0.00100000'],
    ]);
    expect(state.allOrders).toHaveLength(21);
    expect(state.allOrders.filter((o) => o.status === 'CANCELED')).toHaveLength(20);
    expect(dec(balanceOf(state, 'USDT').locked).eq(dec(at).mul('0.001'))).toBe(true);

    await ladder.getByRole('button', { name: /^Cancel order / }).click();
    await expect(mark).toHaveCount(0);
    await expect.poll(async () => (await paperVenue.state('BTCUSDT')).openOrders.length).toBe(0);
  });

  test('a Shift-click with no size in the form places nothing and says why', async ({ app, paperVenue }) => {
    await sizeTheForm(app, '');
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    await ladderLevels(ladder, 'Bids')
      .nth(5)
      .click({ modifiers: ['Shift'] });
    await expect(ladder.getByRole('status', { name: 'Order action' })).toHaveText(
      'Not placed: type a size in the order form first.',
    );
    expect((await paperVenue.state('BTCUSDT')).allOrders).toHaveLength(0);
  });
});

test.describe('your orders on a narrow ladder', () => {
  // The default window: the ladder is narrower than its four columns and an order need.
  test.use({ activity: 'calm' });

  test('the running total gives way (the depth bar shows it) and an order reads whole, its cancel beside it', async ({
    app,
    paperVenue,
  }) => {
    await sizeTheForm(app, '0.001');
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    // Found by its text, not its role: a column left out leaves the accessibility tree.
    const total = ladder.locator('thead th', { hasText: 'Total' }).first();
    await expect(ladder.getByRole('table', { name: 'Bids' }).getByRole('row').nth(1)).toBeVisible();
    expect(await total.evaluate((header) => header.getBoundingClientRect().width)).toBe(0);
    await expect(ladder.getByRole('columnheader', { name: 'Yours' }).first()).toBeVisible();

    await ladderLevels(ladder, 'Bids')
      .nth(3)
      .click({ modifiers: ['Shift'] });
    const confirm = app.getByRole('dialog', { name: 'Confirm buy order' });
    const placedAt = plainPrice((await confirm.textContent())!.match(/at ([\d,]+\.\d+)/)![1]!);
    await confirm.getByRole('button', { name: 'Place order' }).click();
    const mark = ladder.getByRole('img', { name: /^Your order: Buy 0\.00100 at / });
    await expect(mark).toHaveText('● 0.00100');
    // Whole: nothing of the size is cut, the cancel button beside it.
    expect(await mark.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(ladder.getByRole('button', { name: /^Cancel order / })).toBeVisible();
    const state = await paperVenue.state('BTCUSDT');
    expect(state.openOrders.map((o) => [o.side, dec(o.price).toFixed(), o.origQty])).toEqual([
      ['BUY', dec(placedAt).toFixed(), '0.00100000'],
    ]);

    await ladder.getByRole('button', { name: /^Cancel order / }).click();
    await expect(mark).toHaveCount(0);
    await expect.poll(async () => (await paperVenue.state('BTCUSDT')).openOrders.length).toBe(0);
  });
});
