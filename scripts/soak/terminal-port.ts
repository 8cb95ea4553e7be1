import type { IpcResponse } from '@shared/ipc/errors';
import type { Terminal } from '@main/terminal/terminal';

const trusted = { trusted: true, description: 'soak', sessionId: 'soak-session' };

/** Every message that crossed the IPC contract (requests, answers, events), for the secrets scan. */
export interface IpcLog {
  readonly messages: string[];
}

/** Calls main as the renderer does: through the router, every message logged. */
export function ipcCaller(terminal: () => Terminal, log: IpcLog) {
  return async function call<T>(channel: string, args?: unknown): Promise<IpcResponse<T>> {
    log.messages.push(JSON.stringify({ channel, args }));
    const response = (await terminal().router.dispatch(channel, args, trusted)) as IpcResponse<T>;
    log.messages.push(JSON.stringify({ channel, response }));
    return response;
  };
}
export type IpcCall = ReturnType<typeof ipcCaller>;
