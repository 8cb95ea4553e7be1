import { dec } from '@shared/decimal/decimal';
import {
  entryIsLong,
  exitWords,
  type AttachedExit,
  type AttachedExits,
  type ExitKind,
} from '@shared/api/futures/attached-exits';
import type { FuturesFamily, FuturesOrderView } from '@shared/ipc/futures';
import type { FuturesOrderNotice } from '@shared/ipc/futures-pnl';
import { describeError } from '@shared/ipc/errors';
import type { AttachedExitsStore, WaitingEntry } from './attached-exits-store';

export interface AttachedExitsDeps {
  /** Where waiting entries outlive a restart; without one they are kept in memory only. */
  readonly store?: AttachedExitsStore;
  /** The active profile's key in the store; null while there is none. */
  readonly profileKey: () => Promise<string | null>;
  /** The open orders of the entry's symbol, read once for both exits: the working ones they replace. */
  readonly openOrders: (entry: WaitingEntry) => Promise<readonly FuturesOrderView[]>;
  /** Places one exit as the position's closePosition order, replacing a working one of its kind. */
  readonly setExit: (
    entry: WaitingEntry,
    kind: ExitKind,
    exit: AttachedExit,
    open: readonly FuturesOrderView[],
  ) => Promise<FuturesOrderView>;
  /**
   * The entry as the venue has it now (after a restart, a profile switch or a stream gap); null when
   * the venue does not know it (an entry whose answer was lost and which never arrived).
   */
  readonly readEntry: (entry: WaitingEntry) => Promise<FuturesOrderView | null>;
  readonly tell: (notice: FuturesOrderNotice) => void;
  /** A trigger price as the notices write it (on the contract's tick, grouped). */
  readonly price?: (family: FuturesFamily, symbol: string, value: string) => string;
}

const keyOf = (family: FuturesFamily, clientOrderId: string) => `${family}:${clientOrderId}`;
const ended = new Set(['CANCELED', 'EXPIRED', 'EXPIRED_IN_MATCH', 'REJECTED', 'FILLED']);
const kinds = ['takeProfit', 'stopLoss'] as const;

/**
 * Take profit and stop loss riding on futures entries: an entry that has not filled waits here (and
 * in the store), and its first fill, told by the stream or read from the venue, places each exit as
 * the position's closePosition order; an entry that ends unfilled takes its exits with it. Every
 * outcome is told as a notice, a refused exit loudly: the trader must know the position is unguarded.
 */
export function createAttachedExits(deps: AttachedExitsDeps) {
  const waiting = new Map<string, WaitingEntry>();
  let profile: string | null = null;

  const persist = async () => {
    if (deps.store && profile !== null) await deps.store.save(profile, [...waiting.values()]);
  };

  async function fire(entry: WaitingEntry, order: FuturesOrderView): Promise<void> {
    const set: string[] = [];
    const refused: string[] = [];
    // The venue's reason without the endpoint it came from: the notice is for the trader.
    const reasonOf = (error: unknown) => describeError(error).replace(/^[A-Z]+ \/\S+: /, '');
    let open: readonly FuturesOrderView[] | undefined;
    let unread: unknown;
    try {
      open = await deps.openOrders(entry);
    } catch (error) {
      // Without the working exits an exit could stand beside one it should replace: none is sent.
      unread = error;
    }
    for (const kind of kinds) {
      const exit = entry.exits[kind];
      if (!exit) continue;
      const price = deps.price?.(entry.family, entry.symbol, exit.stopPrice) ?? exit.stopPrice;
      const words = `${exitWords[kind]} ${price}`;
      try {
        if (!open) throw unread;
        await deps.setExit(entry, kind, exit, open);
        set.push(words);
      } catch (error) {
        refused.push(`${words} was not set: ${reasonOf(error)}`);
      }
    }
    const position = `${entryIsLong(entry) ? 'Long' : 'Short'} ${entry.symbol}`;
    if (set.length > 0)
      deps.tell({
        kind: 'exits-set',
        order,
        message: `${set.join(' and ')} set on ${position}: each closes the whole position when it fires.`,
      });
    if (refused.length > 0)
      deps.tell({
        kind: 'exits-refused',
        order,
        message: `${position}: ${refused.join(' ')} Set it on the position.`,
      });
  }

  /** What the entry's state means for its exits: place them, drop them, or keep waiting. */
  async function settle(entry: WaitingEntry, order: FuturesOrderView): Promise<void> {
    const key = keyOf(entry.family, entry.clientOrderId);
    if (order.status !== 'UNKNOWN' && dec(order.executedQty).gt(0)) {
      // Off the list before anything is sent: a second report of the fill finds nothing to do.
      const wasWaiting = waiting.delete(key);
      if (wasWaiting) await persist();
      await fire(entry, order);
      return;
    }
    if (ended.has(order.status)) {
      if (waiting.delete(key)) await persist();
      return;
    }
    if (!waiting.has(key)) {
      waiting.set(key, entry);
      await persist();
    }
  }

  /** The active profile's waiting entries, read from the store when the profile is not the one held. */
  async function follow(): Promise<void> {
    const key = await deps.profileKey();
    if (key === profile) return;
    waiting.clear();
    profile = key;
    for (const entry of key !== null && deps.store ? await deps.store.load(key) : [])
      waiting.set(keyOf(entry.family, entry.clientOrderId), entry);
  }

  return {
    /**
     * An entry just placed, with the exits it carries: its answer, or the stream's newer word of it
     * (`latest`, read again once the entry can be heard of here, so a fill told meanwhile counts).
     */
    async attach(
      order: FuturesOrderView,
      exits: AttachedExits,
      price?: string,
      latest?: () => FuturesOrderView | undefined,
    ): Promise<void> {
      const entry: WaitingEntry = {
        family: order.family,
        symbol: order.symbol,
        clientOrderId: order.clientOrderId,
        side: order.side,
        positionSide: order.positionSide,
        ...(price === undefined ? {} : { price }),
        exits,
      };
      await follow();
      const told = latest?.();
      await settle(entry, told && told.updateTime >= order.updateTime ? told : order);
    },
    /** The stream's word of an order, which may be an entry waiting for its first fill. */
    async onOrder(order: FuturesOrderView): Promise<void> {
      const entry = waiting.get(keyOf(order.family, order.clientOrderId));
      if (entry) await settle(entry, order);
    },
    /** The entry still waiting for its first fill, with its exits; undefined once it filled or ended. */
    waitingEntry: (family: FuturesFamily, clientOrderId: string) => waiting.get(keyOf(family, clientOrderId)),
    /**
     * Moves one exit of a waiting entry to `stopPrice` (on what its trigger watched, or the other exit
     * watches), or removes it with null; an entry left with neither waits no more. Answers what rides
     * on it now (null: nothing), or undefined when the entry no longer waits (it filled or ended).
     */
    async move(
      family: FuturesFamily,
      clientOrderId: string,
      kind: ExitKind,
      stopPrice: string | null,
    ): Promise<AttachedExits | null | undefined> {
      const key = keyOf(family, clientOrderId);
      const entry = waiting.get(key);
      if (!entry) return undefined;
      const { [kind]: moved, ...others } = entry.exits;
      const other = kind === 'takeProfit' ? entry.exits.stopLoss : entry.exits.takeProfit;
      const watching = moved ? moved.workingType : other?.workingType;
      const exits: AttachedExits =
        stopPrice === null
          ? others
          : { ...others, [kind]: { stopPrice, ...(watching ? { workingType: watching } : {}) } };
      if (exits.takeProfit === undefined && exits.stopLoss === undefined) waiting.delete(key);
      else waiting.set(key, { ...entry, exits });
      await persist();
      return waiting.has(key) ? exits : null;
    },
    /** A waiting entry moved to a new limit price: later checks of its exits read that price. */
    async reprice(family: FuturesFamily, clientOrderId: string, price: string): Promise<void> {
      const key = keyOf(family, clientOrderId);
      const entry = waiting.get(key);
      if (!entry || entry.price === price) return;
      waiting.set(key, { ...entry, price });
      await persist();
    },
    /** The exits still riding on an entry: their trigger prices, for the open orders. */
    of(family: FuturesFamily, clientOrderId: string): FuturesOrderView['exits'] {
      const entry = waiting.get(keyOf(family, clientOrderId));
      if (!entry) return undefined;
      const { takeProfit, stopLoss } = entry.exits;
      return {
        ...(takeProfit ? { takeProfit: takeProfit.stopPrice } : {}),
        ...(stopLoss ? { stopLoss: stopLoss.stopPrice } : {}),
      };
    },
    /**
     * Reads the active profile's waiting entries (from the store after a restart or a switch) and asks
     * the venue for each: one that filled unheard places its exits now, one that ended drops them.
     */
    async resume(): Promise<void> {
      await follow();
      for (const entry of [...waiting.values()]) {
        try {
          const order = await deps.readEntry(entry);
          if (order) await settle(entry, order);
          else if (waiting.delete(keyOf(entry.family, entry.clientOrderId))) await persist();
        } catch {
          // Not readable now (venue down, rate limit): it stays waiting for the next word.
        }
      }
    },
    flush: async () => deps.store?.flush(),
  };
}

export type AttachedExitsTracker = ReturnType<typeof createAttachedExits>;
