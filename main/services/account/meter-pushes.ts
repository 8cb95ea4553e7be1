import type { LimitsSnapshot } from '../../venue/rate-limits';

/**
 * A meter's snapshots for the page, at most one per `intervalMs` (the latest wins), except that a
 * change of its send blocks or routes goes at once: the order form's trading guard reads those. The
 * counters change with every response (several a second even idle); a person reads them at a glance,
 * and each push is work for the page.
 */
export function coalescedMeterPushes(
  push: (snapshot: LimitsSnapshot) => void,
  intervalMs: number,
  now: () => number = Date.now,
) {
  let pushedShape: string | undefined;
  let pushedAt = -Infinity;
  let latest: LimitsSnapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pushNow = (snapshot: LimitsSnapshot) => {
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
    pushedAt = now();
    push(snapshot);
  };

  return {
    offer(snapshot: LimitsSnapshot): void {
      const shape = JSON.stringify([snapshot.blocks, snapshot.routes]);
      if (shape !== pushedShape) {
        pushedShape = shape;
        pushNow(snapshot);
        return;
      }
      latest = snapshot;
      timer ??= setTimeout(() => latest && pushNow(latest), Math.max(0, pushedAt + intervalMs - now()));
    },
    dispose(): void {
      clearTimeout(timer);
      timer = undefined;
      latest = undefined;
    },
  };
}
