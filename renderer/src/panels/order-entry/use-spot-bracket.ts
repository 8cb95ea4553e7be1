import { useState } from 'react';
import type { SymbolInfo } from '@shared/api/spot/exchange-info';
import type { NewOrderArgs } from '@shared/ipc/order-args';
import type { OrderListView } from '@shared/ipc/orders';
import { usePlaceOto, usePlaceOtoco } from '../../api/orders-queries';
import type { CommissionRates } from './order-costs';
import {
  bracketOf,
  exitQuantity,
  noSpotExits,
  takesExits,
  type SpotBracket,
  type SpotExitsDraft,
} from './spot-exits';

/**
 * The take profit and stop loss a spot limit entry carries, and the list they place it as. While an
 * exit is typed the entry goes as that list or not at all (never as a bare order): `bracket` is null
 * until the entry is a valid order and the account's commission rates are read.
 */
export function useSpotBracket(
  symbol: SymbolInfo,
  type: string,
  entry: NewOrderArgs | null,
  lastPrice: string | null,
  rates: CommissionRates | undefined,
  stepSize: string,
) {
  const [exits, setExits] = useState<SpotExitsDraft>(noSpotExits);
  const oto = usePlaceOto();
  const otoco = usePlaceOtoco();
  const typed = exits.takeProfit.trim() !== '' || exits.stopLoss.trim() !== '';
  const carried = exits.on && takesExits(type) && typed;
  const bracket: SpotBracket | null =
    carried && entry && rates ? bracketOf(entry, exits, rates, symbol, lastPrice, stepSize) : null;
  const last = otoco.submittedAt > oto.submittedAt ? otoco : oto;
  return {
    exits,
    set: (change: Partial<SpotExitsDraft>) => {
      oto.reset();
      otoco.reset();
      setExits((current) => ({ ...current, ...change }));
    },
    /** The entry goes with its exits: as `bracket`, once it checks. */
    carried,
    bracket,
    /** The exits as the chart previews them, once they check. */
    preview:
      bracket?.check.ok && entry
        ? {
            side: entry.side === 'BUY' ? ('SELL' as const) : ('BUY' as const),
            quantity: exitQuantity(entry, rates!, stepSize),
            takeProfit: exits.takeProfit.trim() || null,
            stopLoss: exits.stopLoss.trim() || null,
          }
        : null,
    place: (checked: SpotBracket) => {
      if (!checked.check.ok) return;
      if (checked.kind === 'oto') oto.mutate(checked.check.args);
      else otoco.mutate(checked.check.args);
    },
    pending: oto.isPending || otoco.isPending,
    error: last.error,
    result: last.data ? { title: last === oto ? 'OTO' : 'OTOCO', list: last.data as OrderListView } : null,
    reset: () => {
      oto.reset();
      otoco.reset();
    },
  };
}
