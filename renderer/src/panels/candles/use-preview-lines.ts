import { useMemo } from 'react';
import type { MarketKind } from '@shared/ipc/market';
import { useOrderTicketStore } from '../../stores/order-ticket-store';
import type { ChartLine } from './chart-lines/ChartLines';

/**
 * The order form's order on the chart before it is sent, for the chart's symbol: a faint line per
 * order; moving a single order's line types its price into the form (its exits' lines only show).
 */
export function usePreviewLines(symbol: string | null, market: MarketKind): readonly ChartLine[] {
  const preview = useOrderTicketStore((s) => s.preview);
  return useMemo(() => {
    if (!preview || preview.symbol !== symbol || preview.market !== market) return [];
    return preview.orders.map((order, i): ChartLine => ({
      id: `form-preview-${i}`,
      price: order.price,
      tone: order.warning ? 'alert' : order.side === 'BUY' ? 'buy' : 'sell',
      label: order.label,
      preview: true,
      ...(preview.movable && i === 0
        ? {
            onMove: (price: string) =>
              useOrderTicketStore.getState().pickPrice({
                symbol: preview.symbol,
                market,
                price,
                side: order.side === 'BUY' ? 'bid' : 'ask',
              }),
          }
        : {}),
    }));
  }, [preview, symbol, market]);
}
