import type { RateLimits } from '../../venue/rate-limits';

const MINUTE = 60_000;
/** When the venue has not told its limit yet: the lowest REQUEST_WEIGHT per minute Binance has used. */
const assumedLimit = 1200;

export interface WeightPacerOptions {
  readonly meter: () => Promise<RateLimits>;
  /** The clock the meter's readings are stamped with (the transport's: the wall clock by default). */
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  /** The part of the minute's weight background reading may use, leaving the rest to trading. */
  readonly share?: number;
}

/**
 * Waits, before a background request of some weight, until the spot request-weight minute has room for
 * it within `share` of the limit: the last reported use plus this weight, or the next minute.
 */
export function createWeightPacer(options: WeightPacerOptions) {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const share = options.share ?? 0.5;
  const clock = options.now ?? Date.now;
  return async function paced(weight: number): Promise<void> {
    for (;;) {
      const now = clock();
      const reading = (await options.meter())
        .snapshot()
        .readings.find(
          (r) => r.family === 'spot' && r.kind === 'weight' && r.interval === 'MINUTE' && r.intervalNum === 1,
        );
      const sameMinute =
        reading !== undefined && Math.floor(reading.at / MINUTE) === Math.floor(now / MINUTE);
      if (!sameMinute || reading.used + weight <= (reading.limit ?? assumedLimit) * share) return;
      await sleep(Math.floor(now / MINUTE) * MINUTE + MINUTE - now + 250);
    }
  };
}

export type WeightPacer = ReturnType<typeof createWeightPacer>;
