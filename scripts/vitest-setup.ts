import { vi } from 'vitest';

/**
 * `vi.waitFor` gives up after 1 s unless a call says otherwise, and there is no setting for it. On a
 * shared, loaded machine (CI, two cores) a venue round trip or a render can take longer than that, so
 * every wait here defaults to 15 s; a wait for what never comes still fails, only later. A call's own
 * timeout wins.
 */
const waitFor = vi.waitFor.bind(vi);
const WAIT_MS = 15_000;

vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: WAIT_MS, ...options },
  )) as typeof vi.waitFor;
