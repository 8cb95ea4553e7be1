import {
  channels,
  eventNames,
  type Channel,
  type EventName,
  type PayloadOf,
  type TerminalApi,
  type Unsubscribe,
} from './contract';
import type { IpcResponse } from './errors';

/** How a TerminalApi reaches main: Electron's ipcRenderer in the preload, or the dev host's WebSocket. */
export interface IpcTransport {
  invoke(channel: Channel, args: unknown): Promise<IpcResponse<unknown>>;
  subscribe<E extends EventName>(name: E, listener: (payload: PayloadOf<E>) => void): Unsubscribe;
}

function split(name: string): [domain: string, verb: string] {
  const [, domain, verb] = name.split(':');
  if (!domain || !verb) throw new Error(`Malformed contract name "${name}"`);
  return [domain, verb];
}

/**
 * Builds the named methods of the contract over a transport. Nothing else is reachable through it: there
 * is no generic invoke, so the renderer can only call what the contract declares.
 */
export function createTerminalApi(transport: IpcTransport): TerminalApi {
  const api: Record<string, Record<string, unknown>> = {};
  const domain = (name: string) => (api[name] ??= {});
  for (const channel of channels) {
    const [d, verb] = split(channel);
    domain(d)[verb] = async (args: unknown) => {
      const response = await transport.invoke(channel, args);
      if (response.ok) return response.value;
      throw response.error;
    };
  }
  for (const name of eventNames) {
    const [d, verb] = split(name);
    domain(d)[`on${verb[0]!.toUpperCase()}${verb.slice(1)}`] = (listener: (payload: unknown) => void) =>
      transport.subscribe(name, listener);
  }
  return api as unknown as TerminalApi;
}
