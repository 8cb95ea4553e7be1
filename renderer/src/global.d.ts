import type { TerminalApi } from '@shared/ipc/contract';

declare global {
  interface Window {
    /** Exposed by the preload under Electron; absent in a plain browser (the dev host bridges instead). */
    readonly terminal?: TerminalApi;
  }
}
