import { z } from 'zod';
import { side } from '../api/spot/enums';
import { decimalString } from '../api/wire';
import type { FuturesFamily } from './futures-args';
import type { Side } from '../api/spot/enums';

/**
 * What every TWAP is asked, spot or futures: `quantity` bought or sold at market in `slices` orders
 * spread evenly over `durationSeconds`, the first at once and the last at the end; `limitPrice` skips
 * a slice while the price it would take is past it (a buy's best ask above, a sell's best bid below).
 */
export const twapFields = {
  side,
  quantity: decimalString,
  slices: z.number().int().min(2).max(100),
  /** At least a second between slices; a day at most. */
  durationSeconds: z.number().int().min(2).max(86_400),
  limitPrice: decimalString.optional(),
};

/** At least a second between two slices: the args' refinement, and what it says when it fails. */
export const secondBetweenSlices = (a: { readonly durationSeconds: number; readonly slices: number }) =>
  a.durationSeconds >= a.slices - 1;
export const secondBetweenSlicesIssue = {
  message: 'at least a second between slices',
  path: ['durationSeconds'],
};

/** A TWAP and where it stands. */
export interface TwapView {
  readonly id: string;
  /** Where its slices trade: spot, or a futures family. */
  readonly family: FuturesFamily | 'spot';
  readonly symbol: string;
  readonly side: Side;
  /** The whole size asked for. */
  readonly quantity: string;
  readonly slices: number;
  readonly durationSeconds: number;
  readonly limitPrice: string | null;
  /** Slices sent so far, and those skipped past the limit. */
  readonly sent: number;
  readonly skipped: number;
  /** What the slices filled, and their average price; null before a fill. */
  readonly executedQty: string;
  readonly avgPrice: string | null;
  readonly startedAt: number;
  /** When the next slice goes; null once it ended. */
  readonly nextAt: number | null;
  readonly state: 'running' | 'done' | 'stopped';
  /** Why it stopped, or what was skipped, in words; null while nothing was. */
  readonly note: string | null;
}
