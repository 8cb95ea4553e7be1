import type { RateLimits } from '../../venue/rate-limits';
import { createVenueClient, type VenueClient } from '../../venue/venue-client';
import { VenueError } from '../../venue/venue-error';
import type { ProfilesService } from '../profiles/profiles-service';
import { venueBaseUrls } from '../venue-urls';

export interface ActiveVenueClientDeps {
  readonly profiles: Pick<ProfilesService, 'active' | 'signer'>;
  /** The embedded paper venue's base URL (a paper profile's every family). */
  readonly embeddedVenueUrl: () => string;
  readonly resyncMs?: number;
  /** The process's shared rate-limit meter (see createVenueClient). */
  readonly limits?: RateLimits;
}

/**
 * The signed venue client of the active profile, made when first asked and made again when the
 * active profile (or anything it shows: venue URLs, key) changes. The key stays in its signer.
 */
export function createActiveVenueClient(deps: ActiveVenueClientDeps) {
  let current: { readonly key: string; readonly client: Promise<VenueClient> } | undefined;

  async function make(id: string, venue: Parameters<typeof venueBaseUrls>[0]): Promise<VenueClient> {
    const signer = await deps.profiles.signer(id);
    return createVenueClient({
      baseUrls: venueBaseUrls(venue, deps.embeddedVenueUrl()),
      credentials: signer,
      resyncMs: deps.resyncMs,
      limits: deps.limits,
    });
  }

  return {
    async get(): Promise<VenueClient> {
      const profile = await deps.profiles.active();
      if (!profile)
        throw new VenueError({
          kind: 'invalid-arguments',
          endpoint: 'venue profile',
          message: 'no active venue profile: add or choose one first',
        });
      const key = JSON.stringify(profile);
      if (current?.key !== key) {
        const previous = current?.client;
        current = { key, client: make(profile.id, profile.venue) };
        previous?.then(
          (c) => c.dispose(),
          () => undefined,
        );
        current.client.catch(() => {
          if (current?.key === key) current = undefined;
        });
      }
      return current.client;
    },
    dispose(): void {
      current?.client.then(
        (c) => c.dispose(),
        () => undefined,
      );
      current = undefined;
    },
  };
}
