import type { Emit, Handlers } from '@shared/ipc/contract';
import type { VenueClock } from '@shared/ipc/venue';
import { measureVenueClock } from '../venue/clock-sync';
import type { SpotClient } from '../venue/spot-client';

export interface VenueServiceDeps {
  readonly client: Pick<SpotClient, 'ping' | 'time' | 'baseUrl'>;
  readonly emit: Emit;
  readonly now?: () => number;
  /** How often main re-measures the clock and pushes it; 0 disables the timer. */
  readonly resyncMs?: number;
}

/** The venue's reachability and clock, measured on request and pushed after every periodic re-sync. */
export function createVenueService(deps: VenueServiceDeps) {
  const resyncMs = deps.resyncMs ?? 30_000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let latest: VenueClock | undefined;

  const measure = async () => {
    latest = await measureVenueClock(deps.client, deps.now);
    return latest;
  };

  const handlers: Pick<Handlers, 'tt:venue:time'> = {
    'tt:venue:time': () => measure(),
  };

  return {
    handlers,
    latest: () => latest,
    start() {
      if (resyncMs <= 0 || timer) return;
      timer = setInterval(() => {
        measure().then(
          (clock) => deps.emit('tt:venue:time', clock),
          () => undefined, // a failed re-sync shows on the renderer's next request, with its reason
        );
      }, resyncMs);
      timer.unref?.();
    },
    dispose() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
