import { join } from 'node:path';
import { z } from 'zod';
import type { OrderNotice } from '../../../shared/ipc/orders';
import { readSettingsFile } from '../../settings/json-settings-file';

const notificationSettings = z.object({ osNotifications: z.boolean() }).strict();

/** `<dataDir>/notifications.json`: whether fills and rejections raise OS notifications (default on). */
export const notificationSettingsFile = (dataDir: string) => join(dataDir, 'notifications.json');

export async function osNotificationsEnabled(dataDir: string): Promise<boolean> {
  const settings = await readSettingsFile(notificationSettingsFile(dataDir), notificationSettings);
  return settings?.osNotifications ?? true;
}

/** The host's notifier behind the setting: Electron's Notification in the app, nothing under the dev host. */
export async function notifierFor(
  dataDir: string,
  notify: ((notice: OrderNotice) => void) | undefined,
): Promise<(notice: OrderNotice) => void> {
  if (!notify || !(await osNotificationsEnabled(dataDir))) return () => undefined;
  return (notice) => {
    try {
      notify(notice);
    } catch {
      // a notification that cannot be shown must not break order handling
    }
  };
}
