import type { KeyInput, Venue } from '@shared/ipc/profile-schema';
import { VENUE_PRESETS, VENUE_URL_FIELDS, type VenuePresetId } from '@shared/venue-presets';

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

export const venueUrlFields = VENUE_URL_FIELDS;
export type VenueUrlField = (typeof venueUrlFields)[number];

export const venueUrlLabels: Record<VenueUrlField, string> = {
  spotRestUrl: 'Spot REST URL',
  marketStreamUrl: 'Market stream URL',
  wsApiUrl: 'WebSocket API URL',
  fapiUrl: 'USDⓈ-M futures URL',
  dapiUrl: 'COIN-M futures URL',
  sapiUrl: 'SAPI (mining) URL',
};

/** The venue part of a profile form: the embedded venue, a preset (its URLs filled in) or typed URLs. */
export interface VenueDraft {
  readonly choice: 'paper' | VenuePresetId | 'custom';
  readonly urls: Record<VenueUrlField, string>;
}

const noUrls: Record<VenueUrlField, string> = {
  spotRestUrl: '',
  marketStreamUrl: '',
  wsApiUrl: '',
  fapiUrl: '',
  dapiUrl: '',
  sapiUrl: '',
};

export const emptyVenueDraft: VenueDraft = { choice: 'paper', urls: noUrls };

/** Choosing a preset fills every URL from its table; Custom keeps what is there to edit. */
export function choose(draft: VenueDraft, choice: VenueDraft['choice']): VenueDraft {
  if (choice === 'paper' || choice === 'custom') return { ...draft, choice };
  return { choice, urls: { ...VENUE_PRESETS[choice].urls } };
}

/** Editing a preset's URL makes the venue a custom one. */
export function withUrl(draft: VenueDraft, field: VenueUrlField, value: string): VenueDraft {
  return { choice: 'custom', urls: { ...draft.urls, [field]: value } };
}

export function venueDraftOf(venue: Venue): VenueDraft {
  if (venue.kind === 'paper') return emptyVenueDraft;
  const urls = Object.fromEntries(venueUrlFields.map((f) => [f, venue[f]])) as Record<VenueUrlField, string>;
  return { choice: venue.preset ?? 'custom', urls };
}

export const venueOf = (draft: VenueDraft): Venue =>
  draft.choice === 'paper'
    ? { kind: 'paper' }
    : draft.choice === 'custom'
      ? { kind: 'custom', ...draft.urls }
      : { kind: 'custom', preset: draft.choice, ...draft.urls };
