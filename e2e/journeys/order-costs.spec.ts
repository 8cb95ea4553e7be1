import Decimal from 'decimal.js';
import { dec } from '@shared/decimal/decimal';
import { expect, test } from '../support/app';
import { openSettings } from '../support/panels';
import { plainPrice, shownPrice } from '../support/shown';
import { balanceOf } from '../support/venue-state';
import { limitOrderEntry } from '../support/order-entry';

test.describe('what an order costs', () => {
  test('a limit shows what is available, its total and fee; 25 % and the held amount size it; a market order shows its expected average and warns past the slippage set', async ({
    app,
    paperVenue,
  }) => {
    const entry = await limitOrderEntry(app);
    const venue = await paperVenue.state('BTCUSDT');

    // Available is the venue's free balance of what the order spends, in cents, never rounded up.
    const usdtFree = balanceOf(venue, 'USDT').free;
    const [whole, cents] = dec(usdtFree).toFixed(2, Decimal.ROUND_DOWN).split('.');
    await expect(entry.getByLabel('Available', { exact: true })).toHaveText(
      `Available ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} USDT`,
    );

    const level = app
      .getByRole('region', { name: 'Order book ladder' })
      .getByRole('table', { name: 'Bids' })
      .getByRole('button', { name: /^\d/ })
      .nth(10);
    await expect(level).toHaveText(/\d/);
    await level.click();
    const price = await entry.getByLabel('Price', { exact: true }).inputValue();
    await entry.getByLabel('Size', { exact: true }).fill('0.01');
    const costs = entry.getByLabel('Order costs');
    /** The value a term of the costs list gives. */
    const cost = (term: string) =>
      costs.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    const totalCost = cost('Total');
    const total = dec(price).mul('0.01');
    await expect(totalCost).toHaveText(`≈ ${shownPrice(total.toFixed())} USDT`);
    // A buy pays its fee in the asset it receives, at the rate it names (a resting limit: maker).
    const feeCost = cost('Fee');
    const [, rate] = (await costs.getByRole('term').filter({ hasText: 'Fee' }).textContent())!.match(
      /^Fee \(([\d.]+) % maker\)$/,
    )!;
    const [, fee] = (await feeCost.textContent())!.match(/^≈ ([\d.,]+) BTC$/)!;
    expect(dec(fee!).eq(dec('0.01').mul(rate!).div(100))).toBe(true);

    // 25 % of the free quote: the size is a share, and the total stays inside it.
    await entry
      .getByRole('group', { name: 'Size as a share of what is available' })
      .getByText('25 %')
      .click();
    await expect(entry.getByLabel('Size in')).toHaveValue('percent');
    await expect(entry.getByLabel('Size', { exact: true })).toHaveValue('25');
    const quarter = dec(usdtFree).div(4);
    const shownTotal = dec(plainPrice((await totalCost.textContent())!.replace(/[≈ A-Z]/g, '')));
    expect(shownTotal.lte(quarter) && shownTotal.gt(quarter.minus(dec(price).mul('0.00001')))).toBe(true);

    // Selling: the held amount is the venue's free BTC, at the symbol's step.
    await entry.getByRole('button', { name: 'Sell', exact: true }).click();
    await entry.getByRole('button', { name: 'Use held amount' }).click();
    await expect(entry.getByLabel('Size in')).toHaveValue('base');
    expect(
      dec(await entry.getByLabel('Size', { exact: true }).inputValue()).eq(balanceOf(venue, 'BTC').free),
    ).toBe(true);

    // A market buy walks the book: its expected average is at or above the best ask.
    await entry.getByRole('button', { name: 'Buy', exact: true }).click();
    await entry.getByLabel('Order type').selectOption('MARKET');
    await entry.getByLabel('Size', { exact: true }).fill('0.5');
    const expected = cost('Expected average');
    await expect(expected).toHaveText(/^[\d,]+\.\d{2}$/);
    await expect(cost('Slippage')).toHaveText(/^\d+(\.\d+)? bps$/);
    // Each figure reads on one line in the form's default width.
    const lines = await costs
      .getByRole('definition')
      .evaluateAll((values) =>
        values.map(
          (value) =>
            value.getBoundingClientRect().height /
            Number(value.ownerDocument.defaultView!.getComputedStyle(value).lineHeight.replace('px', '')),
        ),
      );
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const count of lines) expect(count).toBeLessThan(1.5);
    const bestAsk = app
      .getByRole('region', { name: 'Order book ladder' })
      .getByRole('table', { name: 'Asks' })
      .getByRole('button', { name: /^\d/ })
      .last();
    const average = dec(plainPrice((await expected.textContent())!));
    expect(average.gte(dec(plainPrice((await bestAsk.textContent())!)).minus(5))).toBe(true);

    // Past the trader's slippage warning (1 bps, set in Settings), the form says so.
    await openSettings(app);
    await app
      .getByRole('group', { name: 'Trading from the ladder, chart and keyboard' })
      .getByLabel('Warn past slippage')
      .fill('1');
    await entry.getByLabel('Size', { exact: true }).fill('1');
    await expect(entry.getByRole('alert', { name: 'Slippage warning' })).toContainText(
      'past your 1 bps warning',
    );
  });
});
