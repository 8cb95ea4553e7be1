import type { ExitKind } from '@shared/api/futures/attached-exits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView, FuturesSymbolView, PositionView } from '@shared/ipc/futures';
import { formatPrice, onTickText } from '@shared/decimal/format';
import { tickAndStepOf } from '@shared/market/symbol-precision';
import { futuresQueries, mergeFuturesOrder } from '../../api/futures-queries';
import { useFuturesChanges } from '../../api/futures-changes';
import { useTerminal } from '../../api/terminal-context';
import { useMovesInFlight } from '../orders/moves-in-flight';
import { useTradeMessages } from '../orders/trade-messages';
import { venueRefOf } from './venue-ref';
import { triggerOf, triggerRequest } from './position-triggers';

const noPositions: readonly PositionView[] = [];
const noOrders: readonly FuturesOrderView[] = [];
const noSymbols: readonly FuturesSymbolView[] = [];

interface TriggerChange {
  readonly position: PositionView;
  readonly kind: ExitKind;
  readonly stopPrice: string;
}

/**
 * What the chart and the ladder do with a family's futures orders where they are drawn: the positions
 * and working orders, a position's take profit or stop loss set or moved, an order cancelled, a limit
 * moved in place or a waiting conditional order to another trigger (each shown at its new price until
 * the venue answers, then said in the trade message line), an exit riding on an entry moved, and why
 * the last of the others was refused.
 */
export function useFuturesOrderActions(family: FuturesFamily) {
  const terminal = useTerminal();
  const client = useQueryClient();
  useFuturesChanges(family);
  const positions = useQuery(futuresQueries.positions(terminal, family)).data ?? noPositions;
  const orders = useQuery(futuresQueries.openOrders(terminal, family)).data ?? noOrders;
  const symbols = useQuery(futuresQueries.symbols(terminal, family)).data ?? noSymbols;
  const say = useTradeMessages((s) => s.say);
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
      terminal.futures.cancel({ family, symbol: o.symbol, ...venueRefOf(o) }),
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
  /**
   * Moves an order where the trader dropped it: drawn there until the venue answers, a refusal said
   * in the trade message line. `move` sends it, with the contract's tick to send and show prices on.
   */
  const dropped = async <T>(
    o: FuturesOrderView,
    price: string,
    move: (tick: { onTick: (p: string) => string; shown: (p: string) => string }) => Promise<T>,
  ): Promise<T> => {
    const end = useMovesInFlight.getState().start(o.clientOrderId, price);
    const contract = symbols.find((c) => c.symbol === o.symbol);
    const tickSize = contract ? tickAndStepOf(contract.filters).tickSize : undefined;
    try {
      return await move({
        // A ladder level's price is written at the book's eight places: sent at the tick's.
        onTick: (p) => (tickSize ? onTickText(p, tickSize) : p),
        shown: (p) => (tickSize ? formatPrice(p, tickSize) : p),
      });
    } catch (error) {
      say(`Not moved: ${describeError(error)}`, 'refused');
      throw error;
    } finally {
      end();
    }
  };
  const openOrdersKey = futuresQueries.openOrders(terminal, family).queryKey;
  const modify = useMutation({
    mutationFn: ({ o, price }: { o: FuturesOrderView; price: string }) =>
      dropped(o, price, async ({ onTick, shown }) => {
        const moved = await terminal.futures.modify({
          family,
          symbol: o.symbol,
          clientOrderId: o.clientOrderId,
          price: onTick(price),
        });
        // Drawn where the venue put it before the mark stops showing the drop.
        client.setQueryData(openOrdersKey, (current) =>
          current ? mergeFuturesOrder(current, moved) : current,
        );
        // Its size stays, so only a post-only order that would trade there is cancelled instead.
        if (moved.status === 'CANCELED')
          say(
            `Cancelled by the venue instead: a post-only order would have traded at ${shown(moved.price)}`,
            'refused',
          );
        else say(`Moved to ${shown(moved.price)}`, 'done');
        return moved;
      }),
    onSettled,
  });
  const conditional = useMutation({
    mutationFn: ({ o, stopPrice }: { o: FuturesOrderView; stopPrice: string }) =>
      dropped(o, stopPrice, async ({ onTick, shown }) => {
        const moved = await terminal.futures.moveConditional({
          family,
          symbol: o.symbol,
          clientOrderId: o.clientOrderId,
          ...(o.algoId === undefined ? {} : { algoId: o.algoId }),
          stopPrice: onTick(stopPrice),
        });
        // The new order is drawn at once, the old one gone (unless it could not be cancelled).
        client.setQueryData(openOrdersKey, (current) =>
          current
            ? mergeFuturesOrder(
                moved.warning === null ? current.filter((c) => c.clientOrderId !== o.clientOrderId) : current,
                moved.order,
              )
            : current,
        );
        const at = `Trigger moved to ${shown(moved.order.stopPrice)}`;
        if (moved.warning === null) say(at, 'done');
        else say(`${at}. ${moved.warning}`, 'refused');
        return moved;
      }),
    onSettled,
  });
  const mutations = [trigger, cancel, exit, modify, conditional];
  /** Starts one change, clearing what the others last said. */
  const only =
    <A>(run: (args: A) => void, own: (typeof mutations)[number]) =>
    (args: A) => {
      for (const m of mutations) if (m !== own) m.reset();
      run(args);
    };

  // A move says how it went where the trader acted (the trade message line).
  const failed = trigger.error ?? cancel.error ?? exit.error;
  return {
    positions,
    orders,
    setTrigger: only((c: TriggerChange) => trigger.mutate(c), trigger),
    cancel: only((o: FuturesOrderView) => cancel.mutate(o), cancel),
    moveExit: only(
      (c: { o: FuturesOrderView; kind: ExitKind; stopPrice: string | null }) => exit.mutate(c),
      exit,
    ),
    modify: only((c: { o: FuturesOrderView; price: string }) => modify.mutate(c), modify),
    moveConditional: only(
      (c: { o: FuturesOrderView; stopPrice: string }) => conditional.mutate(c),
      conditional,
    ),
    refused: failed ? describeError(failed) : null,
  };
}
