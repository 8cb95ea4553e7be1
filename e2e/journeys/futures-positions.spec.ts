import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/app';
import { startKeyringSession, type KeyringSession } from '../../main/keys/test-support/keyring-session';

/**
 * Futures and mining need an active venue profile: the Paper profile, which the terminal provisions on
 * first start only where an OS keychain is reachable. A headless run gets a private unlocked keyring.
 */
let keyring: KeyringSession | undefined;
const savedEnv: Record<string, string | undefined> = {};
test.beforeAll(async () => {
  if (process.env.DBUS_SESSION_BUS_ADDRESS) return;
  keyring = await startKeyringSession();
  for (const [name, value] of Object.entries(keyring.env)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
});
test.afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await keyring?.stop();
});

/** Opens a panel from the header's "Open panel…" menu and returns its region. */
async function openPanel(app: Page, title: string): Promise<Locator> {
  const menu = app.getByRole('combobox', { name: 'Open another panel' });
  await expect(menu).toBeEnabled({ timeout: 20_000 });
  await menu.selectOption({ label: title });
  const panel = app.getByRole('region', { name: title, exact: true });
  await expect(panel.getByRole('form', { name: 'Order entry' })).toBeVisible();
  return panel;
}

async function marketOrder(panel: Locator, side: 'Buy' | 'Sell', quantity: string, positionSide?: string) {
  await panel.getByRole('button', { name: side, exact: true }).click();
  if (positionSide) await panel.getByRole('combobox', { name: 'Position side' }).selectOption(positionSide);
  await panel.getByRole('combobox', { name: 'Order type' }).selectOption('MARKET');
  await panel.getByRole('textbox', { name: 'Quantity' }).fill(quantity);
  await panel.getByRole('button', { name: `Place ${side.toLowerCase()} order` }).click();
}

async function closePosition(panel: Locator, name: string) {
  const row = panel.getByRole('row', { name: `${name} position` });
  await row.getByRole('button', { name: `Close ${name} position` }).click();
  await row.getByRole('button', { name: 'Confirm close' }).click();
  await expect(row).toHaveCount(0);
}

test.describe('futures positions', () => {
  test('opens and closes a position on USD-M futures', async ({ app }) => {
    const panel = await openPanel(app, 'USD-M futures');
    await expect(panel.getByRole('row', { name: 'USDT wallet' })).toBeVisible();
    await marketOrder(panel, 'Buy', '0.010');
    await expect(panel.getByRole('status', { name: 'Order placed' })).toContainText('MARKET BUY');
    const row = panel.getByRole('row', { name: 'Long BTCUSDT position' });
    await expect(row.getByRole('cell').nth(2)).toHaveText('0.01');
    await closePosition(panel, 'Long BTCUSDT');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });

  test('opens and closes a position on COIN-M futures, in contracts', async ({ app }) => {
    const panel = await openPanel(app, 'COIN-M futures');
    await expect(panel.getByRole('row', { name: 'BTC wallet' })).toBeVisible();
    await marketOrder(panel, 'Sell', '2');
    const row = panel.getByRole('row', { name: /^Short BTCUSD_PERP position$/ });
    await expect(row.getByRole('cell').nth(2)).toHaveText('−2');
    await closePosition(panel, 'Short BTCUSD_PERP');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });

  test('holds long and short sides in hedge mode and refuses closing more than a side holds', async ({
    app,
  }) => {
    const panel = await openPanel(app, 'USD-M futures');
    await panel.getByRole('button', { name: 'Hedge mode' }).click();
    await expect(panel.getByRole('button', { name: 'Hedge mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('checkbox', { name: 'Reduce only' })).toHaveCount(0);

    await marketOrder(panel, 'Buy', '0.010', 'LONG');
    await expect(panel.getByRole('row', { name: 'Long BTCUSDT position' })).toBeVisible();
    await marketOrder(panel, 'Sell', '0.020', 'SHORT');
    await expect(
      panel.getByRole('row', { name: 'Short BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('−0.02');

    await marketOrder(panel, 'Sell', '0.050', 'LONG');
    await expect(panel.getByRole('alert', { name: 'Order refused' })).toContainText(
      'ReduceOnly Order is rejected. (code -2022)',
    );
    await expect(
      panel.getByRole('row', { name: 'Long BTCUSDT position' }).getByRole('cell').nth(2),
    ).toHaveText('0.01');

    await closePosition(panel, 'Long BTCUSDT');
    await closePosition(panel, 'Short BTCUSDT');
    await expect(panel.getByText('No open positions.')).toBeVisible();
  });
});
