import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderNotice } from '@shared/ipc/orders';
import { fakeTradingTerminal, order } from '../../panels/orders/fake-trading-terminal';
import { renderTrading } from '../../panels/orders/render-trading';
import { usePreferences } from '../../panels/settings/preferences-store';
import { alertView } from '../../test-support/alert-view';
import { AppHeader } from '../AppHeader';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  localStorage.clear();
  usePreferences.setState({ notifications: true });
});

const filled: OrderNotice = {
  kind: 'filled',
  order: order({ status: 'FILLED', executedQty: '0.01000' }),
  message: 'Filled: BUY 0.01000 BTCUSDT LIMIT at an average of 60000.',
};
const rejected: OrderNotice = {
  kind: 'rejected',
  order: order({ clientOrderId: 'tt-2', status: 'REJECTED' }),
  message: 'Rejected: BUY 2.6 BTCUSDT LIMIT: Account has insufficient balance for requested action.',
};
const cancelled = (n: number): OrderNotice => ({
  kind: 'canceled',
  order: order({ clientOrderId: `tt-c${n}`, status: 'CANCELED' }),
  message: `Cancelled: order ${n}.`,
});

/** The app header alone, as the shell mounts it: no dock, so no Open orders panel anywhere. */
function renderShell() {
  const fake = fakeTradingTerminal();
  renderTrading(
    <AppHeader
      onOpenSettings={() => undefined}
      profile={{ id: 'p-1', workspaceKey: 'p-1', name: 'Paper', marking: 'PAPER', live: false }}
      theme="dark"
      onToggleTheme={() => undefined}
      onResetLayout={() => undefined}
    />,
    fake.terminal,
  );
  const notices = screen.getByRole('region', { name: 'Order notices' });
  const shown = () => within(notices).queryAllByRole('listitem');
  return {
    fake,
    notices,
    shown,
    tell: (notice: OrderNotice) => act(() => fake.emit('orders:notice', notice)),
  };
}

describe('the order notice stack in the app header', () => {
  it('shows a fill with no Open orders panel mounted, announces it, and Dismiss removes it', () => {
    const { notices, shown, tell } = renderShell();
    expect(screen.queryByRole('table', { name: 'Open orders' })).toBeNull();
    expect(shown()).toEqual([]);

    tell(filled);
    const [item] = shown();
    expect(item!.textContent).toBe(`${filled.message}Dismiss`);
    expect(item!.className).toContain('notice-fill');
    const polite = notices.querySelector('[aria-live="polite"]')!;
    expect(polite.textContent).toBe(filled.message);

    fireEvent.click(within(item!).getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual([]);
    // Dismissing is not news: nothing new is announced.
    expect(polite.textContent).toBe(filled.message);
  });

  it('shows a futures fill told by the futures user-data stream like a spot one', () => {
    const { fake, shown } = renderShell();
    const message = 'Filled: SELL 0.01 BTCUSDT LIMIT at an average of 30500. Realized P&L 6.';
    act(() => fake.emit('futures:notice', { kind: 'filled', message }));
    const [item] = shown();
    expect(item!.textContent).toBe(`${message}Dismiss`);
    expect(item!.className).toContain('notice-fill');
  });

  it('shows a margin call as bad news and announces it assertively', () => {
    const { fake, notices, shown } = renderShell();
    const message = 'Margin call on USD-M futures: Long BTCUSDT 3.000 (mark 26,790.0) close to liquidation.';
    act(() => fake.emit('futures:notice', { kind: 'margin-call', order: null, message }));
    expect(shown()[0]!.className).toContain('notice-rejection');
    expect(notices.querySelector('[aria-live="assertive"]')!.textContent).toBe(message);
  });

  it('shows a rejection apart from a fill, and announces it assertively', () => {
    const { notices, shown, tell } = renderShell();
    tell(filled);
    tell(rejected);
    const [latest] = shown();
    expect(latest!.textContent).toContain(rejected.message);
    expect(latest!.className).toContain('notice-rejection');
    expect(latest!.className).not.toContain('notice-fill');
    expect(notices.querySelector('[aria-live="assertive"]')!.textContent).toBe(rejected.message);
    expect(notices.querySelector('[aria-live="polite"]')!.textContent).toBe('');
  });

  it('keeps the latest five, the newest showing and the earlier ones opened on request', () => {
    const { shown, tell } = renderShell();
    for (let n = 1; n <= 7; n++) tell(cancelled(n));
    expect(shown().map((li) => li.textContent)).toEqual(['Cancelled: order 7.Dismiss']);

    const toggle = screen.getByRole('button', { name: '4 earlier' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(shown().map((li) => li.textContent)).toEqual(
      [7, 6, 5, 4, 3].map((n) => `Cancelled: order ${n}.Dismiss`),
    );

    fireEvent.click(within(shown()[2]!).getByRole('button', { name: 'Dismiss' }));
    expect(shown().map((li) => li.textContent)).toEqual(
      [7, 6, 4, 3].map((n) => `Cancelled: order ${n}.Dismiss`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide earlier' }));
    expect(shown()).toHaveLength(1);
  });

  it('raises a browser notification only while the notifications preference is on', () => {
    const shownNotifications: Array<{ title: string; body?: string }> = [];
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function Notification(title: string, options?: NotificationOptions) {
          shownNotifications.push({ title, body: options?.body });
        },
        { permission: 'granted' },
      ),
    );
    const { tell } = renderShell();
    tell(filled);
    expect(shownNotifications).toEqual([{ title: 'Order filled', body: filled.message }]);

    usePreferences.setState({ notifications: false });
    tell(rejected);
    expect(shownNotifications).toHaveLength(1);
  });

  it('shows a fired alert with the order notices, and plays its tone only when the alert asks for sound', () => {
    const tones: number[] = [];
    class FakeAudioContext {
      readonly currentTime = 0;
      readonly destination = {};
      createGain() {
        return {
          connect: () => undefined,
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        };
      }
      createOscillator() {
        return {
          frequency: { value: 0 },
          connect: () => undefined,
          start: () => undefined,
          stop() {
            tones.push(this.frequency.value);
          },
        };
      }
      close = async () => undefined;
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { fake, shown } = renderShell();
    const fired = { time: 1, price: '60100', message: 'BTCUSDT crossed above 60100: traded at 60100.' };
    const alert = alertView('a1', { kind: 'above', price: '60100' }, { sound: false, fired });
    act(() => fake.emit('alerts:fired', { alert, message: fired.message }));
    const [item] = shown();
    expect(item!.textContent).toBe('BTCUSDT crossed above 60100: traded at 60100.Dismiss');
    expect(item!.className).toContain('notice-warning');
    expect(tones).toEqual([]);

    act(() => fake.emit('alerts:fired', { alert: { ...alert, sound: true }, message: 'again' }));
    expect(shown()[0]!.textContent).toBe('againDismiss');
    expect(tones).toEqual([880, 1320]);
  });
});
