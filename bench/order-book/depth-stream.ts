import type { Depth } from '@shared/api/spot/market-data';
import type { DepthUpdateEvent } from '@shared/api/spot/streams';
import { fromFixed } from '../../main/paper-venue/engine';
import { randomInt, seededRandom } from '../harness/prng';

/** [price, quantity] as the venue sends them: decimal strings with 8 decimals. */
export type DepthLevelText = Depth['bids'][number];

/** GET /api/v3/depth, as the venue's wire contract has it. */
export type DepthSnapshotText = Depth;

/** A diff-depth event (`<symbol>@depth`), the fields a local book reads: a quantity of "0.00000000" removes the level. */
export type DepthDiffText = Pick<DepthUpdateEvent, 'U' | 'u' | 'b' | 'a'>;

export interface RecordedDepth {
  readonly snapshot: DepthSnapshotText;
  readonly diffs: readonly DepthDiffText[];
  /** The book after the last diff, best first: what every local book must end with. */
  readonly final: { readonly bids: readonly DepthLevelText[]; readonly asks: readonly DepthLevelText[] };
}

export interface DepthStreamOptions {
  readonly levelsPerSide: number;
  readonly events: number;
  readonly seed: number;
}

const TICK = 1_000_000n; // 0.01 in 1e-8 units
const LOT = 1_000n; // 0.00001
const MID = 4_300_000; // 43,000.00 in ticks

const price = (ticks: number) => fromFixed(BigInt(ticks) * TICK);
const quantity = (lots: number) => fromFixed(BigInt(lots) * LOT);

/** One side of the generator's model: prices in ticks, best first. */
class ModelSide {
  readonly ticks: number[] = [];
  readonly lots = new Map<number, number>();
  constructor(private readonly direction: 1 | -1) {}

  /** Index where `ticks` goes so the side stays best first. */
  private position(t: number): number {
    let lo = 0;
    let hi = this.ticks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (((this.ticks[mid] as number) - t) * this.direction > 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  set(t: number, lots: number): void {
    if (lots === 0) {
      if (this.lots.delete(t)) this.ticks.splice(this.position(t), 1);
      return;
    }
    if (!this.lots.has(t)) this.ticks.splice(this.position(t), 0, t);
    this.lots.set(t, lots);
  }

  levels(): DepthLevelText[] {
    return this.ticks.map((t) => [price(t), quantity(this.lots.get(t) as number)]);
  }
}

/**
 * A recorded-style diff-depth stream of a busy market, deterministic from its seed: a snapshot of
 * `levelsPerSide` levels a side around 43,000.00 (tick 0.01, lot 0.00001), then events of 1–9 level
 * changes, three in four of them within the top 20 levels: quantity changes, removals (the best
 * level too, which moves the spread) and new levels (inside the spread too), keeping each side near
 * its depth. Update ids follow the venue: U = previous u + 1.
 */
export function recordDepthStream({ levelsPerSide, events, seed }: DepthStreamOptions): RecordedDepth {
  const random = seededRandom(seed);
  const bids = new ModelSide(1);
  const asks = new ModelSide(-1);
  let bidTicks = MID - 1;
  let askTicks = MID + 1;
  for (let i = 0; i < levelsPerSide; i += 1) {
    bids.set(bidTicks, 1 + randomInt(random, 200_000));
    asks.set(askTicks, 1 + randomInt(random, 200_000));
    bidTicks -= 1 + randomInt(random, 2);
    askTicks += 1 + randomInt(random, 2);
  }
  const snapshot: DepthSnapshotText = { lastUpdateId: 1_000, bids: bids.levels(), asks: asks.levels() };
  const diffs: DepthDiffText[] = [];
  let lastId = snapshot.lastUpdateId;
  for (let e = 0; e < events; e += 1) {
    const changes = 1 + randomInt(random, 9);
    const b: DepthLevelText[] = [];
    const a: DepthLevelText[] = [];
    const touched = new Set<string>();
    for (let c = 0; c < changes; c += 1) {
      const isBid = random() < 0.5;
      const side = isBid ? bids : asks;
      const other = isBid ? asks : bids;
      const away = isBid ? -1 : 1;
      const count = side.ticks.length;
      const index = random() < 0.75 ? randomInt(random, Math.min(20, count)) : randomInt(random, count);
      const roll = random();
      const fill = count / levelsPerSide;
      let t: number;
      let lots: number;
      if (roll < 0.55) {
        t = side.ticks[index] as number;
        lots = 1 + randomInt(random, 200_000);
      } else if (roll < 0.55 + 0.22 * fill) {
        t = side.ticks[index] as number;
        lots = 0;
      } else {
        const best = side.ticks[0] as number;
        const otherBest = other.ticks[0] as number;
        const inside = best - away;
        if (random() < 0.15 && (otherBest - inside) * away < 0) t = inside;
        else {
          t = (side.ticks[index] as number) + away;
          while (side.lots.has(t)) t += away;
        }
        lots = 1 + randomInt(random, 200_000);
      }
      const key = `${isBid ? 'b' : 'a'}${t}`;
      if (touched.has(key)) continue;
      touched.add(key);
      side.set(t, lots);
      (isBid ? b : a).push([price(t), quantity(lots)]);
    }
    const n = b.length + a.length;
    if (n === 0) continue;
    diffs.push({ U: lastId + 1, u: lastId + n, b, a });
    lastId += n;
  }
  return { snapshot, diffs, final: { bids: bids.levels(), asks: asks.levels() } };
}
