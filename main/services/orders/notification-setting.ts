import { join } from 'node:path';
import { z } from 'zod';
import type { Handlers } from '../../../shared/ipc/contract';
import type { OrderNotice } from '../../../shared/ipc/orders';
import { readSettingsFile, writeSettingsFile } from '../../settings/json-settings-file';

const notificationSettings = z.object({ osNotifications: z.boolean() }).strict();

/** `<dataDir>/notifications.json`: whether fills and rejections raise OS notifications (default on). */
export const notificationSettingsFile = (dataDir: string) => join(dataDir, 'notifications.json');

export async function osNotificationsEnabled(dataDir: string): Promise<boolean> {
  const settings = await readSettingsFile(notificationSettingsFile(dataDir), notificationSettings);
  return settings?.osNotifications ?? true;
}

/** The setting, read once and then kept in step with every change the user makes. */
export function createNotificationSetting(dataDir: string) {
  let enabled: Promise<boolean> | undefined;
  return {
    enabled: () => (enabled ??= osNotificationsEnabled(dataDir)),
    async set(osNotifications: boolean) {
      await writeSettingsFile(notificationSettingsFile(dataDir), { osNotifications });
      enabled = Promise.resolve(osNotifications);
    },
  };
}
export type NotificationSetting = ReturnType<typeof createNotificationSetting>;

export function notificationSettingHandlers(
  setting: NotificationSetting,
): Pick<Handlers, 'tt:settings:notifications' | 'tt:settings:setNotifications'> {
  return {
    'tt:settings:notifications': async () => ({ osNotifications: await setting.enabled() }),
    'tt:settings:setNotifications': ({ osNotifications }) => setting.set(osNotifications),
  };
}

/** The host's notifier behind the setting: Electron's Notification in the app, nothing under the dev host. */
export function notifierFor(
  setting: NotificationSetting,
  notify: ((notice: OrderNotice) => void) | undefined,
): (notice: OrderNotice) => void {
  if (!notify) return () => undefined;
  return (notice) => {
    void setting.enabled().then((on) => {
      if (!on) return;
      try {
        notify(notice);
      } catch {
        // a notification that cannot be shown must not break order handling
      }
    });
  };
}
