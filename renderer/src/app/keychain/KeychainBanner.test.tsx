import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTradingTerminal } from '../../panels/orders/fake-trading-terminal';
import { renderTrading } from '../../panels/orders/render-trading';
import { KeychainBanner } from './KeychainBanner';

afterEach(cleanup);

describe('the keychain banner', () => {
  it('says what is missing, how to get it on this OS, and what still works', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.keychain.mockResolvedValue({
      available: false,
      backend: 'macos-keychain',
      reason: 'the macos-keychain store refused the request (User interaction is not allowed.)',
      help: 'On macOS, API keys are kept in the login Keychain. Unlock it in Keychain Access.',
    });
    renderTrading(<KeychainBanner />, fake.terminal);
    const banner = await screen.findByRole('alert', { name: 'No keychain' });
    expect(banner.textContent).toContain('No keychain for API keys.');
    expect(banner.textContent).toContain('User interaction is not allowed.');
    expect(banner.textContent).toContain('Unlock it in Keychain Access');
    expect(banner.textContent).toContain('Market data works.');
    expect(banner.textContent).toContain('session-only key');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'No keychain' })).toBeNull();
  });

  it('checks the keychain again when asked: still missing it says so, answering it clears the warning', async () => {
    const fake = fakeTradingTerminal();
    const missing = {
      available: false,
      backend: 'secret-service',
      reason: 'the keyring is locked and was not unlocked (Prompt dismissed)',
      help: 'On Linux, API keys are kept in a Secret Service keyring reached over D-Bus.',
    } as const;
    fake.api.profiles.keychain.mockResolvedValue(missing);
    renderTrading(<KeychainBanner />, fake.terminal);
    const banner = await screen.findByRole('alert', { name: 'No keychain' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Check again' }));
    expect((await within(banner).findByRole('status')).textContent).toBe('Still no keychain.');
    expect(fake.api.profiles.keychain).toHaveBeenCalledTimes(2);

    fake.api.profiles.keychain.mockResolvedValue({
      available: true,
      backend: 'secret-service',
      reason: null,
      help: missing.help,
    });
    fireEvent.click(within(banner).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'No keychain' })).toBeNull());
    expect(fake.api.profiles.keychain).toHaveBeenCalledTimes(3);
  });

  it('shows nothing while the keychain works and main has nothing to tell', async () => {
    const fake = fakeTradingTerminal();
    const { container } = renderTrading(<KeychainBanner />, fake.terminal);
    await waitFor(() => expect(fake.api.profiles.notices).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it('tells each notice from main once, also one that arrives with a change of the profiles', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.notices
      .mockResolvedValueOnce(['The Paper profile’s key was no longer in the keychain.'])
      .mockResolvedValue([]);
    renderTrading(<KeychainBanner />, fake.terminal);
    expect((await screen.findByRole('status', { name: 'Key notice' })).textContent).toContain(
      'no longer in the keychain',
    );
    fake.api.profiles.notices.mockResolvedValueOnce(['A second notice.']);
    await act(async () => fake.emit('profiles:changed', await fake.api.profiles.list()));
    await waitFor(() => expect(screen.getAllByRole('status', { name: 'Key notice' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.getAllByRole('status', { name: 'Key notice' }).map((n) => n.textContent)).toEqual([
      'A second notice.Dismiss',
    ]);
  });
});
