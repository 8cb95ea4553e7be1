import { useMemo } from 'react';
import { useSymbols } from '../../api/use-symbols';
import { useUiStore } from '../../stores/ui-store';
import { formatExact, formatPrice, formatQuantity } from '@shared/decimal/format';
import { formatDateTime } from '../../ui/format-time';
import type { HistoryFormat } from './history-columns';

const none = '—';

/** The history's cells in the trader's time zone and each symbol's tick and step, as the other panes. */
export function useHistoryFormat(): HistoryFormat {
  const symbols = useSymbols();
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  return useMemo(() => {
    const precision = (symbol: string) => symbols.data?.get(symbol);
    return {
      time: (ms) => (ms === null ? none : formatDateTime(ms, timeDisplay)),
      price: (symbol, value) => {
        const tick = precision(symbol)?.tickSize;
        return value === null ? none : tick ? formatPrice(value, tick) : value;
      },
      quantity: (symbol, value) => {
        const step = precision(symbol)?.stepSize;
        return value === null ? none : step ? formatQuantity(value, step) : value;
      },
      amount: (value) => (value === null ? none : formatExact(value)),
    };
  }, [symbols.data, timeDisplay]);
}
