import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A private D-Bus session bus with a gnome-keyring Secret Service in a throwaway directory. */
export interface KeyringSession {
  /** DBUS_SESSION_BUS_ADDRESS of the private bus. */
  readonly address: string;
  /** Extra environment for processes that should use this session (bus address, keyring dirs). */
  readonly env: NodeJS.ProcessEnv;
  /**
   * Starts a keyring daemon with an unlocked login keyring in place of whatever Secret Service the bus
   * has (none, or one the bus started on demand with no keyring): the user unlocking it after the
   * terminal started.
   */
  unlockLater(): Promise<void>;
  stop(): Promise<void>;
}

export interface KeyringSessionOptions {
  /**
   * `unlocked` (default): a login keyring, unlocked. `locked`: the same, locked again (unlocking needs a
   * prompt, which a headless run cannot show). `absent`: the bus only; a Secret Service the bus activates
   * has no keyring to store into.
   */
  readonly keyring?: 'unlocked' | 'locked' | 'absent';
}

async function exitCodeOf(child: ChildProcess): Promise<number | null> {
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

async function firstLineOf(child: ChildProcess): Promise<string> {
  if (!child.stdout) throw new Error('child has no stdout');
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(() => {
    throw new Error('dbus-daemon exited before printing its address');
  });
  const line = Promise.race([once(lines, 'line').then(([first]) => String(first)), exited]);
  return line.finally(() => lines.close());
}

/** Starts the bus and (unless told otherwise) an unlocked keyring; waits until the service owns its name. */
export async function startKeyringSession(options: KeyringSessionOptions = {}): Promise<KeyringSession> {
  const root = await mkdtemp(join(tmpdir(), 'tt-keyring-'));
  const runtimeDir = join(root, 'run');
  await mkdir(runtimeDir, { mode: 0o700 });
  const keyringEnv = { XDG_DATA_HOME: join(root, 'data'), XDG_RUNTIME_DIR: runtimeDir };
  // Without a display, a keyring prompt is dismissed at once instead of waiting for a person.
  const headless: NodeJS.ProcessEnv = { ...process.env, ...keyringEnv };
  delete headless.DISPLAY;
  delete headless.WAYLAND_DISPLAY;

  const bus = spawn(
    'dbus-daemon',
    ['--session', '--nofork', '--print-address=1', `--address=unix:path=${join(root, 'bus')}`],
    { env: headless, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const stopBus = async () => {
    if (bus.exitCode === null && bus.signalCode === null) {
      const exited = once(bus, 'exit');
      bus.kill('SIGTERM');
      await exited;
    }
    await rm(root, { recursive: true, force: true });
  };
  try {
    const address = (await firstLineOf(bus)).trim();
    const env = { ...keyringEnv, DBUS_SESSION_BUS_ADDRESS: address };
    const keyringState = options.keyring ?? 'unlocked';
    /** Unlocking with a password on stdin creates the login keyring without a prompt. */
    const startDaemon = async (replace: boolean) => {
      const keyring = spawn(
        'gnome-keyring-daemon',
        ['--unlock', ...(replace ? ['--replace'] : []), '--components=secrets'],
        { env: { ...headless, ...env }, stdio: ['pipe', 'ignore', 'ignore'] },
      );
      keyring.stdin.end('tape-terminal-test');
      if ((await exitCodeOf(keyring)) !== 0) throw new Error('gnome-keyring-daemon did not start');
      const wait = spawn('gdbus', ['wait', '--session', '--timeout', '15', 'org.freedesktop.secrets'], {
        env: { ...headless, ...env },
        stdio: 'ignore',
      });
      if ((await exitCodeOf(wait)) !== 0) throw new Error('the Secret Service never appeared on the bus');
    };
    if (keyringState !== 'absent') await startDaemon(false);
    if (keyringState === 'locked') {
      const lock = spawn(
        'gdbus',
        [
          'call',
          '--session',
          '--dest=org.freedesktop.secrets',
          '--object-path=/org/freedesktop/secrets',
          '--method=org.freedesktop.Secret.Service.Lock',
          "['/org/freedesktop/secrets/collection/login']",
        ],
        { env: { ...headless, ...env }, stdio: 'ignore' },
      );
      if ((await exitCodeOf(lock)) !== 0) throw new Error('could not lock the login keyring');
    }
    return { address, env, unlockLater: () => startDaemon(true), stop: stopBus };
  } catch (error) {
    await stopBus();
    throw error;
  }
}

/** Points this process at the session (libdbus reads the address when it connects) until restored. */
export function useSessionInThisProcess(session: KeyringSession): () => void {
  const saved = process.env.DBUS_SESSION_BUS_ADDRESS;
  process.env.DBUS_SESSION_BUS_ADDRESS = session.address;
  return () => {
    if (saved === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
    else process.env.DBUS_SESSION_BUS_ADDRESS = saved;
  };
}
