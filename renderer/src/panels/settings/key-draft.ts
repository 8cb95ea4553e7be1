import type { KeyInput, Venue } from '@shared/ipc/profile-schema';

export type KeyKind = KeyInput['kind'];

/** The key part of a profile form as typed. The secret and the private key never leave this draft but to main. */
export interface KeyDraft {
  readonly kind: KeyKind;
  readonly apiKey: string;
  readonly secret: string;
  readonly pemType: 'RSA' | 'ED25519';
  readonly privateKeyPem: string;
}

export const emptyKeyDraft: KeyDraft = {
  kind: 'generate-ed25519',
  apiKey: '',
  secret: '',
  pemType: 'ED25519',
  privateKeyPem: '',
};

export function keyInputOf(draft: KeyDraft): KeyInput {
  switch (draft.kind) {
    case 'hmac':
      return { kind: 'hmac', apiKey: draft.apiKey, secret: draft.secret };
    case 'import-pem':
      return {
        kind: 'import-pem',
        type: draft.pemType,
        apiKey: draft.apiKey,
        privateKeyPem: draft.privateKeyPem,
      };
    case 'generate-ed25519':
      return draft.apiKey === ''
        ? { kind: 'generate-ed25519' }
        : { kind: 'generate-ed25519', apiKey: draft.apiKey };
  }
}

export const venueUrlFields = [
  'spotRestUrl',
  'marketStreamUrl',
  'wsApiUrl',
  'fapiUrl',
  'dapiUrl',
  'sapiUrl',
] as const;
export type VenueUrlField = (typeof venueUrlFields)[number];

export const venueUrlLabels: Record<VenueUrlField, string> = {
  spotRestUrl: 'Spot REST URL',
  marketStreamUrl: 'Market stream URL',
  wsApiUrl: 'WebSocket API URL',
  fapiUrl: 'USDⓈ-M futures URL',
  dapiUrl: 'COIN-M futures URL',
  sapiUrl: 'SAPI (mining) URL',
};

export interface VenueDraft {
  readonly kind: 'paper' | 'custom';
  readonly urls: Record<VenueUrlField, string>;
}

export const emptyVenueDraft: VenueDraft = {
  kind: 'paper',
  urls: { spotRestUrl: '', marketStreamUrl: '', wsApiUrl: '', fapiUrl: '', dapiUrl: '', sapiUrl: '' },
};

export function venueDraftOf(venue: Venue): VenueDraft {
  return venue.kind === 'paper'
    ? emptyVenueDraft
    : {
        kind: 'custom',
        urls: {
          spotRestUrl: venue.spotRestUrl,
          marketStreamUrl: venue.marketStreamUrl,
          wsApiUrl: venue.wsApiUrl,
          fapiUrl: venue.fapiUrl,
          dapiUrl: venue.dapiUrl,
          sapiUrl: venue.sapiUrl,
        },
      };
}

export const venueOf = (draft: VenueDraft): Venue =>
  draft.kind === 'paper' ? { kind: 'paper' } : { kind: 'custom', ...draft.urls };
