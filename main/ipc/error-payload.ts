import { carriesPayload, type TerminalErrorPayload } from '@shared/ipc/errors';

/** Turns whatever a handler threw into what crosses IPC: structured, and without stack traces. */
export function toErrorPayload(error: unknown): TerminalErrorPayload {
  if (carriesPayload(error)) return error.toPayload();
  if (error instanceof Error) return { kind: 'internal', message: error.message };
  return { kind: 'internal', message: String(error) };
}
