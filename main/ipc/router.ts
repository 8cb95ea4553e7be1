import { isChannel, requests, type Channel, type Handlers, type IpcContext } from '@shared/ipc/contract';
import type { IpcResponse } from '@shared/ipc/errors';
import { toErrorPayload } from './error-payload';

/** Who sent a request, as the host (Electron or the dev host) established it. */
export interface IpcSender {
  /** True only for our own window's top-level frame (Electron) or a token-authenticated bridge client. */
  readonly trusted: boolean;
  /** For the refusal message: the frame URL or the bridge client. */
  readonly description: string;
  /** One renderer page load; what a service keeps for a session (watches) ends with it. */
  readonly sessionId: string;
}

export interface IpcRouter {
  dispatch(channel: string, args: unknown, sender: IpcSender): Promise<IpcResponse<unknown>>;
}

/**
 * main's validated IPC layer: refuses unknown channels, untrusted senders and arguments that fail the
 * request's schema, each with a clear error, before any handler runs.
 */
export function createIpcRouter(handlers: Handlers): IpcRouter {
  return {
    async dispatch(channel, args, sender) {
      if (!isChannel(channel)) {
        return fail(
          'unknown-channel',
          `Unknown IPC channel "${String(channel)}": it is not in the contract.`,
        );
      }
      if (!sender.trusted) {
        return fail(
          'untrusted-sender',
          `IPC request "${channel}" refused: the sender (${sender.description}) is not the terminal's own top-level frame.`,
        );
      }
      const parsed = requests[channel].args.safeParse(args);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((issue) => `${issue.path.length ? issue.path.join('.') : '(args)'}: ${issue.message}`)
          .join('; ');
        return fail('invalid-arguments', `Invalid arguments for "${channel}": ${issues}`);
      }
      try {
        const handler = handlers[channel as Channel] as (a: unknown, c: IpcContext) => Promise<unknown>;
        return { ok: true, value: await handler(parsed.data, { sessionId: sender.sessionId }) };
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) };
      }
    },
  };
}

function fail(kind: 'unknown-channel' | 'untrusted-sender' | 'invalid-arguments', message: string) {
  return { ok: false as const, error: { kind, message } };
}
