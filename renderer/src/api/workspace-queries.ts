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
