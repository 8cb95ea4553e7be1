import type { EventName, PayloadOf } from '@shared/ipc/contract';

/** One push main made to the renderer, typed by its event. */
export type Pushed = { [E in EventName]: { name: E; payload: PayloadOf<E> } }[EventName];

/**
 * An `emit` for a service under test that keeps every push, and `next`: the first push (kept or still
 * to come) that matches.
 */
export function recordPushes() {
  const pushed: Pushed[] = [];
  const waiters: { match: (p: Pushed) => boolean; resolve: (p: Pushed) => void }[] = [];
  const emit = <E extends EventName>(name: E, payload: PayloadOf<E>) => {
    const push = { name, payload } as Pushed;
    pushed.push(push);
    for (const w of [...waiters]) {
      if (!w.match(push)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(push);
    }
  };
  const next = (match: (p: Pushed) => boolean) =>
    new Promise<Pushed>((resolve) => {
      const kept = pushed.find(match);
      if (kept) resolve(kept);
      else waiters.push({ match, resolve });
    });
  return { pushed, emit, next };
}
