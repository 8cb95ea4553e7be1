import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { EventName } from '@shared/ipc/contract';
import type { IpcResponse } from '@shared/ipc/errors';
import { createKeychain, type Keychain } from '../keys/keychain';
import { keyringForThisFile } from '../keys/test-support/keyring-for-file';
import { startTerminal, type Terminal, type TerminalOptions } from './terminal';

const trusted = { trusted: true, description: 'test', sessionId: 'test-session' };

export interface TerminalForFile {
  readonly terminal: Terminal;
  readonly dataDir: string;
  readonly keychain: Keychain;
  /** Every event the terminal pushed to the renderer, in order. */
  readonly events: Array<{ name: EventName; payload: unknown }>;
  /** A call as a trusted renderer makes it over IPC. */
  dispatch<T>(channel: string, args?: unknown): Promise<IpcResponse<T>>;
  /** Resolves once the terminal has pushed an event that matches (already, or later). */
  pushed(match: (event: PushedEvent) => boolean): Promise<void>;
}

export interface PushedEvent {
  readonly name: EventName;
  readonly payload: unknown;
}

/**
 * The composed terminal for the tests of one file, as the renderer sees it: a private keyring, a
 * fresh data dir and its own keychain service, started before the tests and disposed after.
 */
export function terminalForThisFile(
  options: Partial<Omit<TerminalOptions, 'dataDir' | 'keychain' | 'emit'>> = {},
): TerminalForFile {
  keyringForThisFile();
  const events: TerminalForFile['events'] = [];
  const waiting: Array<{ match: (event: PushedEvent) => boolean; resolve: () => void }> = [];
  const emit = (name: EventName, payload: unknown) => {
    const event = { name, payload };
    events.push(event);
    for (const waiter of waiting.filter((w) => w.match(event))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  let started: { terminal: Terminal; dataDir: string; keychain: Keychain } | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tt-terminal-'));
    const keychain = createKeychain({ service: `tape-terminal-test-${randomBytes(4).toString('hex')}` });
    const terminal = await startTerminal({
      resyncMs: 0,
      ...options,
      dataDir,
      keychain,
      emit,
    });
    started = { terminal, dataDir, keychain };
  });
  afterAll(async () => {
    await started?.terminal.dispose();
    if (started) await rm(started.dataDir, { recursive: true, force: true });
  });
  const get = () => {
    if (!started) throw new Error('the terminal starts before the first test');
    return started;
  };
  return {
    get terminal() {
      return get().terminal;
    },
    get dataDir() {
      return get().dataDir;
    },
    get keychain() {
      return get().keychain;
    },
    events,
    dispatch: <T>(channel: string, args?: unknown) =>
      get().terminal.router.dispatch(channel, args, trusted) as Promise<IpcResponse<T>>,
    pushed: (match) =>
      new Promise<void>((resolve) => {
        if (events.some(match)) resolve();
        else waiting.push({ match, resolve });
      }),
  };
}
