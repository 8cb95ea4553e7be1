import { vi } from 'vitest';
import type { ParsedArgsOf, TerminalApi } from '@shared/ipc/contract';
import type { TerminalErrorPayload } from '@shared/ipc/errors';
import {
  defaultGlobalPreferences,
  defaultProfilePreferences,
  settingsRequests,
  type GlobalPreferences,
  type ProfilePreferences,
} from '@shared/ipc/settings';

type Settings = TerminalApi['settings'];

/** Arguments checked with the contract's own schema, refused as main's IPC layer refuses them. */
function parsed<C extends keyof typeof settingsRequests>(channel: C, args: unknown): ParsedArgsOf<C> {
  const result = settingsRequests[channel].args.safeParse(args);
  if (result.success) return result.data as ParsedArgsOf<C>;
  const message = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  const refusal: TerminalErrorPayload = {
    kind: 'invalid-arguments',
    message: `Invalid arguments for "${channel}": ${message}`,
  };
  throw refusal;
}

/**
 * The settings domain of main, kept in memory: what a test saves is what a later load answers, and
 * changes main would refuse are refused.
 */
export function createFakeSettings(
  kept: { global?: Partial<GlobalPreferences>; profiles?: Record<string, Partial<ProfilePreferences>> } = {},
) {
  let global: GlobalPreferences = { ...defaultGlobalPreferences, ...kept.global };
  const profiles = new Map(Object.entries(kept.profiles ?? {}));
  const profileOf = (id: string): ProfilePreferences => ({
    ...defaultProfilePreferences,
    ...profiles.get(id),
  });
  return {
    load: vi.fn<Settings['load']>(async ({ profileId }) => ({ global, profile: profileOf(profileId) })),
    update: vi.fn<Settings['update']>(async (args) => {
      global = { ...global, ...parsed('tt:settings:update', args).change };
    }),
    updateProfile: vi.fn<Settings['updateProfile']>(async (args) => {
      const { profileId, change } = parsed('tt:settings:updateProfile', args);
      profiles.set(profileId, { ...profileOf(profileId), ...change });
    }),
  };
}
