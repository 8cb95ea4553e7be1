import type { TerminalApi } from '@shared/ipc/contract';
import { createTerminalApi } from '@shared/ipc/terminal-api';
import { createBridgeTransport } from './bridge-transport';

const tokenKey = 'tt.devHostToken';

/**
 * The terminal's API: the preload's `window.terminal` under Electron, or the same contract over the
 * development host's bridge. The dev host's token arrives once in the URL fragment and is then removed.
 */
export function resolveTerminal(): TerminalApi | { error: string } {
  if (window.terminal) return window.terminal;
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromHash) {
    sessionStorage.setItem(tokenKey, fromHash);
    history.replaceState(null, '', window.location.pathname + window.location.search);
  }
  const token = fromHash ?? sessionStorage.getItem(tokenKey);
  if (!token) {
    return {
      error:
        'This page has no link to the terminal. Open the URL that `npm run start:web` printed, or start the desktop app.',
    };
  }
  return createTerminalApi(createBridgeTransport(window.location.origin, token));
}
