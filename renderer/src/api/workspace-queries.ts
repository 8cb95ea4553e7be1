import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TerminalApi } from '@shared/ipc/contract';
import type { ThemeName, WorkspaceState } from '@shared/ipc/workspace';
import { useTerminal } from './terminal-context';

export const workspaceQueries = {
  all: () => ['workspace'] as const,
  state: (terminal: TerminalApi, profileId: string) =>
    queryOptions({
      queryKey: [...workspaceQueries.all(), profileId] as const,
      queryFn: () => terminal.workspace.load({ profileId }),
      staleTime: Infinity,
    }),
};

export function useSaveLayout(profileId: string) {
  const terminal = useTerminal();
  return useMutation({
    mutationFn: (layout: Record<string, unknown> | null) =>
      terminal.workspace.saveLayout({ profileId, layout }),
  });
}

export function useSetTheme() {
  const terminal = useTerminal();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (theme: ThemeName) => terminal.workspace.setTheme({ theme }),
    onMutate: (theme) => {
      for (const [key, state] of client.getQueriesData<WorkspaceState>({
        queryKey: workspaceQueries.all(),
      })) {
        if (state) client.setQueryData(key, { ...state, theme });
      }
    },
  });
}

/** Keeps the loaded state's named layouts in step with what main has just stored. */
function useNamedChange(profileId: string) {
  const client = useQueryClient();
  return (change: (named: WorkspaceState['named']) => WorkspaceState['named']) => {
    const key = [...workspaceQueries.all(), profileId];
    const state = client.getQueryData<WorkspaceState>(key);
    if (state) client.setQueryData(key, { ...state, named: change(state.named) });
  };
}

export function useSaveNamedLayout(profileId: string) {
  const terminal = useTerminal();
  const changeNamed = useNamedChange(profileId);
  return useMutation({
    mutationFn: (args: { name: string; layout: Record<string, unknown> }) =>
      terminal.workspace.saveNamed({ profileId, ...args }),
    onSuccess: (_, { name, layout }) => changeNamed((named) => ({ ...named, [name]: layout })),
  });
}

export function useDeleteNamedLayout(profileId: string) {
  const terminal = useTerminal();
  const changeNamed = useNamedChange(profileId);
  return useMutation({
    mutationFn: (name: string) => terminal.workspace.deleteNamed({ profileId, name }),
    onSuccess: (_, name) =>
      changeNamed((named) => Object.fromEntries(Object.entries(named).filter(([key]) => key !== name))),
  });
}
