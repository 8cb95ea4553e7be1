import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Electron from 'electron';
import { channels } from '../../shared/ipc/contract';

// A stand-in for the `electron` module: main.ts runs for real against it, with the real services.
vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  const handlers = new Map<string, (event: unknown, args: unknown) => Promise<unknown>>();
  class BrowserWindow extends EventEmitter {
    static instances: BrowserWindow[] = [];
    readonly webContents = Object.assign(new EventEmitter(), { send: vi.fn() });
    readonly loadURL = vi.fn(async () => undefined);
    readonly show = vi.fn();
    readonly maximize = vi.fn();
    constructor(readonly options: Record<string, unknown>) {
      super();
      BrowserWindow.instances.push(this);
    }
    isDestroyed = () => false;
    isMaximized = () => false;
    isMinimized = () => false;
    getNormalBounds = () => ({ x: 10, y: 20, width: 1300, height: 850 });
  }
  const app = Object.assign(new EventEmitter(), {
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: vi.fn(() => Promise.resolve()),
    getAppPath: () => '/opt/tape-terminal',
    getPath: vi.fn(() => process.env.TT_DATA_DIR),
    setPath: vi.fn(),
    quit: vi.fn(),
    exit: vi.fn(),
  });
  return {
    app,
    BrowserWindow,
    protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
    ipcMain: { handle: vi.fn((c: string, h: never) => handlers.set(c, h)), removeHandler: vi.fn() },
    Menu: { buildFromTemplate: vi.fn((t: unknown) => ({ template: t })), setApplicationMenu: vi.fn() },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
    shell: { openExternal: vi.fn() },
    __handlers: handlers,
  };
});

type Fake = typeof Electron & {
  __handlers: Map<string, (event: unknown, args: unknown) => Promise<unknown>>;
  BrowserWindow: {
    instances: Array<{
      options: Record<string, unknown>;
      webContents: unknown;
      loadURL: ReturnType<typeof vi.fn>;
    }>;
  };
};
let electron: Fake;

beforeAll(async () => {
  process.env.TT_DATA_DIR = await mkdtemp(join(tmpdir(), 'tt-main-'));
  electron = (await import('electron')) as unknown as Fake;
  await import('./main');
  await vi.waitFor(() => expect(electron.BrowserWindow.instances[0]?.loadURL).toHaveBeenCalled(), 10_000);
});

afterAll(async () => {
  (electron.app as unknown as NodeJS.EventEmitter).emit('will-quit', { preventDefault: vi.fn() });
  await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
});

describe('the Electron main process', () => {
  it('takes the single-instance lock and registers app:// before ready', () => {
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    expect(electron.app.setPath).toHaveBeenCalledWith('userData', process.env.TT_DATA_DIR);
  });

  it('opens one hardened window on the app:// page with the bundled preload', () => {
    const [window] = electron.BrowserWindow.instances;
    expect(electron.BrowserWindow.instances).toHaveLength(1);
    expect(window!.loadURL).toHaveBeenCalledWith('app://terminal/index.html');
    expect(window!.options.webPreferences).toMatchObject({
      preload: '/opt/tape-terminal/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
  });

  it('denies permissions, sets the standard menu and serves the renderer', () => {
    const session = electron.session.defaultSession;
    expect(session.setPermissionRequestHandler).toHaveBeenCalled();
    expect(session.setPermissionCheckHandler).toHaveBeenCalled();
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalled();
    expect(electron.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('registers every channel of the contract, and answers our own top frame from the venue', async () => {
    expect([...electron.__handlers.keys()].sort()).toEqual([...channels].sort());
    const sender = electron.BrowserWindow.instances[0]!.webContents;
    const response = (await electron.__handlers.get('tt:venue:time')!(
      { sender, senderFrame: { url: 'app://terminal/index.html', parent: null } },
      undefined,
    )) as { ok: boolean; value: { serverTime: number; venueUrl: string } };
    expect(response.ok).toBe(true);
    expect(response.value.venueUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Math.abs(response.value.serverTime - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a subframe, another page and another web contents', async () => {
    const sender = electron.BrowserWindow.instances[0]!.webContents;
    const attempts = [
      { sender, senderFrame: { url: 'app://terminal/index.html', parent: {} } },
      { sender, senderFrame: { url: 'https://evil.example/', parent: null } },
      { sender: {}, senderFrame: { url: 'app://terminal/index.html', parent: null } },
      { sender, senderFrame: null },
    ];
    for (const event of attempts) {
      const response = (await electron.__handlers.get('tt:venue:time')!(event, undefined)) as {
        ok: boolean;
        error: { kind: string };
      };
      expect(response).toMatchObject({ ok: false, error: { kind: 'untrusted-sender' } });
    }
  });
});
