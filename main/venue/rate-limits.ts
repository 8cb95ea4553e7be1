import type { RateLimit } from '@shared/api/spot/exchange-info';

export type VenueFamily = 'spot' | 'usdm' | 'coinm' | 'mining';
export type LimitInterval = 'SECOND' | 'MINUTE' | 'HOUR' | 'DAY';

/** One X-MBX-USED-WEIGHT-* or X-MBX-ORDER-COUNT-* counter, as last reported, against its limit. */
export interface MeterReading {
  readonly family: VenueFamily;
  readonly header: string;
  readonly kind: 'weight' | 'orders';
  readonly intervalNum: number;
  readonly interval: LimitInterval;
  readonly used: number;
  /** From exchangeInfo's rateLimits, once they are known. */
  readonly limit?: number;
  readonly at: number;
}

/** A venue origin that must not be sent to until `until` (ms since epoch). */
export interface SendBlock {
  readonly origin: string;
  /**
   * 'all' after 429 with Retry-After or 418; 'orders' after an order-count 429 (no Retry-After);
   * 'reads' while the terminal itself holds reads back, the weight left kept for orders (never the
   * venue's answer: nothing was refused).
   */
  readonly scope: 'all' | 'orders' | 'reads';
  readonly until: number;
  /** The venue's answer, or for the terminal's own hold the refusal it keeps from coming (429). */
  readonly status: number;
  /** For the terminal's own hold: the weight used and the limit when it began. */
  readonly weight?: { readonly used: number; readonly limit: number };
}

/**
 * The share of a request-weight limit reads may not use: once a window's weight reaches the limit less
 * this, reads wait for the next window and what is left stays for placing and cancelling orders. The
 * venue answers the request that goes over with 429 and bans (418) an IP that sends again while limited,
 * and reads sent side by side (a symbol switch's snapshot, trades and klines) can all land past the limit.
 */
export const READS_RESERVE = 0.1;

/** The venue origin a family's requests go to (several families may share one, as on the paper venue). */
export interface FamilyRoute {
  readonly family: VenueFamily;
  readonly origin: string;
}

export interface LimitsSnapshot {
  readonly readings: readonly MeterReading[];
  readonly blocks: readonly SendBlock[];
  /** Where each family sends, so a block on an origin can be told apart per family. */
  readonly routes: readonly FamilyRoute[];
}

const intervalOfLetter: Record<string, LimitInterval> = { S: 'SECOND', M: 'MINUTE', H: 'HOUR', D: 'DAY' };
export const intervalMs: Record<LimitInterval, number> = {
  SECOND: 1_000,
  MINUTE: 60_000,
  HOUR: 3_600_000,
  DAY: 86_400_000,
};
const counterHeader = /^x-mbx-(used-weight|order-count)-(\d+)([smhd])$/i;

/**
 * The live meter of every venue counter, and the send blocks after 429/418. Observable: `subscribe`
 * is called after each change with a fresh snapshot.
 */
export function createRateLimits() {
  const readings = new Map<string, MeterReading>();
  const limits = new Map<VenueFamily, readonly RateLimit[]>();
  const blocks = new Map<string, SendBlock>();
  const origins = new Map<VenueFamily, string>();
  const listeners = new Set<(snapshot: LimitsSnapshot) => void>();

  const limitFor = (family: VenueFamily, kind: MeterReading['kind'], interval: LimitInterval, num: number) =>
    limits
      .get(family)
      ?.find(
        (l) =>
          l.rateLimitType === (kind === 'weight' ? 'REQUEST_WEIGHT' : 'ORDERS') &&
          l.interval === interval &&
          l.intervalNum === num,
      )?.limit;

  const snapshot = (): LimitsSnapshot => ({
    readings: [...readings.values()].map((r) => ({
      ...r,
      limit: limitFor(r.family, r.kind, r.interval, r.intervalNum),
    })),
    blocks: [...blocks.values()],
    routes: [...origins].map(([family, origin]) => ({ family, origin })),
  });
  const changed = () => {
    if (listeners.size === 0) return;
    const current = snapshot();
    for (const listener of listeners) listener(current);
  };

  const addBlock = (block: SendBlock): void => {
    const key = `${block.scope} ${block.origin}`;
    const current = blocks.get(key);
    if (current && current.until >= block.until) return;
    blocks.set(key, block);
    changed();
  };

  return {
    snapshot,
    subscribe(listener: (snapshot: LimitsSnapshot) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A family's client sends to this origin (the latest client of a family wins). */
    route(family: VenueFamily, origin: string): void {
      if (origins.get(family) === origin) return;
      origins.set(family, origin);
      changed();
    },
    /** Reads every counter header of one response. */
    record(family: VenueFamily, headers: Headers, at: number): void {
      let any = false;
      headers.forEach((value, name) => {
        const match = counterHeader.exec(name);
        const used = Number(value);
        if (!match || !Number.isSafeInteger(used)) return;
        const [, kindText, num, letter] = match as unknown as [string, string, string, string];
        const header = name.toUpperCase();
        readings.set(`${family} ${header}`, {
          family,
          header,
          kind: kindText.toLowerCase() === 'used-weight' ? 'weight' : 'orders',
          intervalNum: Number(num),
          interval: intervalOfLetter[letter.toUpperCase()] ?? 'MINUTE',
          used,
          at,
        });
        any = true;
      });
      if (any) changed();
    },
    /** The limits of exchangeInfo's rateLimits, against which readings are shown. */
    setLimits(family: VenueFamily, rateLimits: readonly RateLimit[]): void {
      limits.set(family, rateLimits);
      changed();
    },
    block: addBlock,
    /**
     * After a family's response: when a request-weight counter has reached its limit less the reserve,
     * reads to `origin` wait until that window rolls over on the venue's clock.
     */
    holdReadsNearLimit(family: VenueFamily, origin: string, now: number, serverNow: number): void {
      for (const reading of readings.values()) {
        if (reading.family !== family || reading.kind !== 'weight') continue;
        const limit = limitFor(family, 'weight', reading.interval, reading.intervalNum);
        if (limit === undefined || reading.used < limit - Math.ceil(limit * READS_RESERVE)) continue;
        const windowMs = reading.intervalNum * intervalMs[reading.interval];
        addBlock({
          origin,
          scope: 'reads',
          until: now + (windowMs - (serverNow % windowMs)),
          status: 429,
          weight: { used: reading.used, limit },
        });
      }
    },
    /**
     * The block in force for a call to origin at time now, if any (the one lasting longest). `read`: a
     * GET that places nothing.
     */
    blockFor(origin: string, countsOrders: boolean, now: number, read = false): SendBlock | undefined {
      let expired = false;
      let found: SendBlock | undefined;
      const scopes = countsOrders
        ? (['all', 'orders'] as const)
        : read
          ? (['all', 'reads'] as const)
          : (['all'] as const);
      for (const scope of scopes) {
        const key = `${scope} ${origin}`;
        const block = blocks.get(key);
        if (!block) continue;
        if (block.until <= now) {
          blocks.delete(key);
          expired = true;
        } else if (!found || block.until > found.until) found = block;
      }
      if (expired) changed();
      return found;
    },
    /** The order counters of a family that are at or over their limit. */
    exhaustedOrderCounters(family: VenueFamily): MeterReading[] {
      return snapshot().readings.filter(
        (r) => r.family === family && r.kind === 'orders' && r.limit !== undefined && r.used >= r.limit,
      );
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
