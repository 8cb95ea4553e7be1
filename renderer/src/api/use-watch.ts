import { useEffect, useEffectEvent, useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { Unsubscribe } from '@shared/ipc/contract';
import type { Watch } from '@shared/ipc/market';
import { useTerminal } from './terminal-context';

export interface WatchState {
  /** The id main gave the watch, once it has started. */
  readonly watchId: string | undefined;
  readonly error: string | undefined;
}

interface WatchSpec<F extends { readonly watchId: string }> {
  /** What the watch is of, e.g. a symbol; a new key ends the old watch and starts another. Null: none. */
  readonly key: string | null;
  readonly start: () => Promise<Watch>;
  readonly subscribe: (listener: (frame: F) => void) => Unsubscribe;
  readonly onFrame: (frame: F) => void;
}

/** Frames that can arrive between asking for a watch and learning its id; older ones are dropped. */
const earlyFrameCap = 16;

/**
 * Holds one watch of main's market streams while the component is mounted: frames of this watch (and no
 * other panel's) reach `onFrame`, and the watch ends on unmount or when `key` changes.
 */
export function useWatch<F extends { readonly watchId: string }>(spec: WatchSpec<F>): WatchState {
  const terminal = useTerminal();
  const [state, setState] = useState<WatchState & { key: string | null }>({
    key: null,
    watchId: undefined,
    error: undefined,
  });
  const start = useEffectEvent(spec.start);
  const subscribe = useEffectEvent(spec.subscribe);
  const deliver = useEffectEvent(spec.onFrame);
  const { key } = spec;

  useEffect(() => {
    if (key === null) return;
    let ended = false;
    let watchId: string | undefined;
    let early: F[] = [];
    const off = subscribe((frame: F) => {
      if (watchId === undefined) {
        early.push(frame);
        if (early.length > earlyFrameCap) early = early.slice(-earlyFrameCap);
      } else if (frame.watchId === watchId) deliver(frame);
    });
    start().then(
      (watch) => {
        if (ended) {
          void terminal.market.unwatch({ watchId: watch.watchId }).catch(() => undefined);
          return;
        }
        watchId = watch.watchId;
        setState({ key, watchId, error: undefined });
        for (const frame of early) if (frame.watchId === watchId) deliver(frame);
        early = [];
      },
      (error: unknown) => {
        if (!ended) setState({ key, watchId: undefined, error: describeError(error) });
      },
    );
    return () => {
      ended = true;
      off();
      if (watchId !== undefined) void terminal.market.unwatch({ watchId }).catch(() => undefined);
    };
  }, [key, terminal]);

  return state.key === key ? state : { watchId: undefined, error: undefined };
}
