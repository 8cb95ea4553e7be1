import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { namedFrom, plainPrice, shownPrice } from '../support/shown';
import { lastPriceOf, limitOrderEntry } from '../support/order-entry';

test.describe('trading from the chart', () => {
  test('a right-click places a limit at the pointer’s price; its line moves by keys and by dragging, and cancels on the line', async ({
    app,
    paperVenue,
  }) => {
    // a placement, three moves and a cancel, each answered by the venue and checked on the chart
    test.setTimeout(120_000);
    const entry = await limitOrderEntry(app);
    await entry.getByLabel('Size', { exact: true }).fill('0.001');
    const last = entry.getByLabel('Last price');
    await expect(last).toHaveText(/\d/);

    const chart = app.getByRole('region', { name: 'Candlestick chart' });
    const said = chart.getByRole('status', { name: 'Order action' });
    const lines = chart.getByRole('group', { name: 'Lines on the chart' });
    const stage = chart.locator('.candle-chart');
    await expect(chart.getByLabel('Candle readout')).toHaveText(/C \d/);
    const box = (await stage.boundingBox())!;

    // A right-click in the price pane: a buy limit below the market, or a sell limit above it. The
    // market moves meanwhile, so the journey rests its order as far from it as the pane shows: it
    // reads the prices near the top and the bottom, and right-clicks at the one further from the last.
    const menu = chart.getByRole('menu', { name: /^At / });
    const pointAt = async (y: number) => {
      await stage.click({ button: 'right', position: { x: box.width / 3, y } });
      return plainPrice((await menu.getAttribute('aria-label'))!.replace('At ', ''));
    };
    const [high, low] = [box.height * 0.2, box.height * 0.7];
    const top = await pointAt(high);
    await app.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    const bottom = await pointAt(low);
    let market = plainPrice((await last.textContent())!);
    if (dec(top).minus(market).abs().gt(dec(market).minus(bottom).abs())) {
      await app.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await pointAt(high);
    }
    const pointed = plainPrice((await menu.getAttribute('aria-label'))!.replace('At ', ''));
    market = plainPrice((await last.textContent())!);
    expect(dec(pointed).eq(market)).toBe(false);
    const [side, words, away] = dec(pointed).lt(market)
      ? (['BUY', 'Buy', -1] as const)
      : (['SELL', 'Sell', 1] as const);
    await menu.getByRole('menuitem', { name: `${words} limit at ${shownPrice(pointed)}` }).click();
    await app
      .getByRole('dialog', { name: `Confirm ${side.toLowerCase()} order` })
      .getByRole('button', { name: 'Place order' })
      .click();
    await expect(said).toHaveText(/^Placed: /);
    const line = lines.getByRole('group', { name: new RegExp(`^${words} 0\\.00100 at `) });
    await expect(line).toHaveAccessibleName(`${words} 0.00100 at ${shownPrice(pointed)}`);
    const handle = line.getByRole('button', {
      name: `Move ${words} 0.00100: drag, or arrow keys then Enter`,
    });

    // Three ticks further from the market by keys, then Enter.
    await handle.focus();
    for (let step = 0; step < 3; step++) await handle.press(away < 0 ? 'ArrowDown' : 'ArrowUp');
    await handle.press('Enter');
    const keyed = dec(pointed).plus(dec('0.03').mul(away)).toFixed(2);
    await expect(said).toHaveText(`Moved to ${shownPrice(keyed)}`);
    await expect(line).toHaveAccessibleName(`${words} 0.00100 at ${shownPrice(keyed)}`);

    // Dragged 25 px further from the market. The line follows the price scale as the market moves: a
    // press that lands beside its grip moves nothing, and the trader drags again; so does the journey
    // (the venue's record below shows no order was sent twice).
    for (let attempt = 0; ; attempt++) {
      const grip = (await handle.boundingBox())!;
      await app.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await app.mouse.down();
      await app.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 - 25 * away, { steps: 5 });
      await app.mouse.up();
      const answered = await expect(said)
        .not.toHaveText(`Moved to ${shownPrice(keyed)}`, { timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (answered) break;
      expect(attempt, 'the drag was never answered').toBeLessThan(2);
    }
    await expect(said).toHaveText(/^Moved to [\d,]+\.\d{2}$/);
    const dragged = plainPrice((await said.textContent())!.replace('Moved to ', ''));
    expect(dec(dragged).minus(keyed).mul(away).gt(0)).toBe(true);
    await expect(line).toHaveAccessibleName(`${words} 0.00100 at ${shownPrice(dragged)}`);

    // The venue's record: one order open at the dragged price; the two before it cancelled.
    const state = await paperVenue.state('BTCUSDT');
    expect(state.openOrders.map((o) => dec(o.price).toFixed(2))).toEqual([dragged]);
    expect(state.allOrders.map((o) => o.status).sort()).toEqual(['CANCELED', 'CANCELED', 'NEW']);

    // By the keyboard: a line follows the price scale as the market moves, so it may never stand still
    // long enough for a pointer's click on a loaded machine.
    await line.getByRole('button', { name: /^Cancel order / }).press('Enter');
    await expect(line).toHaveCount(0);
    await expect.poll(async () => (await paperVenue.state('BTCUSDT')).openOrders.length).toBe(0);
  });

  test('the order form’s limit shows on the chart before it is sent; moving its line types the price', async ({
    app,
    paperVenue,
  }) => {
    const entry = await limitOrderEntry(app);
    const last = await lastPriceOf(entry);
    const price = last.mul('0.995').toFixed(2);
    await entry.getByLabel('Price', { exact: true }).fill(price);
    await entry.getByLabel('Size', { exact: true }).fill('0.001');

    const chart = app.getByRole('region', { name: 'Candlestick chart' });
    const lines = chart.getByRole('group', { name: 'Lines on the chart' });
    const preview = lines.getByRole('group', { name: /^Preview · Limit buy 0\.00100 at / });
    await expect(preview).toHaveAccessibleName(
      namedFrom(`Preview · Limit buy 0.00100 at ${shownPrice(price)}`),
    );

    // Two ticks down by keys, then Enter: the form takes the price; nothing is sent.
    const handle = preview.getByRole('button', { name: /^Move Preview · Limit buy 0\.00100/ });
    await handle.focus();
    for (let step = 0; step < 2; step++) await handle.press('ArrowDown');
    await handle.press('Enter');
    const moved = dec(price).minus('0.02');
    await expect
      .poll(async () =>
        dec((await entry.getByLabel('Price', { exact: true }).inputValue()) || '0').toFixed(2),
      )
      .toBe(moved.toFixed(2));
    expect((await paperVenue.state('BTCUSDT')).allOrders).toHaveLength(0);

    // Placed, it draws as itself and the preview goes.
    await entry.getByRole('button', { name: 'Buy BTC' }).click();
    await app
      .getByRole('dialog', { name: 'Confirm buy order' })
      .getByRole('button', { name: 'Place order' })
      .click();
    await expect(lines.getByRole('group', { name: /^Buy 0\.00100 at / })).toHaveCount(1);
    await expect(preview).toHaveCount(0);
    const state = await paperVenue.state('BTCUSDT');
    expect(state.openOrders.map((o) => dec(o.price).toFixed(2))).toEqual([moved.toFixed(2)]);
  });
});
