import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { IpcResponse } from '@shared/ipc/errors';
import type { IpcTransport } from '@shared/ipc/terminal-api';

/** The contract over Electron IPC. Listeners never see Electron's event object. */
export function ipcRendererTransport(
  ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>,
): IpcTransport {
  return {
    invoke: (channel, args) => ipc.invoke(channel, args) as Promise<IpcResponse<unknown>>,
    subscribe(name, listener) {
      const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload as never);
      ipc.on(name, handler);
      return () => void ipc.removeListener(name, handler);
    },
  };
}
