import { z } from 'zod';

export const faultSettings = z
  .object({
    /** Delay before every HTTP request is handled. */
    latencyMs: z.number().int().min(0).max(60_000),
    /** Share (0–100 %) of state-changing requests answered 503 after the venue executed them. */
    serverErrorPercent: z.number().int().min(0).max(100),
    /** The next N requests answer 429. */
    rateLimitBurst: z.number().int().min(0).max(1_000_000),
    /** An IP ban (418) for this many seconds from now; 0 lifts it. */
    banSeconds: z
      .number()
      .int()
      .min(0)
      .max(3 * 86_400),
    /** Every N seconds every open WebSocket is dropped; 0 turns it off. */
    dropWebSocketEverySeconds: z.number().int().min(0).max(86_400),
    /** The next diff-depth event of these symbols is never sent (a gap in U/u). */
    dropDepthEvent: z.array(z.string().regex(/^[A-Z0-9]{1,20}$/)),
    /** Added to the venue's clock. */
    clockSkewMs: z.number().int().min(-86_400_000).max(86_400_000),
    /** Symbols put in BREAK or HALT (TRADING restores them). */
    symbolStatus: z.record(z.string().regex(/^[A-Z0-9]{1,20}$/), z.enum(['TRADING', 'BREAK', 'HALT'])),
  })
  .partial()
  .strict();
export type FaultSettings = z.infer<typeof faultSettings>;

/** What the admin endpoint reports. */
export interface FaultReport {
  readonly latencyMs: number;
  readonly serverErrorPercent: number;
  readonly rateLimitBurst: number;
  readonly bannedUntil: number | null;
  readonly dropWebSocketEverySeconds: number;
  readonly clockSkewMs: number;
  readonly symbolStatus: Record<string, 'BREAK' | 'HALT'>;
  /** REST requests received since the venue started, the admin endpoint's own not counted. */
  readonly requestsReceived: number;
}

/**
 * The venue's injected faults. All off until the admin endpoint sets them. The 5xx share is a
 * deterministic schedule (of every 100 state-changing requests, exactly `percent` fail, spread
 * evenly), so tests see exactly what they asked for.
 */
export class FaultState {
  latencyMs = 0;
  serverErrorPercent = 0;
  rateLimitBurst = 0;
  bannedUntil = 0;
  dropWebSocketEverySeconds = 0;
  clockSkewMs = 0;
  readonly symbolStatus = new Map<string, 'BREAK' | 'HALT'>();
  requestsReceived = 0;
  private stateChanging = 0;
  private readonly listeners: ((settings: FaultSettings) => void)[] = [];

  constructor(private readonly baseNow: () => number) {}

  /** The venue clock, skewed. */
  readonly now = (): number => this.baseNow() + this.clockSkewMs;

  apply(settings: FaultSettings): void {
    if (settings.latencyMs !== undefined) this.latencyMs = settings.latencyMs;
    if (settings.serverErrorPercent !== undefined) {
      this.serverErrorPercent = settings.serverErrorPercent;
      this.stateChanging = 0;
    }
    if (settings.rateLimitBurst !== undefined) this.rateLimitBurst = settings.rateLimitBurst;
    if (settings.clockSkewMs !== undefined) this.clockSkewMs = settings.clockSkewMs;
    if (settings.banSeconds !== undefined) {
      this.bannedUntil = settings.banSeconds === 0 ? 0 : this.now() + settings.banSeconds * 1000;
    }
    if (settings.dropWebSocketEverySeconds !== undefined) {
      this.dropWebSocketEverySeconds = settings.dropWebSocketEverySeconds;
    }
    for (const [symbol, status] of Object.entries(settings.symbolStatus ?? {})) {
      if (status === 'TRADING') this.symbolStatus.delete(symbol);
      else this.symbolStatus.set(symbol, status);
    }
    for (const listener of this.listeners) listener(settings);
  }

  /** Called with every applied change (the streams and the simulation react to theirs). */
  onChange(listener: (settings: FaultSettings) => void): void {
    this.listeners.push(listener);
  }

  isTrading(symbol: string): boolean {
    return !this.symbolStatus.has(symbol);
  }

  /** Whether this state-changing request should answer 5xx (after it was executed). */
  nextStateChangeFails(): boolean {
    const before = Math.floor((this.stateChanging * this.serverErrorPercent) / 100);
    this.stateChanging += 1;
    return Math.floor((this.stateChanging * this.serverErrorPercent) / 100) > before;
  }

  report(): FaultReport {
    return {
      latencyMs: this.latencyMs,
      serverErrorPercent: this.serverErrorPercent,
      rateLimitBurst: this.rateLimitBurst,
      bannedUntil: this.bannedUntil > this.now() ? this.bannedUntil : null,
      dropWebSocketEverySeconds: this.dropWebSocketEverySeconds,
      clockSkewMs: this.clockSkewMs,
      symbolStatus: Object.fromEntries(this.symbolStatus),
      requestsReceived: this.requestsReceived,
    };
  }
}
