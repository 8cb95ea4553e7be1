import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TerminalApi } from '@shared/ipc/contract';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries, mergeFuturesOrder } from './futures-queries';
import { mergeById } from './merge-by-id';
import { useTerminal } from './terminal-context';

interface Following {
  followers: number;
  readonly stop: () => void;
}

/** One subscription per terminal, query cache and family, however many panels follow the family. */
const following = new WeakMap<TerminalApi, WeakMap<QueryClient, Map<FuturesFamily, Following>>>();

/**
 * A change is read at once; more changes within this long are read once more at its end. One fill
 * comes as several pushes (the order's update, then the account's), and each reading cancels the one
 * before it and sends its requests again.
 */
export const FUTURES_REREAD_MS = 250;

function follow(terminal: TerminalApi, client: QueryClient, family: FuturesFamily): Following {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let changedSince = false;
  const reread = () => {
    void client.invalidateQueries({ queryKey: futuresQueries.family(family) });
    quiet = setTimeout(() => {
      quiet = undefined;
      if (!changedSince) return;
      changedSince = false;
      reread();
    }, FUTURES_REREAD_MS);
  };
  const offChanged = terminal.futures.onChanged((change) => {
    if (change.family !== family) return;
    if (quiet === undefined) reread();
    else changedSince = true;
  });
  const offOrder = terminal.futures.onOrderUpdated(({ order }) => {
    if (order.family === family)
      client.setQueryData(futuresQueries.openOrders(terminal, family).queryKey, (current) =>
        mergeFuturesOrder(current ?? [], order),
      );
  });
  const offChase = terminal.futures.onChaseUpdated(({ chase }) => {
    if (chase.family === family)
      client.setQueryData(futuresQueries.chases(terminal).queryKey, (current) =>
        mergeById(current ?? [], chase),
      );
  });
  const offTwap = terminal.futures.onTwapUpdated(({ twap }) => {
    if (twap.family === family)
      client.setQueryData(futuresQueries.twaps(terminal).queryKey, (current) =>
        mergeById(current ?? [], twap),
      );
  });
  return {
    followers: 0,
    stop: () => {
      clearTimeout(quiet);
      offChanged();
      offOrder();
      offChase();
      offTwap();
    },
  };
}

/**
 * Keeps a family's queries current with what main pushes: an order's UNKNOWN state and what it turned
 * out to be go straight into the open orders, a chase's or a TWAP's change into its list; any change re-reads orders, positions, wallets, mode and
 * P&L (a burst of changes twice: at once and at the end of `FUTURES_REREAD_MS`). Panels that show the
 * same family share one subscription, so a change is re-read once, not once per panel (a second
 * invalidation would cancel the first one's requests and send them again).
 */
export function useFuturesChanges(family: FuturesFamily): void {
  const terminal = useTerminal();
  const client = useQueryClient();
  useEffect(() => {
    let byClient = following.get(terminal);
    if (!byClient) following.set(terminal, (byClient = new WeakMap()));
    let byFamily = byClient.get(client);
    if (!byFamily) byClient.set(client, (byFamily = new Map()));
    let shared = byFamily.get(family);
    if (!shared) byFamily.set(family, (shared = follow(terminal, client, family)));
    shared.followers += 1;
    const mine = shared;
    return () => {
      mine.followers -= 1;
      if (mine.followers > 0) return;
      mine.stop();
      if (byFamily.get(family) === mine) byFamily.delete(family);
    };
  }, [terminal, client, family]);
}
