import type { FaultProxy, StreamKind } from './fault-proxy';
import type { SeededRandom } from './rng';
import type { AdminClient } from './venue-record';

export const FAULT_KINDS = [
  '5xx-after',
  '5xx-before',
  '429',
  '418',
  'market-drop',
  'user-data-drop',
  'market-stall',
  'user-data-stall',
  'depth-gap',
  'clock-jump',
  'venue-kill',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How often each kind is drawn (relative). A kill costs a restart, so it is rare. */
const WEIGHTS: readonly (readonly [FaultKind, number])[] = [
  ['5xx-after', 14],
  ['5xx-before', 12],
  ['429', 8],
  ['418', 5],
  ['market-drop', 10],
  ['user-data-drop', 10],
  ['market-stall', 6],
  ['user-data-stall', 6],
  ['depth-gap', 14],
  ['clock-jump', 10],
  ['venue-kill', 1.5],
];

export interface FaultDeps {
  readonly random: SeededRandom;
  readonly proxy: FaultProxy;
  readonly admin: AdminClient;
  /** SIGKILL the venue process, wait a little, start it again on its data directory. */
  readonly restartVenue: () => Promise<void>;
  readonly symbol: string;
}

/**
 * Draws faults from the seed and injects them. A fault that lasts until it is cleared (the venue's
 * 5xx-after-execution share) is cleared by `settle`, called after the trader's next action.
 */
export function faultInjector(deps: FaultDeps) {
  const { random, proxy, admin } = deps;
  const pending: (() => Promise<void>)[] = [];
  let skew = 0;

  const stall = (kind: StreamKind) => proxy.stall(kind, random.int(1_500, 5_000));

  async function inject(kind: FaultKind): Promise<void> {
    switch (kind) {
      case '5xx-after':
        await admin.faults({ serverErrorPercent: 100 });
        pending.push(() => admin.faults({ serverErrorPercent: 0 }));
        break;
      case '5xx-before':
        proxy.failBefore(1);
        break;
      case '429':
        proxy.rateLimit(random.int(1, 3), random.int(1, 2));
        break;
      case '418':
        await admin.faults({ banSeconds: random.int(1, 3) });
        break;
      case 'market-drop':
        proxy.drop('market');
        break;
      case 'user-data-drop':
        proxy.drop('user-data');
        break;
      case 'market-stall':
        stall('market');
        break;
      case 'user-data-stall':
        stall('user-data');
        break;
      case 'depth-gap':
        await admin.faults({ dropDepthEvent: [deps.symbol] });
        break;
      case 'clock-jump':
        // Jumps either way, within and beyond a 5 s receive window's slack, and back to true time.
        skew = random.next() < 0.25 ? 0 : random.int(-8_000, 8_000);
        await admin.faults({ clockSkewMs: skew });
        break;
      case 'venue-kill':
        pending.length = 0;
        await deps.restartVenue();
        // A restarted venue starts with its true clock.
        skew = 0;
        break;
    }
  }

  return {
    draw: (): FaultKind => random.weighted(WEIGHTS),
    inject,
    /** Clears the faults that last until the trader's next action. */
    async settle(): Promise<void> {
      for (const clear of pending.splice(0)) await clear().catch(() => undefined);
    },
  };
}
