import { liveVenue } from '../test-support/live-venue';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '@shared/ipc/profile-schema';
import { VENUE_PRESETS } from '@shared/venue-presets';
import { toActiveProfile } from './active-profile';

const key = {
  type: 'ED25519',
  apiKey: 'k',
  publicKeyPem: null,
  storedIn: 'secret-service',
  missing: false,
} as const;

/** An active profile with an ED25519 key. */
const profile = (
  id: string,
  name: string,
  venue: ProfileView['venue'],
  builtIn: ProfileView['builtIn'] = null,
): ProfileView => ({ id, name, venue, active: true, builtIn, key });

describe('toActiveProfile', () => {
  it('keeps the built-in Paper profile on the "paper" workspace and marks it not live', () => {
    expect(toActiveProfile(profile('uuid-1', 'Paper', { kind: 'paper' }, 'paper'))).toEqual({
      id: 'uuid-1',
      workspaceKey: 'paper',
      name: 'Paper',
      marking: 'PAPER',
      live: false,
    });
  });

  it('marks a custom venue live and gives it its own workspace', () => {
    expect(toActiveProfile(profile('uuid-2', 'Main', liveVenue))).toEqual({
      id: 'uuid-2',
      workspaceKey: 'uuid-2',
      name: 'Main',
      marking: 'LIVE',
      live: true,
    });
  });

  it('marks a venue on the Binance testnets TESTNET, not live', () => {
    const testnet = profile('uuid-3', 'Test', {
      kind: 'custom',
      preset: 'binance-spot-testnet',
      ...VENUE_PRESETS['binance-spot-testnet'].urls,
    });
    expect(toActiveProfile(testnet)).toMatchObject({ marking: 'TESTNET', live: false });
  });
});
