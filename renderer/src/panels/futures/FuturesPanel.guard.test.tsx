import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FamilyBlock } from '@shared/ipc/account';
import { syncAccountEvents } from '../../api/account-queries';
import { renderWithTerminal } from '../../test-support/render-with-terminal';
import { FuturesPanel } from './FuturesPanel';
import { createFakeFutures, order, position } from './fake-futures';
import { usePreferences } from '../settings/preferences-store';
import { unconfirmedOrders } from '../../test-support/confirmations';

afterEach(cleanup);
// Confirmations are the defaults' and have their own tests (FuturesConfirm.test.tsx).
beforeEach(() => usePreferences.setState({ confirm: unconfirmedOrders }));

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const farFuture = Date.UTC(2099, 0, 1, 12, 0, 0);
const weightLimit = 'HTTP 429: the request-weight limit was exceeded; every request waits';
const orderLimit = 'HTTP 429: the order-count limit was exceeded; new orders wait';
const block = (family: FamilyBlock['family'], scope: FamilyBlock['scope'], until = farFuture) => ({
  family,
  scope,
  until,
  reason: scope === 'all' ? weightLimit : orderLimit,
});

/** The USD-M panel with a resting order, a long position and a valid limit order typed in. */
async function openPanel(fake: ReturnType<typeof createFakeFutures>) {
  const { client } = renderWithTerminal(<FuturesPanel family="usdm" />, fake.terminal);
  syncAccountEvents(fake.terminal, client);
  await screen.findByRole('form', { name: 'Order entry' });
  await screen.findByRole('row', { name: 'Long BTCUSDT position' });
  await screen.findByRole('row', { name: 'Order 5' });
  type('Price', '60000.10');
  type('Quantity', '0.010');
  type('Leverage', '10');
  return { client };
}

const tradingFake = (initial: Parameters<typeof createFakeFutures>[0] = {}) =>
  createFakeFutures({
    positions: [position('usdm', 'BTCUSDT', '0.100')],
    orders: [order('usdm', 'BTCUSDT', 5)],
    ...initial,
  });

/** Every trading control of the pane, enabled or not. */
const controls = () => ({
  place: !button('Place buy order').disabled,
  close: !button('Close Long BTCUSDT position').disabled,
  cancel: !button('Cancel order 5').disabled,
  mode: !button('Hedge mode').disabled,
  leverage: !button('Set leverage').disabled,
});
const allEnabled = { place: true, close: true, cancel: true, mode: true, leverage: true };
const allDisabled = { place: false, close: false, cancel: false, mode: false, leverage: false };

describe('the futures pane while the venue rate limits us', () => {
  it('disables every trading control with the reason and the end of the block, and sends nothing', async () => {
    const fake = tradingFake({ blocks: [block('usdm', 'all')] });
    await openPanel(fake);
    const reason = await screen.findByRole('alert', { name: 'Trading disabled' });
    expect(reason.textContent).toBe(`Rate limited until 12:00:00.000: ${weightLimit}`);
    expect(controls()).toEqual(allDisabled);
    // Even a submit that does not go through the button sends nothing.
    fireEvent.submit(screen.getByRole('form', { name: 'Order entry' }));
    expect(fake.callsTo('place')).toEqual([]);
  });

  it("ignores a block on another family's host", async () => {
    await openPanel(tradingFake({ blocks: [block('coinm', 'all'), block('spot', 'all')] }));
    expect(controls()).toEqual(allEnabled);
    expect(screen.queryByRole('alert', { name: 'Trading disabled' })).toBeNull();
  });

  it('stops new orders and closes, not cancels or settings, while an order-count limit holds', async () => {
    await openPanel(tradingFake({ blocks: [block('usdm', 'orders')] }));
    const reason = await screen.findByRole('alert', { name: 'Trading disabled' });
    expect(reason.textContent).toBe(`Rate limited until 12:00:00.000: ${orderLimit}`);
    expect(controls()).toEqual({ ...allEnabled, place: false, close: false });
  });

  it('disables as soon as main pushes a block, and enables again when the block ends', async () => {
    const fake = tradingFake();
    await openPanel(fake);
    expect(controls()).toEqual(allEnabled);
    fake.pushBlocks([block('usdm', 'all', Date.now() + 400)]);
    expect((await screen.findByRole('alert', { name: 'Trading disabled' })).textContent).toMatch(
      /^Rate limited until \d{2}:\d{2}:\d{2}\.\d{3}: HTTP 429/,
    );
    expect(controls()).toEqual(allDisabled);
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Trading disabled' })).toBeNull());
    expect(controls()).toEqual(allEnabled);
    fireEvent.click(button('Place buy order'));
    await waitFor(() => expect(fake.callsTo('place')).toHaveLength(1));
  });
});

describe('the futures pane without a connection', () => {
  it('disables every trading control with the reason when main cannot reach the venue', async () => {
    await openPanel(
      tradingFake({
        clockFailure: { kind: 'network', message: 'GET /api/v3/time: venue unreachable at http://x' },
      }),
    );
    expect((await screen.findByRole('alert', { name: 'Trading disabled' })).textContent).toBe(
      'Connection lost: GET /api/v3/time: venue unreachable at http://x',
    );
    expect(controls()).toEqual(allDisabled);
  });

  it("disables them when the family's own host stops answering, and not when it refuses a read", async () => {
    const fake = tradingFake();
    const { client } = await openPanel(fake);
    fake.state.positionsFailure = { kind: 'venue', status: 401, code: -2015, message: 'Invalid API-key.' };
    await client.invalidateQueries({ queryKey: ['futures', 'usdm', 'positions'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid API-key. (code -2015)');
    expect(controls()).toEqual(allEnabled);

    fake.state.positionsFailure = {
      kind: 'network',
      message: 'GET /fapi/v2/positionRisk: venue unreachable at http://fapi',
    };
    await client.invalidateQueries({ queryKey: ['futures', 'usdm', 'positions'] });
    expect((await screen.findByRole('alert', { name: 'Trading disabled' })).textContent).toBe(
      'Connection lost: GET /fapi/v2/positionRisk: venue unreachable at http://fapi',
    );
    expect(controls()).toEqual(allDisabled);
  });
});
