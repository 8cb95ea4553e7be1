import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderNotice } from '@shared/ipc/orders';
import { useTerminal } from '../../api/terminal-context';
import { showBrowserNotification } from './browser-notification';

/** How many notices are kept, newest first; older ones drop off. */
export const keptNotices = 5;

export interface KeptNotice extends OrderNotice {
  /** Tells apart notices with the same words (two equal fills). */
  readonly id: number;
}

/**
 * The latest order notices from main, for as long as the app runs; each can be dismissed. `arrived` is the
 * newest to arrive, dismissed or not: what is announced, once, when it comes.
 */
export function useOrderNotices() {
  const terminal = useTerminal();
  const nextId = useRef(1);
  const [notices, setNotices] = useState<readonly KeptNotice[]>([]);
  const [arrived, setArrived] = useState<KeptNotice | null>(null);
  useEffect(
    () =>
      terminal.orders.onNotice((notice) => {
        const kept = { ...notice, id: nextId.current++ };
        setNotices((current) => [kept, ...current].slice(0, keptNotices));
        setArrived(kept);
        showBrowserNotification(notice);
      }),
    [terminal],
  );
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((n) => n.id !== id)),
    [],
  );
  return { notices, arrived, dismiss };
}
