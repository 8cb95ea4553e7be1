import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { balanceOf } from '../support/venue-state';
import { lastPriceOf, orderEntryFor } from '../support/order-entry';

test.describe('a scaled buy under the market', () => {
  test('places its orders as shown, and the venue holds each at its price and size', async ({
    app,
    paperVenue,
  }) => {
    const entry = await orderEntryFor(app);
    const last = await lastPriceOf(entry);
    const start = last.mul('0.99').toFixed(2);
    const end = last.mul('0.98').toFixed(2);
    const before = await paperVenue.state('BTCUSDT');

    await entry.getByRole('tab', { name: 'Scaled', exact: true }).click();
    const form = entry.getByRole('form', { name: 'Scaled order' });
    await form.getByLabel('Start price').fill(start);
    await form.getByLabel('End price').fill(end);
    await form.getByLabel('Number of orders').fill('3');
    await form.getByLabel('Total size').fill('0.00300');
    await form.getByLabel('Size distribution').selectOption('towardEnd');

    const rows = form.getByRole('table', { name: 'Scaled orders' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    const middle = dec(start).plus(end).div(2).toDecimalPlaces(2).toFixed(2);
    const expected = [
      { price: start, quantity: '0.00050' },
      { price: middle, quantity: '0.00100' },
      { price: end, quantity: '0.00150' },
    ];
    for (const [i, o] of expected.entries())
      await expect(
        rows
          .nth(i + 1)
          .getByRole('cell')
          .nth(2),
      ).toHaveText(o.quantity);

    await form.getByRole('button', { name: 'Place 3 buy orders' }).click();
    const dialog = app.getByRole('dialog', { name: 'Confirm 3 buy orders' });
    await dialog.getByRole('button', { name: 'Place orders' }).click();
    await expect(form.getByRole('status', { name: 'Scaled order result' })).toHaveText(
      'Placed 3 of 3 orders: 3 open.',
    );

    // The venue's own record: three new limit buys at exactly the prices and sizes shown, and the
    // quote they lock together.
    const after = await paperVenue.state('BTCUSDT');
    const known = new Set(before.openOrders.map((o) => o.orderId));
    const placed = after.openOrders.filter((o) => !known.has(o.orderId));
    expect(
      placed
        .map((o) => ({
          side: o.side,
          type: o.type,
          status: o.status,
          price: dec(o.price),
          qty: dec(o.origQty),
        }))
        .sort((a, b) => b.price.comparedTo(a.price))
        .map((o) => ({ ...o, price: o.price.toFixed(2), qty: o.qty.toFixed(5) })),
    ).toEqual(
      expected.map((o) => ({ side: 'BUY', type: 'LIMIT', status: 'NEW', price: o.price, qty: o.quantity })),
    );
    const notional = expected.reduce((sum, o) => sum.plus(dec(o.price).mul(o.quantity)), dec('0'));
    expect(dec(balanceOf(after, 'USDT').locked).minus(balanceOf(before, 'USDT').locked).toFixed()).toBe(
      notional.toFixed(),
    );

    // A set the balance cannot lock is refused in the form with the venue's -2010, and nothing is sent.
    await form.getByLabel('Total size').fill('100.00000');
    await expect(form.getByRole('alert')).toContainText(
      'Account has insufficient balance for requested action. (code -2010) The 3 orders lock',
    );
    await expect(form.getByRole('button', { name: 'Place buy orders' })).toBeDisabled();
    expect((await paperVenue.state('BTCUSDT')).openOrders).toHaveLength(after.openOrders.length);
  });
});
