import { describe, expect, it } from 'vitest';
import type { ProfileView } from '@shared/ipc/profile-schema';
import { toActiveProfile } from './active-profile';

const key = { type: 'ED25519', apiKey: 'k', publicKeyPem: null, storedIn: 'secret-service' } as const;

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
      venue: {
        kind: 'custom',
        spotRestUrl: 'https://a.example',
        marketStreamUrl: 'wss://a.example',
        wsApiUrl: 'wss://a.example',
        fapiUrl: 'https://a.example',
        dapiUrl: 'https://a.example',
        sapiUrl: 'https://a.example',
      },
    };
    expect(toActiveProfile(live)).toEqual({ id: 'uuid-2', workspaceKey: 'uuid-2', name: 'Main', live: true });
  });
});
