import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/ipc/profile-schema';
import type { Signer } from '../profiles/profile-signer';
import { createActiveVenueClient } from './active-venue-client';

function profilesWith(initial: ProfileView | null) {
  let active = initial;
  const signersMade: string[] = [];
  return {
    setActive: (profile: ProfileView | null) => {
      active = profile;
    },
    signersMade,
    profiles: {
      active: async () => active,
      signer: async (id: string): Promise<Signer> => {
        signersMade.push(id);
        return { type: 'HMAC', apiKey: `key-${id}`, sign: () => 'signature' };
      },
    },
  };
}

const paper = { id: 'p1', name: 'Paper', venue: { kind: 'paper' } } as unknown as ProfileView;
const custom = {
  id: 'c1',
  name: 'Custom',
  venue: {
    kind: 'custom',
    spotRestUrl: 'http://127.0.0.1:1',
    marketStreamUrl: 'ws://127.0.0.1:1',
    wsApiUrl: 'ws://127.0.0.1:1',
    fapiUrl: 'http://127.0.0.1:2',
    dapiUrl: 'http://127.0.0.1:3',
    sapiUrl: 'http://127.0.0.1:4',
  },
} as unknown as ProfileView;

describe('createActiveVenueClient', () => {
  it('keeps one client per active profile and makes a new one when the profile changes', async () => {
    const fake = profilesWith(paper);
    const active = createActiveVenueClient({
      profiles: fake.profiles,
      embeddedVenueUrl: () => 'http://127.0.0.1:9',
    });
    const first = await active.get();
    expect(await active.get()).toBe(first);
    expect(first.futures.usdm?.baseUrl).toBe('http://127.0.0.1:9');
    fake.setActive(custom);
    const second = await active.get();
    expect(second).not.toBe(first);
    expect([second.futures.usdm?.baseUrl, second.futures.coinm?.baseUrl, second.mining.baseUrl]).toEqual([
      'http://127.0.0.1:2',
      'http://127.0.0.1:3',
      'http://127.0.0.1:4',
    ]);
    expect(fake.signersMade).toEqual(['p1', 'c1']);
    active.dispose();
  });

  it('says so when no profile is active', async () => {
    const active = createActiveVenueClient({
      profiles: profilesWith(null).profiles,
      embeddedVenueUrl: () => '',
    });
    await expect(active.get()).rejects.toThrow('no active venue profile');
  });
});
