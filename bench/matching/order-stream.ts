import { randomInt, seededRandom } from '../harness/prng';

export type StreamSide = 'BUY' | 'SELL';

/**
 * One step of the matching workload. Prices count ticks of 0.01 and quantities lots of 0.00001, as
 * whole numbers; each runner turns them into what its engine takes (decimal strings, or floats).
 */
export type MatchingOp =
  | {
      readonly kind: 'limit';
      readonly id: string;
      readonly side: StreamSide;
      readonly ticks: number;
      readonly lots: number;
    }
  | { readonly kind: 'market'; readonly id: string; readonly side: StreamSide; readonly lots: number }
  | { readonly kind: 'cancel'; readonly id: string };

export interface MatchingStreamOptions {
  readonly seed: number;
  /** Mixed operations after the opening. */
  readonly ops: number;
  /** Passive limit orders sent first to build a deep book (queues of many orders per level). */
  readonly openingOrders?: number;
}

const MID_TICKS = 4_300_000; // 43,000.00
/** Resting orders sit 1–60 ticks behind the mid; crossing ones reach up to 8 ticks through it. */
const PASSIVE_RANGE = 60;
const CROSS_RANGE = 8;

/**
 * A seeded stream of the traffic a busy spot book sees: after an optional opening of passive orders
 * (a deep book), mostly passive limit orders, about a fifth crossing the spread (partial and
 * multi-level fills), a few market orders, and cancels of earlier passive orders (some of them
 * already filled: both engines must answer "not found").
 */
export function matchingStream({ seed, ops, openingOrders = 0 }: MatchingStreamOptions): MatchingOp[] {
  const random = seededRandom(seed);
  const out: MatchingOp[] = [];
  const cancellable: string[] = [];
  let next = 1;
  for (let i = 0; i < openingOrders + ops; i += 1) {
    const roll = i < openingOrders ? 1 : random();
    const side: StreamSide = random() < 0.5 ? 'BUY' : 'SELL';
    const lots = 1 + randomInt(random, 50_000);
    const toward = side === 'BUY' ? 1 : -1;
    if (roll < 0.25 && cancellable.length > 0) {
      const at = randomInt(random, cancellable.length);
      const id = cancellable[at] as string;
      cancellable[at] = cancellable[cancellable.length - 1] as string;
      cancellable.pop();
      out.push({ kind: 'cancel', id });
    } else if (roll < 0.3) {
      out.push({ kind: 'market', id: `o${next++}`, side, lots });
    } else if (roll < 0.5) {
      const ticks = MID_TICKS + toward * (1 + randomInt(random, CROSS_RANGE));
      out.push({ kind: 'limit', id: `o${next++}`, side, ticks, lots });
    } else {
      const id = `o${next++}`;
      const ticks = MID_TICKS - toward * (1 + randomInt(random, PASSIVE_RANGE));
      out.push({ kind: 'limit', id, side, ticks, lots });
      cancellable.push(id);
    }
  }
  return out;
}
