import type { Handlers } from '@shared/ipc/contract';
import { createWorkspaceStore } from './workspace-store';

type WorkspaceHandlers = Pick<
  Handlers,
  | 'tt:workspace:load'
  | 'tt:workspace:saveLayout'
  | 'tt:workspace:setTheme'
  | 'tt:workspace:saveNamed'
  | 'tt:workspace:deleteNamed'
>;

/** Layouts per profile and the theme, kept by main so they survive restarts of either host. */
export function createWorkspaceService(dataDir: string): { handlers: WorkspaceHandlers } {
  const store = createWorkspaceStore(dataDir);
  return {
    handlers: {
      'tt:workspace:load': ({ profileId }) => store.load(profileId),
      'tt:workspace:saveLayout': ({ profileId, layout }) => store.saveLayout(profileId, layout),
      'tt:workspace:setTheme': ({ theme }) => store.setTheme(theme),
      'tt:workspace:saveNamed': ({ profileId, name, layout }) => store.saveNamed(profileId, name, layout),
      'tt:workspace:deleteNamed': ({ profileId, name }) => store.deleteNamed(profileId, name),
    },
  };
}
