import type { ExitKind } from '@shared/api/futures/attached-exits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView, PositionView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useFuturesChanges } from '../../api/futures-changes';
import { useTerminal } from '../../api/terminal-context';
import { formatPrice } from '@shared/decimal/format';
import type { PriceAction } from '../candles/chart-lines/ChartPriceMenu';
import { futuresChartLines, triggerAt, triggerWords } from './chart-lines';
import { contractFigures, isZero } from './figures';
import { venueRefOf } from './venue-ref';
import { positionName, triggerOf, triggerRequest } from './position-triggers';

interface TriggerChange {
  readonly position: PositionView;
  readonly kind: ExitKind;
  readonly stopPrice: string;
}

/**
 * A futures contract's positions and orders on its chart: the lines (see futuresChartLines), the
 * chart menu's "Set take profit / stop loss at <price>" for each open position, and why the last
 * change from the chart was refused.
 */
export function useFuturesChartLines(family: FuturesFamily, symbol: string, tickSize: string | undefined) {
  const terminal = useTerminal();
  const client = useQueryClient();
  useFuturesChanges(family);
  const positions = useQuery(futuresQueries.positions(terminal, family)).data ?? [];
  const orders = useQuery(futuresQueries.openOrders(terminal, family)).data ?? [];
  const onSettled = () => client.invalidateQueries({ queryKey: futuresQueries.family(family) });
  const trigger = useMutation({
    mutationFn: ({ position, kind, stopPrice }: TriggerChange) =>
      terminal.futures.closePosition(
        triggerRequest(family, position, kind, stopPrice, triggerOf(position, orders, kind)),
      ),
    onSettled,
  });
  const cancel = useMutation({
    mutationFn: (o: FuturesOrderView) =>
      terminal.futures.cancel({
        family,
        symbol: o.symbol,
        ...venueRefOf(o),
      }),
    onSettled,
  });
  const exit = useMutation({
    mutationFn: ({ o, kind, stopPrice }: { o: FuturesOrderView; kind: ExitKind; stopPrice: string | null }) =>
      terminal.futures.moveExit({
        family,
        symbol: o.symbol,
        clientOrderId: o.clientOrderId,
        kind,
        stopPrice,
      }),
    onSettled,
  });
  const setTrigger = (position: PositionView, kind: ExitKind, stopPrice: string) => {
    cancel.reset();
    exit.reset();
    trigger.mutate({ position, kind, stopPrice });
  };

  const contract = useQuery(futuresQueries.symbols(terminal, family)).data?.find((s) => s.symbol === symbol);
  const units = {
    size: contract?.contractSize ? 'Cont' : (contract?.baseAsset ?? ''),
    pnl: contract?.marginAsset ?? '',
    sizeText: contractFigures(contract).size,
  };
  const lines = futuresChartLines(symbol, units, positions, orders, {
    setTrigger,
    cancel: (o) => {
      trigger.reset();
      exit.reset();
      cancel.mutate(o);
    },
    moveExit: (o, kind, stopPrice) => {
      trigger.reset();
      cancel.reset();
      exit.mutate({ o, kind, stopPrice });
    },
  });

  const priceActions = (price: string): PriceAction[] =>
    tickSize === undefined
      ? []
      : positions
          .filter((p) => p.symbol === symbol && !isZero(p.size))
          .flatMap((p) => {
            const kind = triggerAt(p, price);
            if (kind === null) return [];
            const verb = triggerOf(p, orders, kind) ? 'Move' : 'Set';
            return [
              {
                label: `${verb} ${positionName(p)} ${triggerWords[kind]} to ${formatPrice(price, tickSize)}`,
                run: () => setTrigger(p, kind, price),
              },
            ];
          });

  const failed = trigger.error ?? cancel.error ?? exit.error;
  return { lines, priceActions, refused: failed ? describeError(failed) : null };
}
