import { useMemo } from 'react';
import { useSymbols } from '../../api/use-symbols';
import { useUiStore, type TimeDisplay } from '../../stores/ui-store';
import { formatExact, formatPrice, formatQuantity } from '@shared/decimal/format';
import { formatDateTime } from '../../ui/format-time';
import type { HistoryFormat } from './history-columns';

const none = '—';

type TickAndStep = { readonly tickSize: string; readonly stepSize: string };

/**
 * A history's cells in the trader's time zone and each symbol's tick and step, as the other panes show
 * them; a symbol whose tick and step are not known shows its figures as sent.
 */
export function historyFormat(
  timeDisplay: TimeDisplay,
  precisionOf: (symbol: string) => TickAndStep | undefined,
): HistoryFormat {
  return {
    time: (ms) => (ms === null ? none : formatDateTime(ms, timeDisplay)),
    price: (symbol, value) => {
      const tick = precisionOf(symbol)?.tickSize;
      return value === null ? none : tick ? formatPrice(value, tick) : value;
    },
    quantity: (symbol, value) => {
      const step = precisionOf(symbol)?.stepSize;
      return value === null ? none : step ? formatQuantity(value, step) : value;
    },
    amount: (value) => (value === null ? none : formatExact(value)),
  };
}

/** The spot history's format: the spot symbols' ticks and steps. */
export function useHistoryFormat(): HistoryFormat {
  const symbols = useSymbols();
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  return useMemo(
    () => historyFormat(timeDisplay, (symbol) => symbols.data?.get(symbol)),
    [symbols.data, timeDisplay],
  );
}
