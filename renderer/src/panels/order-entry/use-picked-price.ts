import { useEffect, useRef } from 'react';
import type { MarketKind } from '@shared/ipc/market';
import { useOrderTicketStore } from '../../stores/order-ticket-store';

/**
 * Calls `onPick` with each price picked on the ladder or the chart of this market's `symbol` (a
 * spot symbol and a futures contract of the same name are different markets). The latest `onPick`
 * is called; a pick before the form was shown is not.
 */
export function usePickedPrice(market: MarketKind, symbol: string, onPick: (price: string) => void): void {
  const latest = useRef(onPick);
  useEffect(() => {
    latest.current = onPick;
  });
  useEffect(
    () =>
      useOrderTicketStore.subscribe(({ picked }, previous) => {
        if (picked === null || picked === previous.picked) return;
        if (picked.market !== market || picked.symbol !== symbol) return;
        latest.current(picked.price);
      }),
    [market, symbol],
  );
}
