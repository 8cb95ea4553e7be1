import type { Emit, Handlers } from '@shared/ipc/contract';
import { keychainHelp } from '../../keys/keychain-help';
import type { createProfilesService } from './profiles-service';

type ProfilesService = ReturnType<typeof createProfilesService>;
type ProfilesHandlers = Pick<Handlers, Extract<keyof Handlers, `tt:profiles:${string}`>>;

/** The profiles service on the IPC contract; every change, requested or the service's own, pushes the new list. */
export function profilesHandlers(profiles: ProfilesService, emit: Emit): ProfilesHandlers {
  const changed = async <T>(result: T): Promise<T> => {
    emit('tt:profiles:changed', await profiles.list());
    return result;
  };
  profiles.onChanged(() => void changed(undefined).catch(() => undefined));
  return {
    'tt:profiles:list': () => profiles.list(),
    'tt:profiles:keychain': async () => {
      const status = await profiles.keychainStatus();
      return {
        available: status.available,
        backend: status.backend,
        reason: status.available ? null : status.reason,
        help: keychainHelp(status.backend),
      };
    },
    'tt:profiles:notices': async () => profiles.takeNotices(),
    'tt:profiles:add': async (input) => changed(await profiles.add(input)),
    'tt:profiles:update': async ({ id, patch }) => changed(await profiles.update(id, patch)),
    'tt:profiles:replaceKey': async ({ id, key }) => changed(await profiles.replaceKey(id, key)),
    'tt:profiles:setActive': async ({ id }) => changed(await profiles.setActive(id)),
    'tt:profiles:remove': async ({ id }) => changed(await profiles.remove(id)),
    'tt:profiles:testConnection': ({ id }) => profiles.testConnection(id),
  };
}
