import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertView } from '@shared/ipc/alerts';
import { useMarketStore } from '../../stores/market-store';
import { useUiStore } from '../../stores/ui-store';
import { alertView } from '../../test-support/alert-view';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { AlertsPanel } from './AlertsPanel';
import { btcusdtPerp } from '../futures/fake-futures';

afterEach(cleanup);
beforeEach(() => {
  useMarketStore.setState({ activeSymbol: 'BTCUSDT' });
  useUiStore.setState({ timeDisplay: 'utc' });
});

const armed = alertView('a1', { kind: 'above', price: '61000.5' });
const fired = alertView(
  'a2',
  { kind: 'move', percent: '1', windowMinutes: 5 },
  {
    sound: false,
    fired: {
      time: Date.UTC(2026, 0, 2, 13, 4, 5, 6),
      price: '59400',
      message: 'BTCUSDT moved -1.00 % within 5 min: from 60000 to 59400.',
    },
  },
);

function renderPanel(alerts: AlertView[] = []) {
  const fake = fakeTradingTerminal();
  fake.api.alerts.list.mockResolvedValue(alerts);
  renderTrading(<AlertsPanel />, fake.terminal);
  return fake;
}

const row = (name: string) => screen.getByRole('row', { name });

describe('the Alerts panel', () => {
  it('lists each alert in words with its status, and what fired when', async () => {
    renderPanel([armed, fired]);
    await screen.findByRole('row', { name: 'BTCUSDT crosses above 61,000.50' });
    expect(within(row('BTCUSDT crosses above 61,000.50')).getByText('Armed')).toBeTruthy();
    const firedRow = row('BTCUSDT moves 1 % within 5 min');
    // The price at the symbol's tick, as the other panes show it.
    expect(await within(firedRow).findByText('Fired 13:04:05.006 at 59,400.00')).toBeTruthy();
    expect(within(firedRow).getByRole('checkbox', { name: /Sound for/ })).toHaveProperty('checked', false);
  });

  it("names a contract's market in the Symbol column, a spot symbol's as it is", async () => {
    const onMark = { ...alertView('a3', { kind: 'above', price: '61000.5' }), market: 'usdm' as const };
    renderPanel([armed, onMark]);
    const contract = await screen.findByRole('row', { name: 'BTCUSDT USD-M mark crosses above 61000.5' });
    expect(within(contract).getAllByRole('cell')[0]?.textContent).toBe('BTCUSDT USD-M');
    expect(within(row('BTCUSDT crosses above 61,000.50')).getAllByRole('cell')[0]?.textContent).toBe(
      'BTCUSDT',
    );
  });

  it('re-arms a fired alert, deletes one, and shows main’s pushed changes', async () => {
    const fake = renderPanel([armed, fired]);
    fake.api.alerts.rearm.mockResolvedValue({ ...fired, status: 'armed', fired: null });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Re-arm alert: BTCUSDT moves 1 % within 5 min' }),
    );
    await waitFor(() => expect(fake.api.alerts.rearm).toHaveBeenCalledWith({ id: 'a2' }));
    expect(screen.queryByRole('button', { name: /Re-arm alert: BTCUSDT crosses/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete alert: BTCUSDT crosses above 61,000.50' }));
    await waitFor(() => expect(fake.api.alerts.delete).toHaveBeenCalledWith({ id: 'a1' }));

    act(() => fake.emit('alerts:changed', [{ ...fired, status: 'armed', fired: null }]));
    await waitFor(() => expect(screen.queryByRole('row', { name: /crosses above/ })).toBeNull());
    expect(within(row('BTCUSDT moves 1 % within 5 min')).getByText('Armed')).toBeTruthy();
  });

  it('adds an alert for the active symbol with the price and sound as set', async () => {
    const fake = renderPanel();
    fake.api.alerts.create.mockResolvedValue(armed);
    await screen.findByText('No alerts yet.');
    await screen.findByRole('option', { name: 'BTCUSDT' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Alert price' }), {
      target: { value: '61000.5' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sound' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    await waitFor(() =>
      expect(fake.api.alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        condition: { kind: 'above', price: '61000.5' },
        sound: false,
      }),
    );
  });

  it('says when a price alert is set on the far side of the last price, and what it waits for', async () => {
    renderPanel();
    await screen.findByRole('option', { name: 'BTCUSDT' });
    const price = (value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Alert price' }), { target: { value } });
    const note = 'The last price is 60,000.00, already at or above 59,000.00: the alert fires once it has';
    price('59000');
    expect((await screen.findByText(new RegExp(`^${note}`))).textContent).toBe(
      `${note} fallen below 59,000.00 and rises to it again.`,
    );
    price('61000');
    expect(screen.queryByText(/already at or/)).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Alert kind' }), { target: { value: 'below' } });
    expect(screen.getByText(/already at or below 61,000.00/)).toBeTruthy();
  });

  it('asks for a move and its window in the form’s words before sending, and shows main’s refusal', async () => {
    const fake = renderPanel();
    fake.api.alerts.create.mockRejectedValue({
      kind: 'invalid-arguments',
      message: 'Invalid arguments for "tt:alerts:create": symbol: BTCUSDT is not traded here',
    });
    await screen.findByRole('option', { name: 'BTCUSDT' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Alert kind' }), { target: { value: 'move' } });
    expect(screen.queryByRole('textbox', { name: 'Alert price' })).toBeNull();
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    const window = (value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Window in minutes' }), { target: { value } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Move %' }), { target: { value: '' } });
    add();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the move in %.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Move %' }), { target: { value: '0.5' } });
    window('ten');
    add();
    expect(screen.getByRole('alert').textContent).toBe('The window is whole minutes, like 5.');
    window('2000');
    add();
    expect(screen.getByRole('alert').textContent).toBe('The window is at most 1440 minutes (a day).');
    expect(fake.api.alerts.create).not.toHaveBeenCalled();

    window('10');
    add();
    await waitFor(() =>
      expect(fake.api.alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        condition: { kind: 'move', percent: '0.5', windowMinutes: 10 },
        sound: true,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('BTCUSDT is not traded here'),
    );
  });

  it('asks for a price left empty, and refuses one that is not a number, without asking main', async () => {
    const fake = renderPanel();
    await screen.findByRole('option', { name: 'BTCUSDT' });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a price.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Alert price' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(screen.getByRole('alert').textContent).toBe('The price is a plain decimal, like 101.25.');
    expect(fake.api.alerts.create).not.toHaveBeenCalled();
  });

  it('edits an alert’s price in place', async () => {
    const fake = renderPanel([armed]);
    fake.api.alerts.update.mockResolvedValue({ ...armed, condition: { kind: 'above', price: '62000' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit alert: BTCUSDT crosses above 61,000.50' }),
    );
    const price = within(row('BTCUSDT crosses above 61,000.50')).getByRole('textbox', {
      name: 'Alert price',
    });
    expect(price).toHaveProperty('value', '61000.5');
    // Moved under the last price (60,000.00), it says what it then waits for.
    fireEvent.change(price, { target: { value: '59000' } });
    expect(
      await within(row('BTCUSDT crosses above 61,000.50')).findByText(/already at or above 59,000.00/),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: '62000' } });
    expect(within(row('BTCUSDT crosses above 61,000.50')).queryByText(/already at or/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.api.alerts.update).toHaveBeenCalledWith({
        id: 'a1',
        condition: { kind: 'above', price: '62000' },
      }),
    );
  });

  it('adds an alert on a futures contract’s mark price, offering only what a mark can set off', async () => {
    const fake = renderPanel();
    Object.assign(fake.api.futures, {
      symbols: vi.fn(async ({ family }: { family: string }) => (family === 'usdm' ? [btcusdtPerp] : [])),
    });
    fake.api.alerts.create.mockImplementation(async (args) => ({
      ...alertView('a9', args.condition),
      market: args.market,
    }));
    const form = await screen.findByRole('form', { name: 'New alert' });
    fireEvent.change(within(form).getByLabelText('Alert market'), { target: { value: 'usdm' } });
    await waitFor(() =>
      expect(within(form).getByLabelText('Alert symbol')).toHaveProperty('value', 'BTCUSDT'),
    );
    const kinds = within(within(form).getByLabelText('Alert kind')).getAllByRole('option');
    expect(kinds.map((option) => option.getAttribute('value'))).toEqual([
      'above',
      'below',
      'move',
      'positionPnl',
      'marginRatio',
    ]);
    fireEvent.change(within(form).getByLabelText('Alert price'), { target: { value: '65000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    await waitFor(() =>
      expect(fake.api.alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        market: 'usdm',
        condition: { kind: 'above', price: '65000' },
        sound: true,
      }),
    );
  });

  it("adds a futures position's P&L alert, in the margin asset, and offers it on no spot symbol", async () => {
    const fake = renderPanel();
    Object.assign(fake.api.futures, {
      symbols: vi.fn(async ({ family }: { family: string }) => (family === 'usdm' ? [btcusdtPerp] : [])),
    });
    fake.api.alerts.create.mockImplementation(async (args) => ({
      ...alertView('a10', args.condition),
      market: args.market,
    }));
    const form = await screen.findByRole('form', { name: 'New alert' });
    const spotKinds = within(within(form).getByLabelText('Alert kind')).getAllByRole('option');
    expect(spotKinds.map((option) => option.getAttribute('value'))).not.toContain('positionPnl');
    fireEvent.change(within(form).getByLabelText('Alert market'), { target: { value: 'usdm' } });
    await waitFor(() =>
      expect(within(form).getByLabelText('Alert symbol')).toHaveProperty('value', 'BTCUSDT'),
    );
    fireEvent.change(within(form).getByLabelText('Alert kind'), { target: { value: 'positionPnl' } });
    expect(within(form).queryByLabelText('Cost method')).toBeNull();
    fireEvent.change(within(form).getByLabelText('P&L direction'), { target: { value: 'below' } });
    fireEvent.change(within(form).getByLabelText('Alert P&L'), { target: { value: '-50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    await waitFor(() =>
      expect(fake.api.alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        market: 'usdm',
        condition: { kind: 'positionPnl', direction: 'below', amount: '-50' },
        sound: true,
      }),
    );
  });

  it("adds a futures contract's margin ratio alert, and offers it on no spot symbol", async () => {
    const fake = renderPanel();
    Object.assign(fake.api.futures, {
      symbols: vi.fn(async ({ family }: { family: string }) => (family === 'usdm' ? [btcusdtPerp] : [])),
    });
    fake.api.alerts.create.mockImplementation(async (args) => ({
      ...alertView('a11', args.condition),
      market: args.market,
    }));
    const form = await screen.findByRole('form', { name: 'New alert' });
    const spotKinds = within(within(form).getByLabelText('Alert kind')).getAllByRole('option');
    expect(spotKinds.map((option) => option.getAttribute('value'))).not.toContain('marginRatio');
    fireEvent.change(within(form).getByLabelText('Alert market'), { target: { value: 'usdm' } });
    await waitFor(() =>
      expect(within(form).getByLabelText('Alert symbol')).toHaveProperty('value', 'BTCUSDT'),
    );
    fireEvent.change(within(form).getByLabelText('Alert kind'), { target: { value: 'marginRatio' } });
    expect(within(form).getByLabelText('Alert margin ratio %')).toHaveProperty('value', '80');
    fireEvent.change(within(form).getByLabelText('Alert margin ratio %'), { target: { value: '65' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add alert' }));
    await waitFor(() =>
      expect(fake.api.alerts.create).toHaveBeenCalledWith({
        symbol: 'BTCUSDT',
        market: 'usdm',
        condition: { kind: 'marginRatio', percent: '65' },
        sound: true,
      }),
    );
  });
});
