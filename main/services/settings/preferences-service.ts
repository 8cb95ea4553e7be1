import type { Handlers } from '@shared/ipc/contract';
import type { OrderNotice } from '@shared/ipc/orders';
import { createPreferencesStore } from './preferences-store';

type PreferencesHandlers = Pick<
  Handlers,
  'tt:settings:load' | 'tt:settings:update' | 'tt:settings:updateProfile'
>;

/** The trader's preferences over IPC, and the one notifications switch main itself follows. */
export function createPreferencesService(dataDir: string) {
  const store = createPreferencesStore(dataDir);
  const handlers: PreferencesHandlers = {
    'tt:settings:load': ({ profileId }) => store.load(profileId),
    'tt:settings:update': ({ change }) => store.update(change),
    'tt:settings:updateProfile': ({ profileId, change }) => store.updateProfile(profileId, change),
  };
  return {
    handlers,
    notificationsEnabled: async () => (await store.global()).notifications,
    /** Lets the writes already asked for finish (the host is stopping). */
    flush: () => store.flush(),
  };
}

/**
 * The host's notifier behind the notifications preference: Electron's Notification in the app, nothing
 * under the dev host. An unreadable preferences file shows nothing (the renderer reports the file).
 */
export function osNotifier<Notice = OrderNotice>(
  enabled: () => Promise<boolean>,
  notify: ((notice: Notice) => void) | undefined,
): (notice: Notice) => Promise<void> {
  if (!notify) return () => Promise.resolve();
  // The promise is for whoever must know the notice was handled; order handling does not wait for it.
  return (notice) =>
    enabled().then(
      (on) => {
        if (!on) return;
        try {
          notify(notice);
        } catch {
          // a notification that cannot be shown must not break order handling
        }
      },
      () => undefined,
    );
}
