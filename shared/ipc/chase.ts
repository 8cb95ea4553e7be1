import type { Side } from '../api/spot/enums';
import type { FuturesFamily } from './futures-args';

/**
 * A chase and where it stands: a post-only limit kept at the best bid (a buy) or ask (a sell) until
 * it fills (see `chaseArgs` and `spotChaseArgs`).
 */
export interface ChaseView {
  readonly id: string;
  /** Where it trades: spot, or a futures family. */
  readonly family: FuturesFamily | 'spot';
  readonly symbol: string;
  readonly side: Side;
  readonly quantity: string;
  /** The chasing order's client id, once placed (on spot a new one at each move). */
  readonly clientOrderId: string | null;
  /** Where the order stands now; null before it is placed. */
  readonly price: string | null;
  /** Where it was first placed. */
  readonly startPrice: string | null;
  readonly limitPrice: string | null;
  /** How many times it was moved. */
  readonly moves: number;
  /** How much of `quantity` has filled so far, over every order the chase placed. */
  readonly filled: string;
  readonly state: 'chasing' | 'filled' | 'stopped' | 'ended';
  /** Why it stopped or ended, in words; null while chasing or once filled. */
  readonly note: string | null;
}
