import { useQuery } from '@tanstack/react-query';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatPrice } from '@shared/decimal/format';
import type { PriceAction } from '../candles/chart-lines/ChartPriceMenu';
import { useMovesInFlight } from '../orders/moves-in-flight';
import { futuresChartLines, triggerAt, triggerWords } from './chart-lines';
import { symbolFigures, isZero } from './figures';
import { positionName, triggerOf } from './position-triggers';
import { useFuturesOrderActions } from './use-futures-order-actions';

/**
 * A futures contract's positions and orders on its chart: the lines (see futuresChartLines), the
 * chart menu's "Set take profit / stop loss at <price>" for each open position, and why the last
 * change from the chart was refused.
 */
export function useFuturesChartLines(family: FuturesFamily, symbol: string, tickSize: string | undefined) {
  const terminal = useTerminal();
  const actions = useFuturesOrderActions(family);
  const { positions, orders, setTrigger } = actions;
  const moving = useMovesInFlight((s) => s.to);

  const contract = useQuery(futuresQueries.symbols(terminal, family)).data?.find((s) => s.symbol === symbol);
  const units = {
    size: contract?.contractSize ? 'Cont' : (contract?.baseAsset ?? ''),
    pnl: contract?.marginAsset ?? '',
    sizeText: symbolFigures(contract).size,
  };
  const lines = futuresChartLines(symbol, units, positions, orders, {
    setTrigger: (position, kind, stopPrice) => setTrigger({ position, kind, stopPrice }),
    cancel: actions.cancel,
    moveExit: (o, kind, stopPrice) => actions.moveExit({ o, kind, stopPrice }),
    modify: (o, price) => actions.modify({ o, price }),
    moveConditional: (o, stopPrice) => actions.moveConditional({ o, stopPrice }),
    moving,
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
                run: () => setTrigger({ position: p, kind, stopPrice: price }),
              },
            ];
          });

  return { lines, priceActions, refused: actions.refused };
}
