import type { Locator } from '@playwright/test';
import { dec, type Dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { useKeyringWhereNoneRuns } from '../support/keyring';
import { placeFuturesMarket } from '../support/futures-order';
import { openOrderPanel } from '../support/panels';
import { shownMark, shownSpotLast } from '../support/spot-last';

useKeyringWhereNoneRuns(test);

/**
 * The position's mark stands at the spot BTCUSDT price the terminal showed before: within 1 % (the
 * basis is at most 0.05 %; the rest allows for the spot price moving since it was read).
 */
async function expectMarkNear(row: Locator, spot: Dec) {
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\d/);
  const mark = await shownMark(row);
  expect(mark.minus(spot).abs().lessThanOrEqualTo(spot.mul('0.01')), `mark ${mark} vs spot ${spot}`).toBe(
    true,
  );
}

async function closePosition(panel: Locator, name: string) {
  const row = panel.getByRole('row', { name: `${name} position` });
  await row.getByRole('button', { name: `Close ${name} position` }).click();
  await row.getByRole('button', { name: 'Confirm close' }).click();
  await expect(row).toHaveCount(0);
}

test.describe('futures positions', () => {
  const families = [
    {
      title: 'opens and closes a position on USD-M futures, marked at the spot price',
      panel: 'USD-M futures',
      wallet: 'USDT wallet',
      order: { side: 'Buy', quantity: '0.010' },
      position: 'Long BTCUSDT',
      size: '0.010',
    },
    {
      title: 'opens and closes a position on COIN-M futures, in contracts, marked at the spot price',
      panel: 'COIN-M futures',
      wallet: 'BTC wallet',
      order: { side: 'Sell', quantity: '2' },
      position: 'Short BTCUSD_PERP',
      size: '−2',
    },
  ] as const;
  for (const family of families) {
    test(family.title, async ({ app }) => {
      const spot = await shownSpotLast(app);
      const panel = await openOrderPanel(app, family.panel);
      await expect(panel.getByRole('row', { name: family.wallet })).toBeVisible();
      await placeFuturesMarket(panel, family.order.side, family.order.quantity);
      await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
        `Market ${family.order.side.toLowerCase()}`,
      );
      const row = panel.getByRole('row', { name: `${family.position} position`, exact: true });
      await expect(row.getByRole('cell').nth(2)).toHaveText(family.size);
      await expectMarkNear(row, spot);
      await closePosition(panel, family.position);
      await expect(panel.getByText('No open positions.')).toBeVisible();
    });
  }

  test('closes half a position at market, a quarter at a take profit, a quarter with a reduce-only limit; the venue holds them and refuses more', async ({
    app,
    paperVenue,
  }) => {
    type VenueOrder = {
      type: string;
      side: string;
      status: string;
      reduceOnly: boolean;
      price: string;
      origQty: string;
    };
    type VenuePosition = { symbol: string; positionAmt: string; markPrice: string };
    const heldNow = async () =>
      (await paperVenue.futures<VenuePosition>('positions', 'fapi')).find((p) => p.symbol === 'BTCUSDT')
        ?.positionAmt;
    const panel = await openOrderPanel(app, 'USD-M futures');
    await placeFuturesMarket(panel, 'Buy', '0.020');
    const row = panel.getByRole('row', { name: 'Long BTCUSDT position', exact: true });
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.020');

    await row.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    const group = row.getByRole('group', { name: 'Confirm closing Long BTCUSDT' });
    await group.getByRole('button', { name: 'Close 50 % of the position' }).click();
    await expect(group).toContainText('Close 0.010 at market?');
    await group.getByRole('button', { name: 'Confirm close' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.010');
    await expect.poll(heldNow).toBe('0.010');

    // Half of what is left when the mark reaches a take profit 3 % up: a reduce-only take profit of
    // that size, waiting in the venue.
    await row.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    await group.getByLabel('Close at').selectOption('takeProfit');
    await group.getByRole('button', { name: 'Close 50 % of the position' }).click();
    const mark = await shownMark(row);
    const takeProfit = mark.mul('1.03').toDecimalPlaces(1).toFixed(1);
    await group.getByLabel('Close trigger (mark price)').fill(takeProfit);
    await expect(group).toContainText(
      /^.*Close 0\.005 at market when the mark reaches [\d,.]+ \(take profit\)\?/,
    );
    await group.getByRole('button', { name: 'Confirm close' }).click();
    await expect(group).toHaveCount(0);
    const waiting = (
      await paperVenue.futures<VenueOrder & { origType: string; stopPrice: string }>('orders', 'fapi')
    ).filter((o) => o.origType === 'TAKE_PROFIT_MARKET' && o.status === 'NEW');
    expect(
      waiting.map((o) => [o.side, o.reduceOnly, dec(o.stopPrice).toFixed(1), dec(o.origQty).toFixed(3)]),
    ).toEqual([['SELL', true, takeProfit, '0.005']]);

    // The other half with a limit 2 % above the mark: it rests, reduce-only, until the market comes up.
    await row.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    await group.getByLabel('Close at').selectOption('limit');
    const price = mark.mul('1.02').toDecimalPlaces(1).toFixed(1);
    await group.getByLabel('Close price').fill(price);
    await group.getByLabel('Close size').fill('0.005');
    await group.getByRole('button', { name: 'Confirm close' }).click();
    await expect(group).toHaveCount(0);
    const resting = (await paperVenue.futures<VenueOrder>('orders', 'fapi')).filter(
      (o) => o.type === 'LIMIT' && o.status === 'NEW',
    );
    expect(
      resting.map((o) => [o.side, o.reduceOnly, dec(o.price).toFixed(1), dec(o.origQty).toFixed(3)]),
    ).toEqual([['SELL', true, price, '0.005']]);
    expect(await heldNow()).toBe('0.010');

    // Both together close the whole position: one more reduce-only order would close more than it
    // holds, and is refused before sending with the venue's -4118.
    const before = (await paperVenue.futures<VenueOrder>('orders', 'fapi')).length;
    await row.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    await group.getByLabel('Close at').selectOption('limit');
    await group.getByLabel('Close price').fill(price);
    await group.getByLabel('Close size').fill('0.001');
    await group.getByRole('button', { name: 'Confirm close' }).click();
    await expect(row.getByRole('alert', { name: 'Close refused' })).toContainText(
      'ReduceOnly Order Failed. Please check your existing position and open orders (code -4118)',
    );
    expect(await paperVenue.futures<VenueOrder>('orders', 'fapi')).toHaveLength(before);
    await group.getByRole('button', { name: 'Keep' }).click();

    // More than the position is refused before sending, with the venue's -2022.
    await row.getByRole('button', { name: 'Close Long BTCUSDT position' }).click();
    await group.getByLabel('Close size').fill('0.011');
    await group.getByRole('button', { name: 'Confirm close' }).click();
    await expect(row.getByRole('alert', { name: 'Close refused' })).toContainText(
      'ReduceOnly Order is rejected. (code -2022)',
    );
    expect(await heldNow()).toBe('0.010');
  });

  test('reverses a long into a short, then closes every position at market; the venue holds none', async ({
    app,
    paperVenue,
  }) => {
    type VenuePosition = { symbol: string; positionAmt: string };
    const held = async () =>
      (await paperVenue.futures<VenuePosition>('positions', 'fapi'))
        .filter((p) => !dec(p.positionAmt).isZero())
        .map((p) => `${p.symbol} ${dec(p.positionAmt).toFixed(3)}`)
        .sort();
    const panel = await openOrderPanel(app, 'USD-M futures');
    await placeFuturesMarket(panel, 'Buy', '0.010');
    const long = panel.getByRole('row', { name: 'Long BTCUSDT position', exact: true });
    await expect(long.getByRole('cell').nth(2)).toHaveText('0.010');

    await long.getByRole('button', { name: 'Reverse Long BTCUSDT position' }).click();
    const reverse = app.getByRole('dialog', { name: 'Reverse Long BTCUSDT to Short 0.010?' });
    await expect(reverse).toContainText('One market sell of 0.020');
    await reverse.getByRole('button', { name: 'Reverse at market' }).click();
    const short = panel.getByRole('row', { name: 'Short BTCUSDT position', exact: true });
    await expect(short.getByRole('cell').nth(2)).toHaveText('−0.010');
    await expect.poll(held).toEqual(['BTCUSDT -0.010']);

    await panel.getByLabel('Futures symbol').selectOption('ETHUSDT');
    await placeFuturesMarket(panel, 'Buy', '0.100');
    await expect(panel.getByRole('row', { name: 'Long ETHUSDT position', exact: true })).toBeVisible();
    await expect.poll(held).toEqual(['BTCUSDT -0.010', 'ETHUSDT 0.100']);

    await panel.getByRole('button', { name: 'Close all positions' }).click();
    const closeAll = app.getByRole('dialog', { name: 'Close all 2 positions?' });
    expect((await closeAll.getByRole('listitem').allTextContents()).sort()).toEqual([
      'Long ETHUSDT 0.100',
      'Short BTCUSDT 0.010',
    ]);
    await closeAll.getByRole('button', { name: 'Close all at market' }).click();
    await expect(panel.getByRole('status', { name: 'Close all positions result' })).toHaveText(
      'Closed 2 positions at market.',
    );
    await expect(panel.getByText('No open positions.')).toBeVisible();
    await expect.poll(held).toEqual([]);
    await expect(panel.getByRole('button', { name: 'Close all positions' })).toBeDisabled();
  });

  test('closes every position with a reduce-only limit at its mark: the venue holds it there, on the tick', async ({
    app,
    paperVenue,
  }) => {
    type VenueOrder = { type: string; side: string; reduceOnly: boolean; price: string; origQty: string };
    const panel = await openOrderPanel(app, 'USD-M futures');
    await placeFuturesMarket(panel, 'Buy', '0.010');
    const row = panel.getByRole('row', { name: 'Long BTCUSDT position', exact: true });
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.010');
    const mark = await shownMark(row);

    await panel.getByRole('button', { name: 'Close all positions' }).click();
    const closeAll = app.getByRole('dialog', { name: 'Close all 1 position?' });
    await closeAll.getByRole('radio', { name: 'Limit at each mark' }).check();
    await closeAll.getByRole('button', { name: 'Place the limits' }).click();
    await expect(panel.getByRole('status', { name: 'Close all positions result' })).toHaveText(
      /^Placed 1 reduce-only limit at the mark: [01] filled, the rest on the book\.$/,
    );
    const [order] = await paperVenue
      .futures<VenueOrder>('orders', 'fapi')
      .then((all) => all.filter((o) => o.type === 'LIMIT'));
    expect(order).toMatchObject({ side: 'SELL', reduceOnly: true });
    expect(dec(order!.origQty).eq('0.010')).toBe(true);
    // At the mark main read when it placed it, up to the 0.1 tick: near the mark shown a moment before.
    expect(dec(order!.price).minus(mark).abs().lte(mark.mul('0.005')), `${order!.price} vs ${mark}`).toBe(
      true,
    );
    expect(dec(order!.price).mod('0.1').isZero()).toBe(true);
  });

  test('holds long and short sides in hedge mode and refuses closing more than a side holds', async ({
    app,
  }) => {
    const panel = await openOrderPanel(app, 'USD-M futures');
    await panel.getByRole('button', { name: 'Hedge mode' }).click();
    await expect(panel.getByRole('button', { name: 'Hedge mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('checkbox', { name: 'Reduce only' })).toHaveCount(0);

    await placeFuturesMarket(panel, 'Buy', '0.010', 'LONG');
    await expect(panel.getByRole('row', { name: 'Long BTCUSDT position' })).toBeVisible();
    await placeFuturesMarket(panel, 'Sell', '0.020', 'SHORT');
    await expect(
      panel.getByRole('row', { name: 'Short BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('−0.020');

    await placeFuturesMarket(panel, 'Sell', '0.050', 'LONG');
    await expect(panel.getByRole('alert', { name: 'Order refused' })).toContainText(
      'ReduceOnly Order is rejected. (code -2022)',
    );
    await expect(
      panel.getByRole('row', { name: 'Long BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('0.010');

    await closePosition(panel, 'Long BTCUSDT');
    await closePosition(panel, 'Short BTCUSDT');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });
});
