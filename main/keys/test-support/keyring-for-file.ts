import { afterAll, beforeAll } from 'vitest';
import {
  startKeyringSession,
  useSessionInThisProcess,
  type KeyringSession,
  type KeyringSessionOptions,
} from './keyring-session';

/**
 * A private keyring session for the tests of one file: started (and this process pointed at it)
 * before them, stopped after. `session` is there from the first test on.
 */
export function keyringForThisFile(options: KeyringSessionOptions = {}): {
  readonly session: KeyringSession;
} {
  let session: KeyringSession | undefined;
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    session = await startKeyringSession(options);
    restoreEnv = useSessionInThisProcess(session);
  });
  afterAll(async () => {
    restoreEnv?.();
    await session?.stop();
  });
  return {
    get session() {
      if (!session) throw new Error('the keyring session starts before the first test');
      return session;
    },
  };
}
