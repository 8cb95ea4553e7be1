import { randomBytes } from 'node:crypto';
import type { createProfilesService } from '../profiles-service';
import { exampleVenue } from './example-venue';

/**
 * Adds a live profile with a freshly pasted HMAC secret of `bytes` random bytes; the secret, and
 * what the add was refused with (undefined when it was not).
 */
export async function addPastedLiveKey(service: ReturnType<typeof createProfilesService>, bytes: number) {
  const secret = `pasted-${randomBytes(bytes).toString('hex')}`;
  const refused = await service
    .add({ name: 'Live', venue: exampleVenue, key: { kind: 'hmac', apiKey: 'k', secret } })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  return { secret, refused };
}
