import { z } from 'zod';
import { event, request } from './define';
import {
  addProfileInputSchema,
  keyInputSchema,
  updateProfileInputSchema,
  type ProfileView,
  type TestConnectionResult,
} from './profile-schema';

const id = z.string().min(1).max(64);

export interface ProfileList {
  readonly profiles: readonly ProfileView[];
  readonly activeProfileId: string | null;
}

export interface ProvisionedProfile {
  readonly profile: ProfileView;
  /** The public key to register with the venue (RSA/Ed25519); null for HMAC. */
  readonly publicKeyPem: string | null;
}

/** Whether secrets can be stored here, why not, and how to get a keychain on this OS. */
export interface KeychainView {
  readonly available: boolean;
  readonly backend: string;
  readonly reason: string | null;
  /** What the terminal keeps keys in on this OS and how to get it working, in plain words. */
  readonly help: string;
}

export const profilesRequests = {
  'tt:profiles:list': request<ProfileList>()(z.void()),
  'tt:profiles:keychain': request<KeychainView>()(z.void()),
  'tt:profiles:add': request<ProvisionedProfile>()(addProfileInputSchema),
  'tt:profiles:update': request<ProfileView>()(z.object({ id, patch: updateProfileInputSchema }).strict()),
  'tt:profiles:replaceKey': request<ProvisionedProfile>()(z.object({ id, key: keyInputSchema }).strict()),
  'tt:profiles:setActive': request<ProfileView>()(z.object({ id }).strict()),
  'tt:profiles:remove': request<void>()(z.object({ id }).strict()),
  'tt:profiles:testConnection': request<TestConnectionResult>()(z.object({ id }).strict()),
  /** What main has to tell the user (a renewed Paper key); each notice is given out once. */
  'tt:profiles:notices': request<readonly string[]>()(z.void()),
};

export const profilesEvents = {
  /** After any change: the whole list, so every view of it stays current. */
  'tt:profiles:changed': event<ProfileList>(),
};
