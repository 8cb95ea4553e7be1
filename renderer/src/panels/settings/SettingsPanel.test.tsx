import { defaultGlobalPreferences } from '@shared/ipc/settings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { liveProfileLike } from '../../test-support/live-venue';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { WithMainPreferences } from '../../test-support/with-main-preferences';
import { usePreferences } from './preferences-store';
import { SettingsPanel } from './SettingsPanel';

afterEach(cleanup);

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('settings: profiles', () => {
  it('adds an HMAC profile with a write-only secret that is never shown again', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.add.mockImplementation(async (input) => ({
      profile: {
        id: 'p-2',
        name: input.name,
        venue: input.venue,
        active: false,
        builtIn: null,
        key: { type: 'HMAC', apiKey: 'abc', publicKeyPem: null, storedIn: 'secret-service', missing: false },
      },
      publicKeyPem: null,
    }));
    const { container } = renderTrading(<SettingsPanel />, fake.terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    type('Profile name', 'Testnet');
    type('Venue kind', 'custom');
    type('Spot REST URL', 'https://testnet.example/api');
    type('Market stream URL', 'wss://testnet.example/ws');
    type('WebSocket API URL', 'wss://testnet.example/ws-api');
    type('USDⓈ-M futures URL', 'https://testnet.example/fapi');
    type('COIN-M futures URL', 'https://testnet.example/dapi');
    type('SAPI (mining) URL', 'https://testnet.example/sapi');
    type('Key source', 'hmac');
    type('API key id', 'abc');
    const secret = screen.getByLabelText('Secret');
    expect(secret.getAttribute('type')).toBe('password');
    fireEvent.change(secret, { target: { value: 's3cr3t-value' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(fake.api.profiles.add).toHaveBeenCalledTimes(1));
    expect(fake.api.profiles.add.mock.calls[0]![0]).toEqual({
      name: 'Testnet',
      venue: {
        kind: 'custom',
        spotRestUrl: 'https://testnet.example/api',
        marketStreamUrl: 'wss://testnet.example/ws',
        wsApiUrl: 'wss://testnet.example/ws-api',
        fapiUrl: 'https://testnet.example/fapi',
        dapiUrl: 'https://testnet.example/dapi',
        sapiUrl: 'https://testnet.example/sapi',
      },
      key: { kind: 'hmac', apiKey: 'abc', secret: 's3cr3t-value' },
    });
    await screen.findByRole('status', { name: 'Key saved' });
    expect((screen.getByLabelText('Secret') as HTMLInputElement).value).toBe('');
    expect(container.innerHTML).not.toContain('s3cr3t-value');
  });

  it('refuses a custom venue with a wrong URL before sending', async () => {
    const fake = fakeTradingTerminal();
    renderTrading(<SettingsPanel />, fake.terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    type('Profile name', 'Bad');
    type('Venue kind', 'custom');
    type('Spot REST URL', 'ftp://nope');
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(within(screen.getByRole('form', { name: 'Add profile' })).getByRole('alert').textContent).toBe(
      'Spot REST URL (spotRestUrl): must be an http:// or https:// URL.',
    );
    expect(fake.api.profiles.add).not.toHaveBeenCalled();
  });

  it('shows a generated key’s public half to register', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.add.mockResolvedValue({
      profile: { ...fake.paper, id: 'p-3', name: 'Gen', builtIn: null, active: false },
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\nGENERATED\n-----END PUBLIC KEY-----\n',
    });
    renderTrading(<SettingsPanel />, fake.terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    type('Profile name', 'Gen');
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() =>
      expect(fake.api.profiles.add).toHaveBeenCalledWith({
        name: 'Gen',
        venue: { kind: 'paper' },
        key: { kind: 'generate-ed25519' },
      }),
    );
    expect(((await screen.findByLabelText('Public key to register')) as HTMLTextAreaElement).value).toContain(
      'GENERATED',
    );
  });

  it('tests a connection and shows the key permissions, or the failure', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.testConnection
      .mockResolvedValueOnce({ ok: true, permissions: ['SPOT', 'TRADE'] })
      .mockResolvedValueOnce({
        ok: false,
        message: 'Invalid API-key, IP, or permissions for action. (code -2015)',
      });
    renderTrading(<SettingsPanel />, fake.terminal);
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection of Paper' }));
    expect((await screen.findByRole('status', { name: 'Connection test of Paper' })).textContent).toBe(
      'Connected. The key may: SPOT, TRADE.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Test connection of Paper' }));
    expect((await screen.findByRole('alert', { name: 'Connection test of Paper' })).textContent).toBe(
      'Invalid API-key, IP, or permissions for action. (code -2015)',
    );
  });

  it('switches profiles and deletes one only after confirmation', async () => {
    const fake = fakeTradingTerminal();
    const live = liveProfileLike(fake.paper);
    fake.api.profiles.list.mockResolvedValue({ profiles: [fake.paper, live], activeProfileId: 'p-1' });
    renderTrading(<SettingsPanel />, fake.terminal);
    const row = await screen.findByRole('listitem', { name: 'Profile Live' });
    expect(within(row).getByText('LIVE')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Switch to Live' }));
    await waitFor(() => expect(fake.api.profiles.setActive).toHaveBeenCalledWith({ id: 'p-9' }));
    expect(screen.getByRole('button', { name: 'Delete Paper' })).toHaveProperty('disabled', true);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Live' }));
    expect(fake.api.profiles.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(fake.api.profiles.remove).toHaveBeenCalledWith({ id: 'p-9' }));
  });
});

/** The Settings pane as the workspace shows it: once main's preferences are in the stores. */
function renderPreferences(fake = fakeTradingTerminal()) {
  renderTrading(
    <WithMainPreferences>
      <SettingsPanel />
    </WithMainPreferences>,
    fake.terminal,
  );
  return fake;
}

describe('settings: preferences', () => {
  it('shows what main keeps, and saves a recorded hotkey and a confirmation per kind to main', async () => {
    const fake = renderPreferences(
      fakeTradingTerminal(undefined, {
        global: {
          hotkeys: { ...defaultGlobalPreferences.hotkeys, buy: 'Alt+B', sell: 'Ctrl+S', cancelAll: 'Alt+X' },
          timeDisplay: 'local',
        },
      }),
    );
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    expect((screen.getByLabelText('Sell hotkey') as HTMLInputElement).value).toBe('Ctrl+S');
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('local');
    fireEvent.keyDown(screen.getByLabelText('Buy hotkey'), {
      key: 'F',
      code: 'KeyF',
      ctrlKey: true,
      shiftKey: true,
    });
    expect(fake.api.settings.update).toHaveBeenLastCalledWith({
      change: {
        hotkeys: {
          ...defaultGlobalPreferences.hotkeys,
          buy: 'Ctrl+Shift+F',
          sell: 'Ctrl+S',
          cancelAll: 'Alt+X',
        },
      },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Buy hotkey') as HTMLInputElement).value).toBe('Ctrl+Shift+F'),
    );
    fireEvent.click(screen.getByLabelText('Confirm OCO lists'));
    expect(fake.api.settings.updateProfile).toHaveBeenLastCalledWith({
      profileId: 'paper',
      change: { confirm: { order: true, oco: false, oto: true, otoco: true, cancelAll: true } },
    });
    await waitFor(() => expect(screen.getByLabelText('Confirm OCO lists')).toHaveProperty('checked', false));
    type('Theme', 'light');
    await waitFor(() => expect(fake.api.workspace.setTheme).toHaveBeenCalledWith({ theme: 'light' }));
  });

  it('refuses a hotkey another action has, in the fields’ words, and asks main nothing', async () => {
    const fake = renderPreferences();
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    await waitFor(() =>
      expect((screen.getByLabelText('Sell hotkey') as HTMLInputElement).value).toBe('Alt+S'),
    );
    fireEvent.keyDown(screen.getByLabelText('Sell hotkey'), { key: 'b', code: 'KeyB', altKey: true });
    expect(screen.getByRole('alert', { name: 'Hotkey refused' }).textContent).toBe(
      'Alt+B is already the hotkey for Buy: the Sell hotkey stays Alt+S.',
    );
    expect((screen.getByLabelText('Sell hotkey') as HTMLInputElement).value).toBe('Alt+S');
    expect(fake.api.settings.update).not.toHaveBeenCalled();
    // A free combination is taken, and the refusal goes.
    fireEvent.keyDown(screen.getByLabelText('Sell hotkey'), {
      key: 'F',
      code: 'KeyF',
      ctrlKey: true,
      shiftKey: true,
    });
    expect(fake.api.settings.update).toHaveBeenLastCalledWith({
      change: { hotkeys: expect.objectContaining({ sell: 'Ctrl+Shift+F', buy: 'Alt+B' }) },
    });
    expect(screen.queryByRole('alert', { name: 'Hotkey refused' })).toBeNull();
  });
});

describe('settings: notifications', () => {
  it('turns notifications off and on in main, the one switch for OS notifications and notices', async () => {
    const fake = renderPreferences(fakeTradingTerminal(undefined, { global: { notifications: false } }));
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    const toggle = () => screen.getByRole('checkbox', { name: 'Notify on fills, cancels and rejections' });
    expect(toggle()).toHaveProperty('checked', false);
    fireEvent.click(toggle());
    expect(fake.api.settings.update).toHaveBeenLastCalledWith({ change: { notifications: true } });
    expect(usePreferences.getState().notifications).toBe(true);
    await waitFor(() => expect(toggle()).toHaveProperty('checked', true));
    fireEvent.click(toggle());
    expect(fake.api.settings.update).toHaveBeenLastCalledWith({ change: { notifications: false } });
  });
});
