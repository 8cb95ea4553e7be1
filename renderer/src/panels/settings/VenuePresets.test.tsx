import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VENUE_PRESETS } from '@shared/venue-presets';
import { fakeTradingTerminal } from '../orders/fake-trading-terminal';
import { renderTrading } from '../orders/render-trading';
import { SettingsPanel } from './SettingsPanel';

afterEach(cleanup);

const form = () => within(screen.getByRole('form', { name: 'Add profile' }));
const choose = (value: string) =>
  fireEvent.change(form().getByLabelText('Venue kind'), { target: { value } });
const urlOf = (label: string) => (form().getByLabelText(label) as HTMLInputElement).value;

describe('settings: venue presets', () => {
  it('offers Binance spot (live), the two testnets and Custom beside the paper venue', async () => {
    renderTrading(<SettingsPanel />, fakeTradingTerminal().terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    const options = within(form().getByLabelText('Venue kind')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Embedded paper venue',
      'Binance spot (live)',
      'Binance spot testnet',
      'Binance futures testnet',
      'Custom venue URLs',
    ]);
    expect(form().getByLabelText('Venue marking').textContent).toBe('PAPER');
  });

  it('fills every base URL from the table, marks it, and sends the preset with its URLs', async () => {
    const fake = fakeTradingTerminal();
    fake.api.profiles.add.mockImplementation(async (input) => {
      const profile = { ...fake.paper, id: 'p-2', name: input.name, venue: input.venue, builtIn: null };
      fake.api.profiles.list.mockResolvedValue({
        profiles: [fake.paper, { ...profile, active: false }],
        activeProfileId: 'p-1',
      });
      return { profile: { ...profile, active: false }, publicKeyPem: null };
    });
    renderTrading(<SettingsPanel />, fake.terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });

    choose('binance-spot');
    expect(form().getByLabelText('Venue marking').textContent).toBe('LIVE');
    const live = VENUE_PRESETS['binance-spot'].urls;
    expect(urlOf('Spot REST URL')).toBe(live.spotRestUrl);
    expect(urlOf('Market stream URL')).toBe(live.marketStreamUrl);
    expect(urlOf('WebSocket API URL')).toBe(live.wsApiUrl);
    expect(urlOf('USDⓈ-M futures URL')).toBe(live.fapiUrl);
    expect(urlOf('COIN-M futures URL')).toBe(live.dapiUrl);
    expect(urlOf('SAPI (mining) URL')).toBe(live.sapiUrl);

    choose('binance-futures-testnet');
    expect(form().getByLabelText('Venue marking').textContent).toBe('TESTNET');
    expect(urlOf('USDⓈ-M futures URL')).toBe('https://testnet.binancefuture.com');
    expect(form().getByRole('group', { name: 'Venue' }).textContent).toContain(
      'Create its API key at https://testnet.binancefuture.com',
    );

    fireEvent.change(form().getByLabelText('Profile name'), { target: { value: 'Futures test' } });
    fireEvent.change(form().getByLabelText('Key source'), { target: { value: 'hmac' } });
    fireEvent.change(form().getByLabelText('API key id'), { target: { value: 'k' } });
    fireEvent.change(form().getByLabelText('Secret'), { target: { value: 's' } });
    fireEvent.click(form().getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(fake.api.profiles.add).toHaveBeenCalledTimes(1));
    expect(fake.api.profiles.add.mock.calls[0]![0].venue).toEqual({
      kind: 'custom',
      preset: 'binance-futures-testnet',
      ...VENUE_PRESETS['binance-futures-testnet'].urls,
    });
    const row = await screen.findByRole('listitem', { name: 'Profile Futures test' });
    expect(within(row).getByText('TESTNET')).toBeTruthy();
  });

  it('turns an edited preset into Custom, marked by its URLs', async () => {
    renderTrading(<SettingsPanel />, fakeTradingTerminal().terminal);
    await screen.findByRole('listitem', { name: 'Profile Paper' });
    choose('binance-spot-testnet');
    expect(form().getByLabelText('Venue marking').textContent).toBe('TESTNET');
    fireEvent.change(form().getByLabelText('USDⓈ-M futures URL'), {
      target: { value: 'https://fapi.binance.com' },
    });
    expect((form().getByLabelText('Venue kind') as HTMLSelectElement).value).toBe('custom');
    expect(urlOf('Spot REST URL')).toBe('https://testnet.binance.vision');
    // One URL on the live venue: real money may move.
    expect(form().getByLabelText('Venue marking').textContent).toBe('LIVE');
  });
});
