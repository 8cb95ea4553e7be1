// Run by keychain-refusal.test.ts in a fresh process, so the environment it is given is the one
// libdbus sees. Prints one JSON line: the keychain's status and what storing a secret did.
import { createKeychain } from '../keychain';
import { KeychainUnavailableError } from '../keychain-errors';
import { SecretText } from '../secret-text';

const [service = 'tape-terminal-test', secretText = ''] = process.argv.slice(2);
const keychain = createKeychain({ service });
const status = await keychain.status();
let stored: unknown;
let refusal: unknown;
try {
  stored = await keychain.store('refusal-test/hmac-secret', new SecretText(secretText));
  await keychain.remove(stored as Parameters<typeof keychain.remove>[0]);
} catch (error) {
  refusal =
    error instanceof KeychainUnavailableError
      ? {
          name: error.name,
          code: error.code,
          backend: error.backend,
          reason: error.reason,
          message: error.message,
        }
      : { name: 'unexpected', message: String(error) };
}
process.stdout.write(`${JSON.stringify({ status, stored, refusal })}\n`);
