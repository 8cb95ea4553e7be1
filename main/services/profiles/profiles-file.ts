import { join } from 'node:path';
import { z } from 'zod';
import { readSettingsFile, writeSettingsFile } from '../../settings/json-settings-file';
import { ProfileNotFoundError, ProfileRequestError } from './profile-errors';
import { keyTypeSchema, profileNameSchema, venueSchema } from '@shared/ipc/profile-schema';

const secretRefSchema = z.object({
  /** `session`: the Paper profile's key held in memory for one run, where no keychain could hold it. */
  backend: z.enum(['secret-service', 'macos-keychain', 'windows-credential-manager', 'session']),
  service: z.string().min(1),
  account: z.string().min(1),
});

const storedKeySchema = z.object({
  type: keyTypeSchema,
  apiKey: z.string().min(1).nullable(),
  publicKeyPem: z.string().nullable(),
  /** Where the secret or private key is: the keychain entry, never the secret itself. */
  secretRef: secretRefSchema,
});
export type StoredKey = z.infer<typeof storedKeySchema>;

const storedProfileSchema = z.object({
  id: z.string().min(1),
  name: profileNameSchema,
  venue: venueSchema,
  builtIn: z.literal('paper').nullable(),
  key: storedKeySchema,
});
export type StoredProfile = z.infer<typeof storedProfileSchema>;

export const profilesFileSchema = z
  .object({
    version: z.literal(1),
    activeProfileId: z.string().nullable(),
    profiles: z.array(storedProfileSchema),
  })
  .superRefine((file, ctx) => {
    const ids = file.profiles.map((profile) => profile.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['profiles'], message: 'two profiles share an id' });
    }
    if (file.activeProfileId !== null && !ids.includes(file.activeProfileId)) {
      ctx.addIssue({ code: 'custom', path: ['activeProfileId'], message: 'names no profile in the file' });
    }
  });
export type ProfilesFile = z.infer<typeof profilesFileSchema>;

export const emptyProfilesFile = (): ProfilesFile => ({ version: 1, activeProfileId: null, profiles: [] });

export function profilesFilePath(dataDir: string): string {
  return join(dataDir, 'profiles.json');
}

export function readProfilesFile(dataDir: string): Promise<ProfilesFile | undefined> {
  return readSettingsFile(profilesFilePath(dataDir), profilesFileSchema);
}

export function writeProfilesFile(dataDir: string, file: ProfilesFile): Promise<void> {
  return writeSettingsFile(profilesFilePath(dataDir), profilesFileSchema.parse(file));
}

export function findProfile(file: ProfilesFile, id: string): StoredProfile {
  const profile = file.profiles.find((candidate) => candidate.id === id);
  if (!profile) throw new ProfileNotFoundError(id);
  return profile;
}

/** Names are unique regardless of case. */
export function requireUniqueName(file: ProfilesFile, name: string, exceptId?: string): void {
  const lower = name.toLowerCase();
  if (file.profiles.some((p) => p.id !== exceptId && p.name.toLowerCase() === lower)) {
    throw new ProfileRequestError(`A profile named "${name}" already exists`);
  }
}

export function withProfileReplaced(file: ProfilesFile, profile: StoredProfile): ProfilesFile {
  return { ...file, profiles: file.profiles.map((p) => (p.id === profile.id ? profile : p)) };
}
