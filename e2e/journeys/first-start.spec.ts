import { expect, test } from '../support/app';
import { shownVenueUrl, venueGet } from '../support/venue';

type Level = [price: string, quantity: string];
interface VenueTrade {
  readonly price: string;
  readonly qty: string;
  readonly time: number;
  readonly isBuyerMaker: boolean;
}
type VenueKline = [openTime: number, open: string, ...rest: unknown[]];

/** A venue decimal as the panels show it: thousands grouped, cut to the tick's or step's places. */
const shown = (decimal: string, places: number): string => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return places === 0 ? grouped : `${grouped}.${fraction.padEnd(places, '0').slice(0, places)}`;
};

const utcClock = (epochMs: number): string => new Date(epochMs).toISOString().slice(11, 23);

test.describe('first start with no setup', () => {
  test('opens on the Paper profile with a moving market in every panel, as the venue has it', async ({
    app,
  }) => {
    await expect(app.getByLabel('Active profile')).toHaveText('Paper · PAPER');
    const statusBar = app.getByRole('contentinfo', { name: 'Status bar' });
    await expect(statusBar.getByLabel('Venue REST status')).toHaveText('REST live', { timeout: 10_000 });
    await expect(statusBar.getByLabel('Stream market')).toHaveText(/^market live/, { timeout: 10_000 });
    await expect(statusBar).toContainText('Paper · Paper');
    const venueUrl = await shownVenueUrl(app);

    const watchlist = app.getByRole('grid', { name: 'Watchlist' });
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'ETHBTC'])
      await expect(
        watchlist.getByRole('row', { name: symbol, exact: true }).getByLabel('Last price'),
      ).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/, { timeout: 10_000 });

    // The ladder shows the venue's book: its best bids are levels the venue holds right now.
    const bids = app
      .getByRole('region', { name: 'Order book ladder' })
      .getByRole('table', { name: 'Bids' })
      .getByRole('button');
    await expect(bids.first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/, { timeout: 10_000 });
    await expect(async () => {
      const ladderBids = (await bids.allTextContents()).slice(0, 5);
      const book = await venueGet<{ bids: Level[] }>(venueUrl, '/api/v3/depth?symbol=BTCUSDT&limit=100');
      const venueBids = book.bids.map(([price]) => shown(price, 2));
      expect(ladderBids.length).toBe(5);
      for (const price of ladderBids) expect(venueBids).toContain(price);
    }).toPass({ timeout: 15_000 });

    const depth = app.getByRole('region', { name: 'Market depth' });
    await expect(depth.locator('path.depth-bids')).toHaveAttribute('d', /^M\d/, { timeout: 10_000 });
    await expect(depth.locator('path.depth-asks')).toHaveAttribute('d', /^M\d/);

    // The chart's current candle opens where the venue's latest kline opens.
    const chart = app.getByRole('region', { name: 'Candlestick chart' });
    await expect(chart.locator('.candle-chart canvas').first()).toBeVisible();
    const interval = await chart.getByRole('combobox', { name: 'Interval' }).inputValue();
    const readout = chart.getByLabel('Candle readout');
    await expect(readout).toContainText(/O \d/, { timeout: 10_000 });
    await expect(async () => {
      const [latest] = await venueGet<VenueKline[]>(
        venueUrl,
        `/api/v3/klines?symbol=BTCUSDT&interval=${interval}&limit=1`,
      );
      expect(latest).toBeDefined();
      await expect(readout).toContainText(`O ${shown(latest![1], 2)}`, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });

    // The tape's newest trade is one of the venue's recent trades, and newer ones keep coming.
    const newest = app
      .getByRole('region', { name: 'Trades tape' })
      .getByRole('table', { name: 'Trades' })
      .getByRole('row')
      .nth(1);
    await expect(newest).toBeVisible({ timeout: 10_000 });
    const [price, size, time, side] = await newest.getByRole('cell').allTextContents();
    const trades = await venueGet<VenueTrade[]>(venueUrl, '/api/v3/trades?symbol=BTCUSDT&limit=1000');
    expect(
      trades.map((t) => [
        shown(t.price, 2),
        shown(t.qty, 5),
        utcClock(t.time),
        t.isBuyerMaker ? 'Sell' : 'Buy',
      ]),
    ).toContainEqual([price, size, time, side]);
    await expect(newest.getByRole('cell').nth(2)).not.toHaveText(time!, { timeout: 30_000 });
  });
});
