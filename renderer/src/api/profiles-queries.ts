import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { AddProfileInput, KeyInput, UpdateProfileInput } from '@shared/ipc/profile-schema';
import type { ProfileList } from '@shared/ipc/profiles';
import { accountQueries } from './account-queries';
import { futuresQueries } from './futures-queries';
import { marketQueries } from './market-queries';
import { miningQueries } from './mining-queries';
import { ordersQueries } from './orders-queries';
import { positionsQueries } from './positions-queries';
import { queryDomain } from './query-domain';
import { venueQueries } from './venue-queries';
import { useTerminal } from './terminal-context';

/** Query factories of the profiles domain. */
export const profilesQueries = queryDomain('profiles', (query) => ({
  list: (terminal: TerminalApi) => query(['list'], () => terminal.profiles.list(), { staleTime: Infinity }),
  keychain: (terminal: TerminalApi) =>
    query(['keychain'], () => terminal.profiles.keychain(), { staleTime: Infinity }),
}));

/** What is asked of the active profile's venue and account; not the profile list, workspace or settings. */
const venueDomains: readonly unknown[] = [
  accountQueries,
  ordersQueries,
  positionsQueries,
  futuresQueries,
  miningQueries,
  marketQueries,
  venueQueries,
].map((domain) => domain.all()[0]);

/**
 * Main pushes the whole list after any change; it replaces the cached one. When the active profile
 * changes, everything cached of the venue and account before (balances, orders, trades) is stale: it
 * is asked for again, so one profile's data is never shown as another's.
 */
export function syncProfilesEvents(terminal: TerminalApi, client: QueryClient) {
  const key = profilesQueries.list(terminal).queryKey;
  return terminal.profiles.onChanged((list: ProfileList) => {
    const before = client.getQueryData(key)?.activeProfileId;
    client.setQueryData(key, list);
    if (before === undefined || before === list.activeProfileId) return;
    // A request still under way was asked of the profile before: dropped, then asked again.
    const ofTheVenue = { predicate: (query: Query) => venueDomains.includes(query.queryKey[0]) };
    void client.cancelQueries(ofTheVenue).then(() => client.invalidateQueries(ofTheVenue));
  });
}

function useProfilesMutation<A, R>(call: (terminal: TerminalApi, args: A) => Promise<R>) {
  const terminal = useTerminal();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => call(terminal, args),
    onSettled: () => client.invalidateQueries({ queryKey: profilesQueries.all() }),
  });
}

export const useAddProfile = () => useProfilesMutation((t, input: AddProfileInput) => t.profiles.add(input));
export const useUpdateProfile = () =>
  useProfilesMutation((t, args: { id: string; patch: UpdateProfileInput }) => t.profiles.update(args));
export const useReplaceKey = () =>
  useProfilesMutation((t, args: { id: string; key: KeyInput }) => t.profiles.replaceKey(args));
export const useSetActiveProfile = () => useProfilesMutation((t, id: string) => t.profiles.setActive({ id }));
export const useRemoveProfile = () => useProfilesMutation((t, id: string) => t.profiles.remove({ id }));
export const useTestConnection = () =>
  useProfilesMutation((t, id: string) => t.profiles.testConnection({ id }));
