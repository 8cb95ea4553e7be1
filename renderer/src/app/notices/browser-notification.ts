import { orderNoticeTitles, type OrderNoticeKind } from '@shared/ipc/orders';
import { usePreferences } from '../../panels/settings/preferences-store';

/**
 * The page's notification permission as the Permissions API keeps it current, once it has answered.
 * Reading `Notification.permission` asks the browser process synchronously, each time (about a
 * millisecond on a busy machine, on every order notice).
 */
let watched: NotificationPermission | undefined;
let watching = false;

function notificationPermission(): NotificationPermission {
  if (!watching && typeof navigator !== 'undefined' && navigator.permissions) {
    watching = true;
    navigator.permissions.query({ name: 'notifications' }).then(
      (status) => {
        const read = () => {
          watched = status.state === 'prompt' ? 'default' : status.state;
        };
        read();
        status.addEventListener('change', read);
      },
      () => undefined,
    );
  }
  return watched ?? Notification.permission;
}

/**
 * The browser's own notification for a notice, where the user keeps notifications on and the page may show
 * them (the development host in a browser). In the desktop app main raises OS notifications instead and
 * the window is denied this permission, so a notice is never shown twice.
 */
export function showBrowserNotification(notice: {
  readonly kind: OrderNoticeKind | 'alert';
  readonly message: string;
}): void {
  if (
    usePreferences.getState().notifications &&
    typeof Notification !== 'undefined' &&
    notificationPermission() === 'granted'
  )
    new Notification(notice.kind === 'alert' ? 'Alert' : orderNoticeTitles[notice.kind], {
      body: notice.message,
    });
}
