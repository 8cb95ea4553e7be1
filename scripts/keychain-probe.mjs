// Exits 0 when the OS keychain stores, returns and deletes a throwaway secret, as main/keys does it;
// 1 otherwise. `npm test` runs it in a child with no display, so a locked keyring cannot prompt.
import { randomBytes } from 'node:crypto';
import { AsyncEntry } from '@napi-rs/keyring';

const options = process.platform === 'linux' ? { linux: { store: 'secret-service' } } : {};
const entry = new AsyncEntry('tape-terminal-test-probe', `probe-${process.pid}`, options);
const secret = randomBytes(16).toString('hex');
try {
  await entry.setPassword(secret);
  const back = await entry.getPassword();
  await entry.deleteCredential();
  process.exit(back === secret ? 0 : 1);
} catch {
  process.exit(1);
}
