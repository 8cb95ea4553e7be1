import type { FuturesSymbolRules } from '@shared/api/futures/pre-send-checks';
import type { FuturesFamily } from '@shared/ipc/futures';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import type { NoticePrecision, PrecisionOf } from '../notice-numbers';

/**
 * The tick and step of every contract whose rules main has read, per family, for the notices. A
 * notice of a contract not read yet (an order placed elsewhere) has the family's rules read for the
 * next one.
 */
export function createFuturesPrecision(read: (family: FuturesFamily) => Promise<unknown>) {
  const known = new Map<string, NoticePrecision>();
  const reading = new Set<FuturesFamily>();
  return {
    /** Forgets every contract's tick and step (another profile's venue may list them otherwise). */
    forget(): void {
      known.clear();
    },
    remember(family: FuturesFamily, symbols: readonly FuturesSymbolRules[]): void {
      for (const s of symbols) known.set(`${family}:${s.symbol}`, tickAndStepOf(s.filters));
    },
    of(family: FuturesFamily): PrecisionOf {
      return (symbol) => {
        const precision = known.get(`${family}:${symbol}`);
        if (!precision && !reading.has(family)) {
          reading.add(family);
          void read(family)
            .catch(() => undefined)
            .finally(() => reading.delete(family));
        }
        return precision;
      };
    },
  };
}
