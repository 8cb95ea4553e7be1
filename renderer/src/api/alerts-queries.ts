import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AlertView } from '@shared/ipc/alerts';
import type { TerminalApi } from '@shared/ipc/contract';
import { queryDomain } from './query-domain';
import { useTerminal } from './terminal-context';
import { request } from './terminal-request';

/** Query factories of the alerts domain: main keeps the active profile's alerts. */
export const alertsQueries = queryDomain('alerts', (query) => ({
  list: (terminal: TerminalApi) => query(['list'], () => terminal.alerts.list({}), { staleTime: Infinity }),
}));

/** The active profile's alerts, kept current by main's pushed changes. */
export function useAlerts() {
  const terminal = useTerminal();
  const client = useQueryClient();
  const options = alertsQueries.list(terminal);
  useEffect(
    () => terminal.alerts.onChanged((alerts) => client.setQueryData(options.queryKey, alerts)),
    [terminal, client, options.queryKey],
  );
  return useQuery(options);
}

/** A change to one alert; the list is asked again once main has it (its push may come first). */
function useAlertMutation<Args>(send: (terminal: TerminalApi, args: Args) => Promise<AlertView | void>) {
  const terminal = useTerminal();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => send(terminal, args),
    onSuccess: () => client.invalidateQueries({ queryKey: alertsQueries.all() }),
  });
}

export const useCreateAlert = () => useAlertMutation(request('alerts', 'create'));
export const useUpdateAlert = () => useAlertMutation(request('alerts', 'update'));
export const useDeleteAlert = () => useAlertMutation(request('alerts', 'delete'));
export const useRearmAlert = () => useAlertMutation(request('alerts', 'rearm'));
