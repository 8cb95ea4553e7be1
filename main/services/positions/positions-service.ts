import type { BalanceView } from '@shared/ipc/account';
import type { CostMethod, PositionsView, ProfileTotal, ProfileTotals } from '@shared/ipc/positions';
import { dec } from '@shared/decimal/decimal';
import type { RateLimits } from '../../venue/rate-limits';
import type { SpotClient } from '../../venue/spot-client';
import { createPositionsEngine, type PositionsEngine } from './positions-engine';
import { tradeStoreDir } from './trade-store';

/** A profile as the totals name it. */
export interface ProfileEntry {
  readonly id: string;
  readonly name: string;
  /** The venue in a trader's words: "Paper" or its host. */
  readonly venue: string;
}

/** A signed client for a profile that is not the active one; closed after use. */
export interface OpenedProfile {
  readonly spot: SpotClient;
  readonly meter: RateLimits;
  dispose(): void;
}

export interface PositionsServiceDeps {
  readonly dataDir: string;
  readonly spot: () => Promise<SpotClient>;
  readonly meter: () => Promise<RateLimits>;
  readonly balances: () => Promise<readonly BalanceView[]>;
  /** The active profile's id, or null without one. */
  readonly activeProfileId: () => Promise<string | null>;
  readonly profiles: () => Promise<readonly ProfileEntry[]>;
  readonly openProfile: (id: string) => Promise<OpenedProfile>;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly pageSize?: number;
}

const plainReason = (error: unknown) =>
  error instanceof Error ? error.message : 'the venue could not be reached';

/**
 * Positions of the active profile (its engine kept while it stays active, its trades on disk under the
 * data directory), and every profile's value and P&L in one view. One computation at a time, so the
 * venue's weight is spent once.
 */
export function createPositionsService(deps: PositionsServiceDeps) {
  const now = deps.now ?? Date.now;
  let active: { id: string; engine: PositionsEngine } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  const activeEngine = async (): Promise<PositionsEngine> => {
    const id = await deps.activeProfileId();
    if (id === null) throw new Error('no active profile: add or select a profile first');
    if (active?.id !== id)
      active = {
        id,
        engine: createPositionsEngine({
          dir: tradeStoreDir(deps.dataDir, id),
          spot: deps.spot,
          meter: deps.meter,
          balances: deps.balances,
          now,
          sleep: deps.sleep,
          pageSize: deps.pageSize,
        }),
      };
    return active.engine;
  };

  const otherProfile = async (
    profile: ProfileEntry,
    quoteAsset: string,
    method: CostMethod,
  ): Promise<PositionsView> => {
    const opened = await deps.openProfile(profile.id);
    try {
      const engine = createPositionsEngine({
        dir: tradeStoreDir(deps.dataDir, profile.id),
        spot: async () => opened.spot,
        meter: async () => opened.meter,
        balances: async () => (await opened.spot.account()).balances,
        now,
        sleep: deps.sleep,
        pageSize: deps.pageSize,
      });
      return await engine.list(quoteAsset, method);
    } finally {
      opened.dispose();
    }
  };

  return {
    list: (quoteAsset: string, method: CostMethod) =>
      serially(async () => (await activeEngine()).list(quoteAsset, method)),

    realized: (quoteAsset: string, method: CostMethod, startTime?: number, endTime?: number) =>
      serially(async () => (await activeEngine()).realized(quoteAsset, method, startTime, endTime)),

    /** Every profile's value and P&L; a profile whose venue does not answer says why. */
    profiles: (quoteAsset: string, method: CostMethod): Promise<ProfileTotals> =>
      serially(async () => {
        const activeId = await deps.activeProfileId();
        const rows: ProfileTotal[] = [];
        for (const profile of await deps.profiles()) {
          const isActive = profile.id === activeId;
          const base = { profileId: profile.id, name: profile.name, venue: profile.venue, active: isActive };
          try {
            const view = isActive
              ? await (await activeEngine()).list(quoteAsset, method)
              : await otherProfile(profile, quoteAsset, method);
            rows.push({
              ...base,
              reachable: true,
              reason: null,
              total: view.total,
              unrealized: view.unrealized,
              realized: view.realized.all,
            });
          } catch (error) {
            rows.push({
              ...base,
              reachable: false,
              reason: plainReason(error),
              total: null,
              unrealized: null,
              realized: null,
            });
          }
        }
        const sum = (pick: (r: ProfileTotal) => string | null) =>
          rows.reduce((s, r) => s.plus(pick(r) ?? '0'), dec('0')).toFixed();
        return {
          quoteAsset,
          method,
          profiles: rows,
          total: sum((r) => r.total),
          unrealized: sum((r) => r.unrealized),
          realized: sum((r) => r.realized),
        };
      }),

    /** A fill on the symbol was reported: its trades are read again before the next computation. */
    tradeReported(symbol: string): void {
      active?.engine.touched(symbol);
    },

    /** The active profile changed: its engine is made again on next use. */
    reset(): void {
      active = undefined;
    },
  };
}

export type PositionsService = ReturnType<typeof createPositionsService>;
