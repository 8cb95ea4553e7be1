import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderNoticeKind } from '@shared/ipc/orders';
import { useTerminal } from '../../api/terminal-context';
import { playAlertTone } from './alert-tone';
import { showBrowserNotification } from './browser-notification';

/** How many notices are kept, newest first; older ones drop off. */
export const keptNotices = 5;

/** What a notice is about: an order's change, or an alert that went off. */
export type NoticeKind = OrderNoticeKind | 'alert';

export interface KeptNotice {
  /** Tells apart notices with the same words (two equal fills). */
  readonly id: number;
  readonly kind: NoticeKind;
  readonly message: string;
}

/**
 * The latest order notices and fired alerts from main, for as long as the app runs; each can be dismissed. `arrived` is the
 * newest to arrive, dismissed or not: what is announced, once, when it comes.
 */
export function useOrderNotices() {
  const terminal = useTerminal();
  const nextId = useRef(1);
  const [notices, setNotices] = useState<readonly KeptNotice[]>([]);
  const [arrived, setArrived] = useState<KeptNotice | null>(null);
  useEffect(() => {
    const keep = (kind: NoticeKind, message: string) => {
      const kept = { kind, message, id: nextId.current++ };
      setNotices((current) => [kept, ...current].slice(0, keptNotices));
      setArrived(kept);
      showBrowserNotification(kept);
    };
    const offOrders = terminal.orders.onNotice((notice) => keep(notice.kind, notice.message));
    const offFutures = terminal.futures.onNotice((notice) => keep(notice.kind, notice.message));
    const offAlerts = terminal.alerts.onFired(({ alert, message }) => {
      keep('alert', message);
      if (alert.sound) playAlertTone();
    });
    return () => {
      offOrders();
      offFutures();
      offAlerts();
    };
  }, [terminal]);
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((n) => n.id !== id)),
    [],
  );
  return { notices, arrived, dismiss };
}
