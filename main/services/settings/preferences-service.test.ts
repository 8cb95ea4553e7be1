import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Handlers } from '@shared/ipc/contract';
import type { OrderNotice } from '@shared/ipc/orders';
import { defaultGlobalPreferences, defaultProfilePreferences } from '@shared/ipc/settings';
import { createIpcRouter } from '../../ipc/router';
import { createPreferencesService, osNotifier } from './preferences-service';
import { preferencesFile } from './preferences-store';

const defaultHotkeys = defaultGlobalPreferences.hotkeys;

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-preferences-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const trusted = { trusted: true, description: 'test', sessionId: 's1' };

/** The service behind main's validated IPC layer, as the renderer reaches it. */
function ipcOf(service: ReturnType<typeof createPreferencesService>) {
  const router = createIpcRouter(service.handlers as Partial<Handlers> as Handlers);
  return async (channel: keyof typeof service.handlers, args: unknown) => {
    const response = await router.dispatch(channel, args, trusted);
    if (!response.ok) throw new Error(`${response.error.kind}: ${response.error.message}`);
    return response.value;
  };
}

describe('the preferences service', () => {
  it('starts from the defaults', async () => {
    const ipc = ipcOf(createPreferencesService(dataDir));
    expect(await ipc('tt:settings:load', { profileId: 'paper' })).toEqual({
      global: defaultGlobalPreferences,
      profile: defaultProfilePreferences,
    });
  });

  it('keeps global and per-profile preferences for a new service on the same data directory', async () => {
    const first = ipcOf(createPreferencesService(dataDir));
    await first('tt:settings:update', {
      change: { hotkeys: { ...defaultHotkeys, buy: 'Ctrl+Shift+Y', cancelAll: '' }, timeDisplay: 'local' },
    });
    await first('tt:settings:update', { change: { notifications: false } });
    await first('tt:settings:updateProfile', {
      profileId: 'paper',
      change: {
        confirm: { order: false, oco: true, oto: true, otoco: true, cancelAll: false },
        favourites: ['SOLUSDT', 'ETHUSDT'],
      },
    });
    await first('tt:settings:updateProfile', {
      profileId: 'paper',
      change: { activeSymbol: 'ETHUSDT', tradingSymbol: 'SOLUSDT' },
    });

    const reopened = ipcOf(createPreferencesService(dataDir));
    expect(await reopened('tt:settings:load', { profileId: 'paper' })).toEqual({
      global: {
        notifications: false,
        hotkeys: { ...defaultHotkeys, buy: 'Ctrl+Shift+Y', cancelAll: '' },
        timeDisplay: 'local',
        trading: defaultGlobalPreferences.trading,
      },
      profile: {
        confirm: { order: false, oco: true, oto: true, otoco: true, cancelAll: false },
        favourites: ['SOLUSDT', 'ETHUSDT'],
        activeSymbol: 'ETHUSDT',
        tradingSymbol: 'SOLUSDT',
      },
    });
    // Another profile shares the global preferences and has its own, still the defaults.
    expect(await reopened('tt:settings:load', { profileId: 'p-7' })).toMatchObject({
      global: { notifications: false, timeDisplay: 'local' },
      profile: defaultProfilePreferences,
    });
  });

  it('a load answers with every change asked for before it', async () => {
    const service = createPreferencesService(dataDir);
    const ipc = ipcOf(service);
    const favourites = ['A1', 'B2', 'C3'].map((_, i, all) => all.slice(0, i + 1));
    const writes = favourites.map((list) =>
      ipc('tt:settings:updateProfile', { profileId: 'paper', change: { favourites: list } }),
    );
    const loaded = (await ipc('tt:settings:load', { profileId: 'paper' })) as {
      profile: { favourites: string[] };
    };
    expect(loaded.profile.favourites).toEqual(['A1', 'B2', 'C3']);
    await Promise.all(writes);
  });

  it('refuses bad input with a clear error and keeps what it had', async () => {
    const ipc = ipcOf(createPreferencesService(dataDir));
    await ipc('tt:settings:update', { change: { timeDisplay: 'local' } });
    await expect(
      ipc('tt:settings:update', { change: { hotkeys: { ...defaultHotkeys, sell: 'Alt+B' } } }),
    ).rejects.toThrow(
      'invalid-arguments: Invalid arguments for "tt:settings:update": ' +
        'change.hotkeys.sell: Alt+B is already the hotkey for Buy',
    );
    await expect(ipc('tt:settings:update', { change: { hotkeys: { buy: 'Meta+B' } } })).rejects.toThrow(
      /change\.hotkeys\.buy: a hotkey is Ctrl, Alt and Shift .*change\.hotkeys\.sell: /,
    );
    await expect(ipc('tt:settings:update', { change: { theme: 'light' } })).rejects.toThrow(
      /invalid-arguments: .*change: Unrecognized key: "theme"/,
    );
    await expect(
      ipc('tt:settings:updateProfile', { profileId: 'paper', change: { confirm: { order: 'no' } } }),
    ).rejects.toThrow(/change\.confirm\.order: .*boolean/);
    await expect(
      ipc('tt:settings:updateProfile', { profileId: 'paper', change: { favourites: ['BTC USDT'] } }),
    ).rejects.toThrow('change.favourites.0: a symbol is 1 to 40 characters without spaces');
    await expect(
      ipc('tt:settings:updateProfile', { profileId: 'paper', change: { favourites: ['X1', 'X1'] } }),
    ).rejects.toThrow('change.favourites: a symbol is a favourite at most once');
    await expect(ipc('tt:settings:load', { profileId: '' })).rejects.toThrow(
      /invalid-arguments: .*profileId/,
    );

    expect(
      await ipcOf(createPreferencesService(dataDir))('tt:settings:load', { profileId: 'paper' }),
    ).toEqual({
      global: { ...defaultGlobalPreferences, timeDisplay: 'local' },
      profile: defaultProfilePreferences,
    });
  });

  it('reports a damaged file and never writes over it', async () => {
    const damaged = '{"version":1,"global":{"notifications":"yes"}}';
    await writeFile(preferencesFile(dataDir), damaged);
    const ipc = ipcOf(createPreferencesService(dataDir));
    await expect(ipc('tt:settings:load', { profileId: 'paper' })).rejects.toThrow(
      /The settings file .*preferences\.json is damaged and was left as it is: global\.notifications: /,
    );
    await expect(ipc('tt:settings:update', { change: { timeDisplay: 'local' } })).rejects.toThrow(/damaged/);
    expect(await readFile(preferencesFile(dataDir), 'utf8')).toBe(damaged);
  });

  it('takes the OS-notification switch from the file main kept it in before', async () => {
    await writeFile(join(dataDir, 'notifications.json'), JSON.stringify({ osNotifications: false }));
    const service = createPreferencesService(dataDir);
    expect(await service.notificationsEnabled()).toBe(false);
    await ipcOf(service)('tt:settings:update', { change: { notifications: true } });
    expect(await createPreferencesService(dataDir).notificationsEnabled()).toBe(true);
  });
});

describe('OS notifications follow the notifications preference', () => {
  const notice = { kind: 'filled', message: 'Filled.' } as OrderNotice;

  async function shown(service: ReturnType<typeof createPreferencesService>, failing = false) {
    const seen: OrderNotice[] = [];
    await osNotifier(service.notificationsEnabled, (n) => {
      if (failing) throw new Error('no notification daemon');
      seen.push(n);
    })(notice);
    return seen;
  }

  it('shows a notice while on, and nothing once the user turns it off', async () => {
    const service = createPreferencesService(dataDir);
    expect(await shown(service)).toEqual([notice]);
    await ipcOf(service)('tt:settings:update', { change: { notifications: false } });
    expect(await shown(service)).toEqual([]);
    expect(await shown(createPreferencesService(dataDir))).toEqual([]);
  });

  it('a notifier that fails, or a damaged file, does not break order handling', async () => {
    await expect(shown(createPreferencesService(dataDir), true)).resolves.toEqual([]);
    await writeFile(preferencesFile(dataDir), 'not json');
    const service = createPreferencesService(dataDir);
    const seen: OrderNotice[] = [];
    await osNotifier(service.notificationsEnabled, (n) => seen.push(n))(notice);
    expect(seen).toEqual([]);
  });
});
