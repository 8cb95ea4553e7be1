import { useEffect, useState } from 'react';
import type { OrderNotice } from '../../../../shared/ipc/orders';
import { useTerminal } from '../../api/terminal-context';
import { usePreferences } from '../settings/preferences-store';

const kept = 5;

/** The latest order notices from main, announced; an OS notification too where enabled and permitted. */
export function OrderNotices() {
  const terminal = useTerminal();
  const [notices, setNotices] = useState<readonly OrderNotice[]>([]);
  useEffect(
    () =>
      terminal.orders.onNotice((notice) => {
        setNotices((current) => [notice, ...current].slice(0, kept));
        if (
          usePreferences.getState().notifications &&
          typeof Notification !== 'undefined' &&
          Notification.permission === 'granted'
        )
          new Notification(`Order ${notice.kind}`, { body: notice.message });
      }),
    [terminal],
  );
  return (
    <ul aria-label="Order notices" aria-live="polite" className="order-notices">
      {notices.map((n, i) => (
        <li key={`${n.order.clientOrderId}-${n.kind}-${i}`} className={`notice-${n.kind}`}>
          {n.message}
        </li>
      ))}
    </ul>
  );
}
