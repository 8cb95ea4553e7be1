import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { channels } from '@shared/ipc/contract';
import type { IpcRouter } from '../ipc/router';
import { appHost, appScheme } from './app-origin';

/** True only when the request comes from our window's top-level frame showing our own app:// page. */
export function isOwnTopFrame(event: IpcMainInvokeEvent, window: WebContents | undefined): boolean {
  const frame = event.senderFrame;
  if (!window || event.sender !== window || !frame || frame.parent !== null) return false;
  try {
    // Node's URL gives custom schemes an opaque origin, so compare scheme and host instead.
    const url = new URL(frame.url);
    return url.protocol === `${appScheme}:` && url.host === appHost;
  } catch {
    return false;
  }
}

/** A renderer session is one page load of a web contents; a reload ends it (see main.ts). */
export const sessionIdOf = (contents: Pick<WebContents, 'id'>) => `wc-${contents.id}`;

/** Registers every channel of the contract on ipcMain, each through the validated router. */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  router: IpcRouter,
  mainWindow: () => WebContents | undefined,
): () => void {
  for (const channel of channels) {
    ipcMain.handle(channel, (event, args: unknown) =>
      router.dispatch(channel, args, {
        trusted: isOwnTopFrame(event, mainWindow()),
        description: event.senderFrame?.url || 'an unknown frame',
        sessionId: sessionIdOf(event.sender),
      }),
    );
  }
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}
