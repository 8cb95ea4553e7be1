import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveProfileLike } from '../../test-support/live-venue';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { SettingsPanel } from './SettingsPanel';

afterEach(cleanup);

describe('settings: where each key is, and a key that went missing', () => {
  it('asks for a missing key again in plain words, never the keychain entry’s name', async () => {
    const fake = fakeTradingTerminal();
    const live = {
      ...liveProfileLike(fake.paper),
      key: { ...fake.paper.key, type: 'HMAC' as const, apiKey: 'abc', publicKeyPem: null, missing: true },
    };
    fake.api.profiles.list.mockResolvedValue({ profiles: [fake.paper, live], activeProfileId: 'p-1' });
    fake.api.profiles.replaceKey.mockResolvedValue({
      profile: { ...live, key: { ...live.key, missing: false } },
      publicKeyPem: null,
    });
    const { container } = renderTrading(<SettingsPanel />, fake.terminal);
    const row = await screen.findByRole('listitem', { name: 'Profile Live' });
    expect(within(row).getByRole('alert', { name: 'Key of Live' }).textContent).toBe(
      'Key missing from the keychain: enter it again.',
    );
    expect(container.innerHTML).not.toMatch(/private-key|hmac-secret/);

    fireEvent.click(within(row).getByRole('button', { name: 'Enter key of Live again' }));
    const keyForm = within(row).getByRole('form', { name: 'New key of Live' });
    fireEvent.change(within(keyForm).getByLabelText('Key source'), { target: { value: 'hmac' } });
    fireEvent.change(within(keyForm).getByLabelText('API key id'), { target: { value: 'abc' } });
    fireEvent.change(within(keyForm).getByLabelText('Secret'), { target: { value: 'again' } });
    fireEvent.click(within(keyForm).getByRole('button', { name: 'Save new key' }));
    await waitFor(() =>
      expect(fake.api.profiles.replaceKey).toHaveBeenCalledWith({
        id: 'p-9',
        key: { kind: 'hmac', apiKey: 'abc', secret: 'again' },
      }),
    );
  });

  it('labels a session-only Paper key, and says what is missing without a keychain and how to get it', async () => {
    const fake = fakeTradingTerminal();
    const paper = { ...fake.paper, key: { ...fake.paper.key, storedIn: 'session' as const } };
    fake.api.profiles.list.mockResolvedValue({ profiles: [paper], activeProfileId: 'p-1' });
    fake.api.profiles.keychain.mockResolvedValue({
      available: false,
      backend: 'secret-service',
      reason: 'no D-Bus session bus is available',
      help: 'On Linux, API keys are kept in a Secret Service keyring reached over D-Bus.',
    });
    renderTrading(<SettingsPanel />, fake.terminal);
    const row = await screen.findByRole('listitem', { name: 'Profile Paper' });
    expect(within(row).getByLabelText('Key storage of Paper').textContent).toBe(
      '· session-only key: in memory until the terminal closes (no keychain when it started)',
    );
    const alert = await screen.findByText(/^No keychain to keep keys in/);
    const text = alert.closest('[role="alert"]')!.textContent!;
    expect(text).toContain('no D-Bus session bus is available');
    expect(text).toContain('On Linux, API keys are kept in a Secret Service keyring');
    expect(text).toContain('keys are never kept in a file');
  });
});
