// Regenerates the README's screenshots from a live development host: `npm run screenshots`.
// Every order, position and mining account shown is made through the UI on the embedded paper venue.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, systemChromium } from '../e2e/support/chromium';
import { startDevHostProcess } from '../e2e/support/dev-host-process';
import { startKeyringSession } from '../main/keys/test-support/keyring-session';
import { Camera } from './screenshots/camera';
import {
  bracketOnChart,
  exitsOnChart,
  futuresLadder,
  liquidationPreview,
  chaseSell,
  fillScaledBuy,
  runTwapBuy as runFuturesTwapBuy,
  tradeHistory,
  limitEntryWithExits,
  openFuturesPosition,
  showMiningAccount,
} from './screenshots/futures-mining';
import { DATA_TIMEOUT, setTheme, waitForLiveMarket } from './screenshots/live-market';
import { showPane } from './screenshots/panes';
import {
  askToBuy,
  confirmResting,
  fillLimitBuy,
  fillOco,
  fillLimitWithExits,
  fillScaled,
  lastPrice,
  runTwapBuy,
  startChaseBuy,
  marketBuy,
  orderEntry,
  placeFilledOco,
  placeLimitBuy,
  placeOto,
  priceAt,
} from './screenshots/spot-orders';

const OUT = 'docs/screenshots';
/** Window widths for panes that read best narrower than the whole workspace. */
const NARROW = 960;
const MEDIUM = 1200;

/** Each main panel group, by its region's accessible name, and the file it is saved as, as laid out. */
const PANELS: readonly (readonly [region: string, file: string])[] = [
  ['Market watchlist', 'watchlist.png'],
  ['Candlestick chart', 'candles.png'],
  ['Market depth', 'depth-chart.png'],
  ['Trades tape', 'trades-tape.png'],
  ['Venue connection', 'connection.png'],
];

/** Resting limit buys, an OTO whose sell waits for its buy, an OCO and a market buy, with their captures. */
async function trade(page: Page, camera: Camera): Promise<void> {
  const entry = await orderEntry(page);
  const last = await lastPrice(entry);
  const first = priceAt(last, '0.97');
  await fillLimitBuy(entry, first, '0.01000');
  await camera.shootPane('order-entry.png', entry);
  const dialog = await askToBuy(page, entry);
  await camera.shoot('confirm-order.png', dialog);
  await confirmResting(page, dialog, first);
  await placeLimitBuy(page, priceAt(last, '0.96'), '0.02000');
  await placeLimitBuy(page, priceAt(last, '0.95'), '0.01500');
  await placeOto(page, priceAt(last, '0.94'), priceAt(last, '1.06'), '0.00100');

  const listEntry = await orderEntry(page);
  await fillOco(listEntry, '0.01000', priceAt(last, '1.05'), priceAt(last, '0.93'), priceAt(last, '0.929'));
  await camera.shootPane('order-entry-oco.png', listEntry);
  await placeFilledOco(page, listEntry);
  const scaledEntry = await orderEntry(page);
  await fillScaled(scaledEntry, priceAt(last, '0.99'), priceAt(last, '0.97'), '5', '0.05000');
  await camera.shootPane('order-entry-scaled.png', scaledEntry);
  const exitsEntry = await orderEntry(page);
  const exits = await fillLimitWithExits(
    exitsEntry,
    { price: priceAt(last, '0.99'), takeProfit: priceAt(last, '1.02'), stopLoss: priceAt(last, '0.97') },
    '25',
  );
  await camera.shootPane('order-entry-exits.png', exitsEntry);
  await exits.clear();
  const twapEntry = await orderEntry(page);
  const backFromTwap = await runTwapBuy(page, twapEntry, '0.00300');
  await camera.shootPane('order-entry-twap.png', twapEntry);
  await backFromTwap();
  const chaseEntry = await orderEntry(page);
  const backFromChase = await startChaseBuy(page, chaseEntry, '0.02000');
  await camera.shootPane('order-entry-chase.png', chaseEntry);
  await backFromChase();
  await marketBuy(page, '50');
  // One more a few levels under the market, so the ladder shows the trader's order at its level.
  const now = await lastPrice(await orderEntry(page));
  await placeLimitBuy(page, priceAt(now, '0.99985'), '0.00500');
}

/** Open orders, history, account and settings, in the bottom strip of the workspace. */
async function tradingPanes(page: Page, camera: Camera): Promise<void> {
  const wait = { timeout: DATA_TIMEOUT };
  await camera.shootPane('open-orders.png', await showPane(page, 'Open orders'));

  const history = await showPane(page, 'History', /^History/);
  await history.getByRole('tab', { name: 'All orders' }).click();
  const orders = history.getByRole('table', { name: 'All orders' });
  await orders.getByRole('row').filter({ hasText: 'FILLED' }).first().waitFor(wait);
  await orders.getByRole('row').filter({ hasText: 'PENDING_NEW' }).waitFor(wait);
  await camera.shootPane('history-orders.png', history);
  await history.getByRole('tab', { name: 'Trades' }).click();
  await history.getByRole('table', { name: 'Trades' }).getByRole('row').nth(1).waitFor(wait);
  await camera.shootPane('history-trades.png', history);
  await history.getByRole('tab', { name: 'Order lists' }).click();
  await history.getByRole('table', { name: 'Order lists' }).getByRole('row').nth(2).waitFor(wait);
  await camera.shootPane('history-order-lists.png', history);

  const account = await showPane(page, 'Account');
  await account.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC/ }).waitFor(wait);
  await account.getByLabel('Portfolio total').filter({ hasText: /\d/ }).waitFor(wait);
  await account.getByLabel('Account commission rates').filter({ hasText: '%' }).waitFor(wait);
  await account.getByLabel('BTCUSDT commission rates').filter({ hasText: '%' }).waitFor(wait);
  await account.getByRole('table', { name: 'Unfilled order counts' }).getByRole('row').nth(1).waitFor(wait);
  // The value chart is reconstructed in main from the venue's klines and the account's trades.
  await account.getByRole('img', { name: /^Portfolio value in USDT over 24 hours, from / }).waitFor(wait);
  await camera.shootPane('account.png', account, { width: NARROW });

  await page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page
    .getByRole('tabpanel', { name: 'Settings', exact: true })
    .getByRole('region', { name: 'Settings', exact: true });
  await settings.waitFor();
  await settings.getByRole('listitem', { name: 'Profile Paper' }).waitFor(wait);
  await camera.shootPane('settings.png', settings, { width: NARROW });
}

/** Futures with an open position each, and a mining account, opened into the bottom strip. */
async function futuresAndMining(page: Page, camera: Camera): Promise<void> {
  await showPane(page, 'Open orders');
  const usdm = await openFuturesPosition(page, 'USD-M futures', 'Buy', '0.050');
  await camera.shootPane('futures-usdm.png', usdm, { width: MEDIUM });
  const backToOrder = await fillScaledBuy(usdm);
  await camera.shootPane('futures-scaled.png', usdm, { width: MEDIUM });
  await backToOrder();
  const chaseDone = await chaseSell(usdm);
  await camera.shootPane('futures-chase.png', usdm, { width: MEDIUM });
  await chaseDone();
  const twapDone = await runFuturesTwapBuy(usdm);
  await camera.shootPane('futures-twap.png', usdm, { width: MEDIUM });
  await twapDone();
  await camera.shootPane('futures-history.png', usdm, { width: MEDIUM, part: await tradeHistory(usdm) });
  await camera.shootPane('futures-position-history.png', usdm, {
    width: MEDIUM,
    part: await tradeHistory(usdm, 'Position history'),
  });
  await camera.shootPane('futures-daily-pnl.png', usdm, {
    width: MEDIUM,
    part: await tradeHistory(usdm, 'Daily P&L'),
  });
  await camera.shoot('futures-chart.png', await bracketOnChart(page, usdm));
  await limitEntryWithExits(usdm, (dialog) => camera.shoot('futures-confirm-order.png', dialog));
  await camera.shootPane('futures-exits.png', usdm, { width: MEDIUM });
  await camera.shoot('futures-exits-chart.png', await exitsOnChart(page));
  const liquidation = await liquidationPreview(page, usdm);
  await camera.shoot('futures-liquidation-chart.png', liquidation.chart);
  await liquidation.done();
  await camera.shootPane('futures-ladder.png', await futuresLadder(page));
  await showPane(page, 'Open orders');
  const coinm = await openFuturesPosition(page, 'COIN-M futures', 'Sell', '3');
  await camera.shootPane('futures-coinm.png', coinm, { width: MEDIUM });

  await showPane(page, 'Open orders');
  const mining = await showMiningAccount(page, 'alpha', '168', '10');
  const hashrate = mining.getByRole('region', { name: 'Hashrate' });
  await camera.shootPane('mining-hashrate.png', mining, { width: NARROW, part: hashrate });
  const income = mining.getByRole('region', { name: 'Profit transfers' });
  await camera.shootPane('mining-income.png', mining, { width: NARROW, part: income });
}

// Futures and mining need the Paper profile's key, which lives in an OS keychain: a private one if none runs.
const keyring = process.env.DBUS_SESSION_BUS_ADDRESS ? undefined : await startKeyringSession();
const dataDir = await mkdtemp(join(tmpdir(), 'tt-shots-'));
const keyringEnv = Object.fromEntries(
  Object.entries(keyring?.env ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
);
const host = await startDevHostProcess(dataDir, { env: keyringEnv });
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
try {
  await mkdir(OUT, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const camera = new Camera(page, OUT);
  await page.goto(host.url);
  await page.locator('[data-app-state="ready"]').waitFor({ timeout: DATA_TIMEOUT });
  await waitForLiveMarket(page);
  await setTheme(page, 'dark');
  // Shown first, so the account's value chart gathers samples while the script trades.
  await showPane(page, 'Account');
  await trade(page, camera);

  // The workspace shows the order entry from its top, as a trader would see it.
  await (await orderEntry(page)).evaluate((pane) => pane.scrollTo({ top: 0 }));
  await showPane(page, 'Open orders');
  await waitForLiveMarket(page);
  await camera.shoot('terminal.png');
  for (const [region, file] of PANELS)
    await camera.shoot(file, page.getByRole('region', { name: region, exact: true }));
  // The ladder whole: every level of both sides, which the default layout has to scroll.
  await camera.shootPane('depth-ladder.png', page.getByRole('region', { name: 'Order book ladder' }));
  await setTheme(page, 'light');
  await waitForLiveMarket(page);
  await camera.shoot('terminal-light.png');
  await setTheme(page, 'dark');

  await tradingPanes(page, camera);
  await futuresAndMining(page, camera);
} finally {
  await browser.close();
  await host.stop();
  await keyring?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
