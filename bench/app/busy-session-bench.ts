import type { Bench, Figure } from '../harness/figure';
import { busySession, type BusySession } from './busy-session';

/** A bench whose figures are read off the busy-market session items 5, 6 and 7 share. */
export const busySessionBench = (
  id: string,
  title: string,
  figures: (session: BusySession) => Figure[],
): Bench => ({
  id,
  title,
  async run(options) {
    return figures(await busySession(options));
  },
});
