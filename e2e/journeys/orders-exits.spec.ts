import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { newCounterparty, sweepTo } from '../support/counterparty';
import { expectOrderNotice } from '../support/notices';
import { lastPriceOf, orderEntryFor } from '../support/order-entry';
import { shownPrice, shownQuantity } from '../support/shown';
import { shownVenueUrl } from '../support/venue';

test.describe('a spot limit entry with a take profit and a stop loss', () => {
  const counterparty = newCounterparty({ BTC: '100' });
  test.use({ venueAccounts: counterparty.accounts });

  test('sized by its risk, it goes as an OTOCO whose exits sell what the buy leaves after its fee; filled, the exits work on the book', async ({
    app,
    paperVenue,
  }) => {
    const entry = await orderEntryFor(app);
    const form = entry.getByRole('form', { name: 'Spot order' });
    const last = await lastPriceOf(entry);
    // A little under the market, the exits far on either side: nothing the simulated market reaches.
    const price = last.mul('0.999').toFixed(2);
    const takeProfit = last.mul('1.02').toFixed(2);
    const stopLoss = last.mul('0.98').toFixed(2);
    await form.getByLabel('Price', { exact: true }).fill(price);
    await form.getByRole('checkbox', { name: 'Take profit / Stop loss' }).check();
    await form.getByLabel('Take profit price').fill(takeProfit);
    await form.getByLabel('Stop loss trigger').fill(stopLoss);

    // 25 USDT at risk: the size that loses no more at the stop loss, both fees counted.
    await form.getByLabel('Risk at the stop loss').fill('25');
    const sizeButton = form.getByRole('button', { name: 'Size for the risk: type it' });
    await expect(sizeButton).toHaveText(/^Size 0\.\d{5} BTC$/);
    const size = /Size (\S+) BTC/.exec((await sizeButton.textContent())!)![1]!;
    await expect(form.getByRole('status', { name: 'Loss at the stop loss for that size' })).toHaveText(
      /^loses 2[45]\.\d\d USDT at the stop loss, fees included, before any slippage\.$/,
    );
    await sizeButton.click();
    await expect(form.getByLabel('Size', { exact: true })).toHaveValue(size);
    // The paper account's commission is 0.1 %, paid by a buy in the BTC it receives.
    const exitSize = dec(size).mul('0.999').toDecimalPlaces(5, 1).toFixed(5);
    await expect(form.getByRole('status', { name: 'P&L at the exits' })).toHaveText(
      new RegExp(
        `^The exits sell ${shownQuantity(exitSize).replace('.', '\\.')} BTC: what the buy leaves after its fee\\. At take profit \\+[\\d,.]+ USDT · at stop loss −2[45]\\.\\d\\d USDT, fees included\\.$`,
      ),
    );
    await expect(form.getByRole('status', { name: 'Reward to risk' })).toHaveText(
      /^Reward:risk \d+\.\d\d : 1 after fees\.$/,
    );

    // Before anything is sent the chart draws the entry and both exits as previews.
    const lines = app
      .getByRole('region', { name: 'Candlestick chart', exact: true })
      .getByRole('group', { name: 'Lines on the chart' });
    for (const preview of ['Limit buy', 'Take profit sell', 'Stop loss sell'])
      await expect(lines.getByRole('group', { name: new RegExp(`^Preview · ${preview}`) })).toHaveCount(1);

    await form.getByRole('button', { name: 'Buy BTC' }).click();
    const confirm = app.getByRole('dialog', { name: 'Confirm OTOCO' });
    await expect(confirm).toContainText('Only when it is completely filled, two pending orders are placed');
    await confirm.getByRole('button', { name: 'Place OTOCO' }).click();
    const result = form.getByRole('status', { name: 'Order list result' });
    await expect(result).toHaveText(
      /^OTOCO \S+: EXECUTING, limit open \(NEW\), limit maker pending \(PENDING_NEW\), stop loss pending \(PENDING_NEW\)\.$/,
    );
    const listClientOrderId = /^OTOCO (\S+):/.exec((await result.textContent())!)![1]!;

    // The venue's own record: the entry for the size typed, the pair for what the buy will leave.
    const members = async () => {
      const venue = await paperVenue.state('BTCUSDT');
      const list = venue.orderLists.find((l) => l.listClientOrderId === listClientOrderId)!;
      return venue.allOrders
        .filter((o) => o.orderListId === list.orderListId)
        .map((o) => [
          o.type,
          o.side,
          o.status,
          dec(o.origQty).toFixed(5),
          dec(o.price).toFixed(2),
          dec(o.stopPrice).toFixed(2),
        ]);
    };
    expect((await members()).sort()).toEqual([
      ['LIMIT', 'BUY', 'NEW', dec(size).toFixed(5), price, '0.00'],
      ['LIMIT_MAKER', 'SELL', 'PENDING_NEW', exitSize, takeProfit, '0.00'],
      ['STOP_LOSS', 'SELL', 'PENDING_NEW', exitSize, '0.00', stopLoss],
    ]);

    // Another account sells into every bid down to the entry: it fills, and the exits go to work,
    // the account holding what they sell.
    const sweep = await sweepTo(counterparty.client(await shownVenueUrl(app)), {
      symbol: 'BTCUSDT',
      side: 'SELL',
      price,
      stepSize: '0.00001',
      margin: '0.5',
    });
    expect(sweep.fills.some((fill) => dec(fill.price).eq(price))).toBe(true);
    await expectOrderNotice(
      app,
      `Filled: limit buy ${shownQuantity(size)} BTCUSDT at an average of ${shownPrice(price)}.`,
    );
    await expect
      .poll(async () => (await members()).sort())
      .toEqual([
        ['LIMIT', 'BUY', 'FILLED', dec(size).toFixed(5), price, '0.00'],
        ['LIMIT_MAKER', 'SELL', 'NEW', exitSize, takeProfit, '0.00'],
        ['STOP_LOSS', 'SELL', 'NEW', exitSize, '0.00', stopLoss],
      ]);
  });
});
