import { orderNoticeTitles, type OrderNotice } from '../../../../shared/ipc/orders';
import { usePreferences } from '../../panels/settings/preferences-store';

/**
 * The browser's own notification for a notice, where the user keeps notifications on and the page may show
 * them (the development host in a browser). In the desktop app main raises OS notifications instead and
 * the window is denied this permission, so a notice is never shown twice.
 */
export function showBrowserNotification(notice: OrderNotice): void {
  if (
    usePreferences.getState().notifications &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  )
    new Notification(orderNoticeTitles[notice.kind], { body: notice.message });
}
