import { VenueError } from '../venue/venue-error';
import type { Backoff } from './orders/reconciler';

/** Waits between tries: 0.5 s, doubling, at most 5 s apart (as an order in doubt is asked about). */
export const keepTryingBackoff: Backoff = { baseMs: 500, maxMs: 5_000 };

/**
 * Whether trying again may succeed: no answer (the network, a timeout, a 5xx), a rate limit or ban
 * (the client holds the request back until it ends, sending nothing), or the venue's clock moved
 * (-1021). A refusal the venue would repeat (a bad key, a missing permission) is not.
 */
export function mayPass(error: unknown): boolean {
  if (!(error instanceof VenueError)) return false;
  switch (error.kind) {
    case 'network':
    case 'rate-limited':
    case 'unknown-outcome':
    case 'malformed-response':
      return true;
    case 'venue':
      return (
        (error.status ?? 0) >= 500 || error.code === -1021 || error.code === -1003 || error.code === -1001
      );
    default:
      return false;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Named tasks that must succeed once (reading the venue's open orders and balances after the
 * user-data stream came back: until then the terminal shows what it knew before). A task that fails
 * in a way that may pass is tried again, with backoff, until it succeeds; running a name again
 * replaces the tries still pending under it, and `dispose` ends them all.
 */
export function keepTrying(
  options: {
    readonly sleep?: (ms: number) => Promise<void>;
    readonly backoff?: Backoff;
  } = {},
) {
  const sleep = options.sleep ?? defaultSleep;
  const backoff = options.backoff ?? keepTryingBackoff;
  const latest = new Map<string, number>();
  let runs = 0;
  let disposed = false;

  return {
    /** Resolves once the task succeeded, failed for good, or was replaced or disposed. */
    async run(name: string, task: () => Promise<unknown>): Promise<void> {
      const run = (runs += 1);
      latest.set(name, run);
      const current = () => !disposed && latest.get(name) === run;
      for (let attempt = 0; current(); attempt += 1) {
        try {
          await task();
          return;
        } catch (error) {
          if (!mayPass(error)) return;
        }
        await sleep(Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt));
      }
    },
    dispose(): void {
      disposed = true;
    },
  };
}
