import { isTerminalError } from '@shared/ipc/errors';
import { toErrorPayload } from '../../ipc/error-payload';

/** What a handler rejected with, as it crosses IPC; fails the test when it did not reject so. */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => toErrorPayload(thrown),
  );
  if (!isTerminalError(error)) throw new Error('expected a refusal');
  return error;
}
