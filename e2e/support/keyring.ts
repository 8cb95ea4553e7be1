import type { TestType } from '@playwright/test';
import { startKeyringSession, type KeyringSession } from '../../main/keys/test-support/keyring-session';

/**
 * Futures and mining need an active venue profile: the Paper profile, which the terminal provisions on
 * first start only where an OS keychain is reachable. Where no session bus runs (a headless run outside
 * scripts/with-keyring.sh), the journeys in the calling file get a private unlocked keyring.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useKeyringWhereNoneRuns(test: TestType<any, any>): void {
  let keyring: KeyringSession | undefined;
  const savedEnv: Record<string, string | undefined> = {};
  test.beforeAll(async () => {
    if (process.env.DBUS_SESSION_BUS_ADDRESS) return;
    keyring = await startKeyringSession();
    for (const [name, value] of Object.entries(keyring.env)) {
      savedEnv[name] = process.env[name];
      process.env[name] = value;
    }
  });
  test.afterAll(async () => {
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await keyring?.stop();
  });
}
