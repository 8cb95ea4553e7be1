import { afterAll, beforeAll } from 'vitest';

/**
 * What `start` makes, made before a test file's tests and ended by `stop` after them. It reads as
 * the made object; reading it before the tests run is a mistake in the test, and says so.
 */
export function startedForTests<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<void> | void,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error(`${String(key)} is there once the tests run`);
      return Reflect.get(started, key) as unknown;
    },
  });
}
