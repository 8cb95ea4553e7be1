import type { Page } from '@playwright/test';
import { expect, ladderLevels, test, type FaultyVenue, type Level } from '../support/faults';

const LEVELS = 5;

/** Records every text the market stream's status item shows, so short-lived states are not missed. */
const RECORDER = `(() => {
  const seen = [];
  window.marketStreamStates = seen;
  const read = () => {
    const text = document.querySelector('[aria-label="Stream market"]')?.textContent ?? '';
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  };
  read();
  new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

async function recordMarketStreamStates(app: Page) {
  await app.evaluate(RECORDER);
  return () => app.evaluate<string[]>('window.marketStreamStates.slice()');
}

/**
 * With BTCUSDT halted the simulation leaves its book alone, so the ladder and the venue's REST depth
 * can be compared exactly; the ladder must come to equal it.
 */
async function expectLadderEqualsVenue(app: Page, venue: FaultyVenue) {
  await venue.setFaults({ symbolStatus: { BTCUSDT: 'HALT' } });
  await expect
    .poll(
      async () => {
        // Every level the ladder shows (it shows at least LEVELS a side), against the venue's book.
        const bids = await ladderLevels(app, 'Bids', 100);
        const asks = await ladderLevels(app, 'Asks', 100);
        if (bids.length < LEVELS || asks.length < LEVELS) return 'ladder not filled';
        const book = await venue.depth('BTCUSDT', 100);
        const same = (shown: Level[], venueSide: Level[]) =>
          JSON.stringify(shown) === JSON.stringify(venueSide.slice(0, shown.length));
        return same(bids, book.bids) && same(asks, book.asks) ? 'equal' : 'different';
      },
      { timeout: 10_000 },
    )
    .toBe('equal');
  await venue.setFaults({ symbolStatus: { BTCUSDT: 'TRADING' } });
}

async function waitForBookMoves(venue: FaultyVenue, updates: number) {
  const start = (await venue.depth('BTCUSDT', 1)).lastUpdateId;
  await expect
    .poll(async () => (await venue.depth('BTCUSDT', 1)).lastUpdateId - start, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(updates);
}

/** Waits until the venue's book id has been seen to change `changes` times, between separate polls. */
async function waitForSeparateBookChanges(venue: FaultyVenue, changes: number) {
  let last = (await venue.depth('BTCUSDT', 1)).lastUpdateId;
  let seen = 0;
  await expect
    .poll(
      async () => {
        const now = (await venue.depth('BTCUSDT', 1)).lastUpdateId;
        if (now !== last) seen += 1;
        last = now;
        return seen;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(changes);
}

test.describe('faults: market streams', () => {
  test.beforeEach(async ({ app }) => {
    const ladder = app.getByRole('region', { name: 'Order book ladder' });
    await expect(ladder.getByRole('table', { name: 'Bids' }).getByRole('button').first()).toBeVisible({
      timeout: 15_000,
    });
    // Tick grouping: the ladder's levels are the venue's levels.
    await ladder.getByRole('combobox', { name: 'Grouping' }).selectOption({ label: '0.01' });
  });

  test('a dropped stream goes reconnecting, then live, and the ladder matches the venue book', async ({
    app,
    venue,
  }) => {
    const streamItem = app.getByRole('contentinfo', { name: 'Status bar' }).getByLabel('Stream market');
    await expect(streamItem).toContainText('market live');
    const states = await recordMarketStreamStates(app);

    await venue.setFaults({ dropWebSocketEverySeconds: 1 });
    await expect.poll(async () => (await states()).some((s) => /reconnecting/.test(s))).toBe(true);
    await venue.setFaults({ dropWebSocketEverySeconds: 0 });
    await expect(streamItem).toContainText('market live', { timeout: 15_000 });

    await waitForBookMoves(venue, 5);
    await expectLadderEqualsVenue(app, venue);
  });

  test('a missing depth event is noticed and the book resynced to the venue', async ({ app, venue }) => {
    await venue.setFaults({ dropDepthEvent: ['BTCUSDT'] });
    // The gap shows only on an event after the dropped one: wait until the book has changed in
    // several separate depth messages (polls are at least 100 ms apart) before halting the symbol.
    await waitForSeparateBookChanges(venue, 3);
    await expectLadderEqualsVenue(app, venue);
  });
});
