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

describe('toActiveProfile', () => {
  it('keeps the built-in Paper profile on the "paper" workspace and marks it not live', () => {
    const paper: ProfileView = {
      id: 'uuid-1',
      name: 'Paper',
      venue: { kind: 'paper' },
      active: true,
      builtIn: 'paper',
      key,
    };
    expect(toActiveProfile(paper)).toEqual({
      id: 'uuid-1',
      workspaceKey: 'paper',
      name: 'Paper',
      marking: 'PAPER',
      live: false,
    });
  });

  it('marks a custom venue live and gives it its own workspace', () => {
    const live: ProfileView = {
      id: 'uuid-2',
      name: 'Main',
      active: true,
      builtIn: null,
      key,
      venue: liveVenue,
    };
    expect(toActiveProfile(live)).toEqual({
      id: 'uuid-2',
      workspaceKey: 'uuid-2',
      name: 'Main',
      marking: 'LIVE',
      live: true,
    });
  });

  it('marks a venue on the Binance testnets TESTNET, not live', () => {
    const testnet: ProfileView = {
      id: 'uuid-3',
      name: 'Test',
      active: true,
      builtIn: null,
      key,
      venue: {
        kind: 'custom',
        preset: 'binance-spot-testnet',
        ...VENUE_PRESETS['binance-spot-testnet'].urls,
      },
    };
    expect(toActiveProfile(testnet)).toMatchObject({ marking: 'TESTNET', live: false });
  });
});
