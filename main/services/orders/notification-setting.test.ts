import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderNotice } from '../../../shared/ipc/orders';
import {
  createNotificationSetting,
  notificationSettingHandlers,
  notificationSettingsFile,
  notifierFor,
} from './notification-setting';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tt-notify-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const notice = { kind: 'filled', message: 'Filled.' } as OrderNotice;
const context = { sessionId: 's' };

/** Notifies once and waits until the setting has been consulted. */
async function shownFor(setting: ReturnType<typeof createNotificationSetting>, failing = false) {
  const shown: OrderNotice[] = [];
  notifierFor(setting, (n) => {
    if (failing) throw new Error('no notification daemon');
    shown.push(n);
  })(notice);
  await setting.enabled();
  await Promise.resolve();
  return shown;
}

describe('OS notification setting', () => {
  it('is on by default: the host notifier is called', async () => {
    expect(await shownFor(createNotificationSetting(dataDir))).toEqual([notice]);
  });

  it('is off when the settings file says so', async () => {
    await writeFile(notificationSettingsFile(dataDir), JSON.stringify({ osNotifications: false }));
    expect(await shownFor(createNotificationSetting(dataDir))).toEqual([]);
  });

  it('follows the user turning it off and on over IPC, and keeps it in the file', async () => {
    const setting = createNotificationSetting(dataDir);
    const handlers = notificationSettingHandlers(setting);
    await handlers['tt:settings:setNotifications']({ osNotifications: false }, context);
    expect(await handlers['tt:settings:notifications'](undefined, context)).toEqual({
      osNotifications: false,
    });
    expect(await shownFor(setting)).toEqual([]);
    expect(JSON.parse(await readFile(notificationSettingsFile(dataDir), 'utf8'))).toEqual({
      osNotifications: false,
    });
    await handlers['tt:settings:setNotifications']({ osNotifications: true }, context);
    expect(await shownFor(setting)).toEqual([notice]);
  });

  it('a notifier that fails does not break order handling', async () => {
    await expect(shownFor(createNotificationSetting(dataDir), true)).resolves.toEqual([]);
  });
});
