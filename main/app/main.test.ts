import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Electron from 'electron';
import { dec } from '@shared/decimal/decimal';
import { channels } from '@shared/ipc/contract';
import {
  startKeyringSession,
  useSessionInThisProcess,
  type KeyringSession,
} from '../keys/test-support/keyring-session';
import { orderNotificationOf } from './order-notification';
import type { OrderNotice, OrderView } from '@shared/ipc/orders';

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
  class Notification {
    static shown: Array<{ title: string; body: string }> = [];
    static isSupported = () => true;
    constructor(readonly options: { title: string; body: string }) {}
    show() {
      Notification.shown.push(this.options);
    }
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
    Notification,
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
      webContents: { send: ReturnType<typeof vi.fn> };
      loadURL: ReturnType<typeof vi.fn>;
    }>;
  };
  Notification: { shown: Array<{ title: string; body: string }> };
};
let electron: Fake;
// The Paper profile's key lives in the keychain: a private keyring session, so the app trades as on first start.
let keyring: KeyringSession;
let restoreBus: () => void;

beforeAll(async () => {
  keyring = await startKeyringSession();
  restoreBus = useSessionInThisProcess(keyring);
  process.env.TT_DATA_DIR = await mkdtemp(join(tmpdir(), 'tt-main-'));
  electron = (await import('electron')) as unknown as Fake;
  await import('./main');
  await vi.waitFor(() => expect(electron.BrowserWindow.instances[0]?.loadURL).toHaveBeenCalled(), 10_000);
});

afterAll(async () => {
  (electron.app as unknown as NodeJS.EventEmitter).emit('will-quit', { preventDefault: vi.fn() });
  await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
  restoreBus();
  await keyring.stop();
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

describe('OS notifications of fills and rejections', () => {
  /** A request as our own window's top frame makes it; resolves with the value, rejects with the error. */
  async function invoke<T>(channel: string, args?: unknown): Promise<T> {
    const sender = electron.BrowserWindow.instances[0]!.webContents;
    const response = (await electron.__handlers.get(channel)!(
      { sender, senderFrame: { url: 'app://terminal/index.html', parent: null } },
      args,
    )) as { ok: true; value: T } | { ok: false; error: unknown };
    if (!response.ok) throw Object.assign(new Error(JSON.stringify(response.error)), response.error);
    return response.value;
  }
  const noticesSent = () =>
    electron.BrowserWindow.instances[0]!.webContents.send.mock.calls.filter(
      ([name]) => name === 'tt:orders:notice',
    ).map(([, notice]) => notice as OrderNotice);
  const marketBuy = () =>
    invoke<OrderView>('tt:orders:place', {
      order: { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '20' },
    });
  /** Places a market buy and waits until main has told the window it filled; returns that notice. */
  async function filledBuy(): Promise<OrderNotice> {
    const placed = await marketBuy();
    let filled: OrderNotice | undefined;
    await vi.waitFor(() => {
      filled = noticesSent().find(
        (n) => n.kind === 'filled' && n.order.clientOrderId === placed.clientOrderId,
      );
      expect(filled).toBeDefined();
    }, 10_000);
    return filled!;
  }

  it('shows a fill as an OS notification titled by its kind, with the sentence from main', async () => {
    const filled = await filledBuy();
    await vi.waitFor(() =>
      expect(electron.Notification.shown).toContainEqual({
        title: 'Order filled · Tape Terminal',
        body: filled.message,
      }),
    );
    expect(filled.message).toMatch(/^Filled: market buy [\d.]+ BTCUSDT at an average of [\d,]+\.\d+\.$/);
  });

  it('shows a rejection by the venue, with its reason', async () => {
    const [btc] = await invoke<Array<{ symbol: string; lastPrice: string }>>('tt:market:tickers').then(
      (all) => all.filter((t) => t.symbol === 'BTCUSDT'),
    );
    // Ten bitcoin at half the market: inside the price filters, far beyond the account's 100,000 USDT.
    const price = dec(btc!.lastPrice).div(2).toFixed(2);
    await expect(
      invoke('tt:orders:place', {
        order: { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '10', price },
      }),
    ).rejects.toMatchObject({ code: -2010 });
    // The notice leaves just after the answer.
    const rejected = await vi.waitFor(() => {
      const notice = noticesSent().find((n) => n.kind === 'rejected');
      expect(notice?.message).toContain('insufficient balance');
      return notice!;
    });
    await vi.waitFor(() =>
      expect(electron.Notification.shown).toContainEqual({
        title: 'Order rejected · Tape Terminal',
        body: rejected.message,
      }),
    );
  });

  it('shows none while the user has turned them off, and shows them again once turned on', async () => {
    const before = electron.Notification.shown.length;
    await invoke('tt:settings:update', { change: { notifications: false } });
    await filledBuy();
    await invoke('tt:settings:update', { change: { notifications: true } });
    const afterwards = (await filledBuy()).order.clientOrderId;
    // Exactly the later order's fill notices are shown: none of the one placed while they were off.
    const expected = noticesSent()
      .filter((n) => n.order.clientOrderId === afterwards && n.kind !== 'canceled')
      .map(orderNotificationOf);
    await vi.waitFor(() => expect(electron.Notification.shown.length).toBe(before + expected.length));
    expect(electron.Notification.shown.slice(before)).toEqual(expected);
  });
});
