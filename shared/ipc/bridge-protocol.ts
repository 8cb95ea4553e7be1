import type { IpcResponse } from './errors';

/** Messages of the dev host's loopback bridge, which carries the IPC contract where Electron is absent. */
export type BridgeClientMessage = { type: 'invoke'; id: number; channel: string; args: unknown };

export type BridgeServerMessage =
  | { type: 'result'; id: number; response: IpcResponse<unknown> }
  | { type: 'event'; name: string; payload: unknown };

export const bridgePath = '/bridge';
