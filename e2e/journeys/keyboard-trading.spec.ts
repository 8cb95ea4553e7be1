import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { openSettings } from '../support/panels';
import { shownPrice } from '../support/shown';
import { limitOrderEntry } from '../support/order-entry';

test.describe('trading from the keyboard', () => {
  test('a size preset, buy at the bid a set offset away, cancel the last order; every hotkey listed on ?', async ({
    app,
    paperVenue,
  }) => {
    // A thousand ticks (10 USDT) below the best bid: the order rests while the simulated market trades.
    await openSettings(app);
    const habits = app.getByRole('group', { name: 'Trading from the ladder, chart and keyboard' });
    await habits.getByLabel('Hotkey price offset').fill('1000');

    const entry = await limitOrderEntry(app);

    // Go to the size, then the price, by key; the first size preset fills the size.
    await app.keyboard.press('Alt+KeyZ');
    await expect(entry.getByLabel('Size', { exact: true })).toBeFocused();
    await app.keyboard.press('Alt+KeyP');
    await expect(entry.getByLabel('Price', { exact: true })).toBeFocused();
    await app.keyboard.press('Alt+Digit1');
    await expect(entry.getByLabel('Size', { exact: true })).toHaveValue('0.001');

    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    const bestBid = ladder.getByRole('table', { name: 'Bids' }).getByRole('button', { name: /^\d/ }).first();
    await expect(bestBid).toHaveText(/\d/);
    await app.keyboard.press('Alt+KeyJ');
    const confirm = app.getByRole('dialog', { name: 'Confirm buy order' });
    const price = (await confirm.textContent())!.match(/at ([\d,]+\.\d+)/)![1]!.replace(/,/g, '');
    await confirm.getByRole('button', { name: 'Place order' }).click();
    const said = ladder.getByRole('status', { name: 'Order action' });
    await expect(said).toHaveText(`Placed: Limit buy 0.00100 BTCUSDT at ${shownPrice(price)}`);
    await expect
      .poll(async () => (await paperVenue.state('BTCUSDT')).openOrders.map((o) => dec(o.price).toFixed(2)))
      .toEqual([price]);

    await app.keyboard.press('Alt+KeyC');
    await expect(said).toHaveText(
      `Cancelled the newest order: limit buy 0.00100 BTCUSDT at ${shownPrice(price)}`,
    );
    const state = await paperVenue.state('BTCUSDT');
    expect(state.openOrders).toHaveLength(0);
    expect(state.allOrders.map((o) => o.status)).toEqual(['CANCELED']);
    await app.keyboard.press('Alt+KeyC');
    await expect(said).toHaveText('Nothing to cancel on BTCUSDT.');

    // The help lists every hotkey with its keys.
    await app.keyboard.press('Shift+?');
    const help = app.getByRole('dialog', { name: 'Keyboard' });
    const listed = help.getByRole('definition');
    await expect(listed).toHaveCount(12);
    await expect(help).toContainText('Buy at the bid');
    await expect(help).toContainText('Alt+J');
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toHaveCount(0);
  });
});
