import type { Page } from '@playwright/test';
import { dec } from '@shared/decimal/decimal';
import { expect, test, type FaultyVenue } from '../support/faults';
import { openOrderPanel, openTab } from '../support/panels';
import { shownPrice } from '../support/shown';
import { shownSpotLast } from '../support/spot-last';
import { lastPriceOf, orderEntryFor, submitOrder } from '../support/order-entry';
import { confirmIn } from '../support/futures-order';

const orderEntry = (app: Page) => app.getByRole('region', { name: 'Order entry' }).last();

/** Half the last price in whole dollars: far below the simulated book, inside PERCENT_PRICE_BY_SIDE. */
async function farBelowMarket(app: Page): Promise<{ price: string; venue: string }> {
  const whole = (await lastPriceOf(await orderEntryFor(app))).div(2).floor();
  return {
    price: whole.toFixed(2),
    venue: whole.toString(),
  };
}

/** Fills a limit buy on BTCUSDT and opens its confirmation dialog; `beforeConfirm` runs just before. */
async function submitLimitBuy(
  app: Page,
  price: string,
  size: string,
  beforeConfirm?: () => Promise<unknown>,
) {
  const entry = await orderEntryFor(app);
  const dialog = await submitOrder(app, entry, { side: 'Buy', type: 'LIMIT', price, size });
  await expect(dialog.getByRole('button', { name: 'Place order' })).toBeVisible();
  await beforeConfirm?.();
  await dialog.getByRole('button', { name: 'Place order' }).click();
}

/** The quantity resting at `price` on the venue's own book (500 levels: the makers keep 200), or "0". */
async function venueBidAt(venue: FaultyVenue, price: string): Promise<string> {
  const book = await venue.depth('BTCUSDT', 500);
  return book.bids.find(([p]) => p === price)?.[1] ?? '0';
}

/**
 * Records every text an open-orders row at `price` shows (in any open-orders table: spot or futures),
 * so a short UNKNOWN is not missed.
 */
async function recordRowStates(app: Page, price: string) {
  await app.evaluate(`(() => {
    const seen = [];
    window.openOrderStates = seen;
    const read = () => {
      for (const row of document.querySelectorAll('table[aria-label="Open orders"] tbody tr')) {
        const text = row.textContent ?? '';
        if (text.includes(${JSON.stringify(price)}) && seen[seen.length - 1] !== text) seen.push(text);
      }
    };
    read();
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  return () => app.evaluate<string[]>('window.openOrderStates.slice()');
}

/** The epoch time a "Rate limited until HH:MM:SS" note names (UTC, the terminal's default), today or just after midnight. */
function blockEnd(note: string): number {
  const [, hours, minutes, seconds] = /until (\d{2}):(\d{2}):(\d{2})/.exec(note) ?? [];
  const end = new Date();
  end.setUTCHours(Number(hours), Number(minutes), Number(seconds), 0);
  const time = end.getTime();
  return time < Date.now() - 12 * 3_600_000 ? time + 24 * 3_600_000 : time;
}

test.describe('faults: orders', () => {
  test('a 5xx after acceptance shows the order UNKNOWN, then reconciled to NEW, with no duplicate at the venue', async ({
    app,
    venue,
  }) => {
    const price = await farBelowMarket(app);
    await openTab(app, 'Open orders');
    const states = await recordRowStates(app, shownPrice(price.price));
    expect((await venue.setFaults({ serverErrorPercent: 100 })).serverErrorPercent).toBe(100);
    await submitLimitBuy(app, price.price, '0.01');
    await expect.poll(async () => (await states()).some((s) => s.includes('UNKNOWN'))).toBe(true);
    await venue.setFaults({ serverErrorPercent: 0 });

    const open = app.getByRole('table', { name: 'Open orders' });
    const row = open.getByRole('row').filter({ hasText: shownPrice(price.price) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('NEW', { timeout: 15_000 });
    await expect(row).not.toContainText('UNKNOWN');
    await expect(app.getByRole('region', { name: 'Order notices' }).getByRole('listitem')).toContainText(
      /is known again: the venue has it as Open \(NEW\)/,
    );
    // The venue executed it exactly once: 0.01 rests at that price, not 0.02, in one order.
    expect(await venueBidAt(venue, price.venue)).toBe('0.01');
    const atVenue = (await venue.state('BTCUSDT')).allOrders.filter((o) => dec(o.price).eq(price.venue));
    expect(atVenue.map((o) => o.status)).toEqual(['NEW']);
  });

  test('a futures order answered 5xx after acceptance is settled by the venue’s own stream: NEW, placed once', async ({
    app,
    venue,
  }) => {
    // Far below the mark, which follows the spot price: a whole number of dollars and 0.3, on the 0.1 tick.
    const price = (await shownSpotLast(app)).mul('0.8').floor().plus('0.3');
    const panel = await openOrderPanel(app, 'USD-M futures');
    const shown = shownPrice(price.toFixed(1), '0.1');
    const states = await recordRowStates(app, shown);
    await panel.getByRole('textbox', { name: 'Price', exact: true }).fill(price.toFixed(1));
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('0.010');
    await expect(panel.getByRole('alert', { name: 'Order check' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Place buy order' }).click();
    // Every answer fails from here; the confirmation reads nothing from the venue, the order goes at Place order.
    expect((await venue.setFaults({ serverErrorPercent: 100 })).serverErrorPercent).toBe(100);
    await confirmIn(panel);
    // The user-data stream tells the order as the venue accepted it, often before the lost answer is
    // known: the row is UNKNOWN for a moment or not at all, and never anything else before NEW.
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText(
      /unknown, checking with the venue|NEW/,
    );
    await venue.setFaults({ serverErrorPercent: 0 });

    const row = panel.getByRole('table', { name: 'Open orders' }).getByRole('row').filter({ hasText: shown });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(8)).toHaveText('Open NEW', { timeout: 15_000 });
    await expect(row.getByRole('button', { name: /^Cancel order \d+$/ })).toBeVisible();
    expect((await states()).every((s) => /Unknown — checking with the venue|NEW/.test(s))).toBe(true);
    // The venue holds it once: one order at that price, however its answer was lost.
    const atVenue = (await venue.futuresOrders('fapi')).filter((o) => dec(o.price).eq(price));
    expect(atVenue.map((o) => o.status)).toEqual(['NEW']);
  });

  test('a 429 disables trading with "rate limited until …" and nothing is sent meanwhile', async ({
    app,
    venue,
  }) => {
    test.setTimeout(150_000);
    const price = await farBelowMarket(app);
    // The burst starts as the order is confirmed: the order (or a clock re-sync just before it) gets
    // the 429, and either way the order is never sent.
    await submitLimitBuy(app, price.price, '0.01', () => venue.setFaults({ rateLimitBurst: 50 }));

    const entry = orderEntry(app);
    const reason = entry.getByRole('alert', { name: 'Trading disabled' });
    await expect(reason).toContainText(/^Rate limited until \d{2}:\d{2}:\d{2}/, { timeout: 15_000 });
    await expect(reason).toContainText('HTTP 429');
    // The venue answers normally again; the terminal still waits out the Retry-After it was given.
    await venue.setFaults({ rateLimitBurst: 0 });
    await expect(entry.getByRole('button', { name: 'Buy BTC' })).toBeDisabled();

    await openTab(app, 'Open orders');
    const ordersPanel = app.locator('.orders-panel');
    await expect(ordersPanel.getByRole('alert', { name: 'Trading disabled' })).toContainText(
      'Rate limited until',
    );

    // While the block lasts (until the next minute at most) the trading client sends nothing: its
    // request meter stands still. When the block lifts, it sends again.
    await openTab(app, 'Account');
    const account = app.getByRole('region', { name: 'Account' }).last();
    const blockedNote = account.getByRole('alert').filter({ hasText: /^Rate limited until/ });
    await expect(blockedNote).toContainText('HTTP 429');
    const meters = account.getByRole('list', { name: 'Request limits' });
    const sentBefore = await meters.textContent();
    const receivedBefore = (await venue.faults()).requestsReceived;
    // Checked only while the block surely lasts (up to a second before the time it names, UTC), so a
    // request sent the moment it lifts is not mistaken for one sent during it.
    const until = blockEnd((await blockedNote.textContent())!);
    await expect
      .poll(
        async () => {
          const meter = await meters.textContent();
          const received = (await venue.faults()).requestsReceived;
          if (Date.now() < until - 1_000) {
            expect(meter).toBe(sentBefore);
            // And the venue itself received nothing at all from the terminal meanwhile.
            expect(received).toBe(receivedBefore);
          }
          return blockedNote.isVisible();
        },
        { timeout: 65_000, intervals: [500] },
      )
      .toBe(false);
    // The refused order never reached the venue's book.
    expect(await venueBidAt(venue, price.venue)).toBe('0');
  });
});
