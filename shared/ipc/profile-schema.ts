import { z } from 'zod';
import { urlsMatchPreset, VENUE_PRESET_IDS } from '../venue-presets';

// Pure zod (no Node imports), so the IPC contract in shared/ipc can take these schemas as they are.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const wsUrl = z.url({ protocol: /^wss?$/, error: 'must be a ws:// or wss:// URL' });

export const venueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paper') }),
  z
    .object({
      kind: z.literal('custom'),
      /** The preset the URLs came from (shared/venue-presets.ts), if they are exactly its URLs. */
      preset: z.enum(VENUE_PRESET_IDS).optional(),
      spotRestUrl: httpUrl,
      marketStreamUrl: wsUrl,
      wsApiUrl: wsUrl,
      fapiUrl: httpUrl,
      dapiUrl: httpUrl,
      sapiUrl: httpUrl,
    })
    .refine((venue) => venue.preset === undefined || urlsMatchPreset(venue, venue.preset), {
      path: ['preset'],
      message: "the URLs are not the preset's; choose Custom to change them",
    }),
]);
export type Venue = z.infer<typeof venueSchema>;

export const keyTypeSchema = z.enum(['HMAC', 'RSA', 'ED25519']);

export const profileNameSchema = z
  .string()
  .trim()
  .min(1, 'the name is empty')
  .max(64, 'the name is too long');

/** How a key reaches the terminal. Write-only: nothing ever returns the secret part. */
export const keyInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hmac'), apiKey: z.string(), secret: z.string() }),
  z.object({
    kind: z.literal('import-pem'),
    type: z.enum(['RSA', 'ED25519']),
    apiKey: z.string(),
    privateKeyPem: z.string(),
  }),
  /** The API key id is usually known only after the public key is registered with the venue. */
  z.object({ kind: z.literal('generate-ed25519'), apiKey: z.string().optional() }),
]);
export type KeyInput = z.infer<typeof keyInputSchema>;

export const addProfileInputSchema = z.object({
  name: profileNameSchema,
  venue: venueSchema,
  key: keyInputSchema,
});
export type AddProfileInput = z.infer<typeof addProfileInputSchema>;

export const updateProfileInputSchema = z.object({
  name: profileNameSchema.optional(),
  venue: venueSchema.optional(),
  apiKey: z.string().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** A profile as callers see it: metadata only. */
export const profileViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  venue: venueSchema,
  active: z.boolean(),
  /** 'paper' for the default profile the terminal provisions for its embedded venue. */
  builtIn: z.literal('paper').nullable(),
  key: z.object({
    type: keyTypeSchema,
    apiKey: z.string().nullable(),
    publicKeyPem: z.string().nullable(),
    /** The keychain backend that holds the secret part; `session`: main's memory, until the terminal closes. */
    storedIn: z.enum(['secret-service', 'macos-keychain', 'windows-credential-manager', 'session']),
    /** The keychain holds no secret under this profile's entry any more: the key must be entered again. */
    missing: z.boolean(),
  }),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

export const testConnectionResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), permissions: z.array(z.string()) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type TestConnectionResult = z.infer<typeof testConnectionResultSchema>;
