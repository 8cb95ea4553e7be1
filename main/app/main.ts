import { join } from 'node:path';
import { BrowserWindow, Menu, Notification, app, ipcMain, protocol, screen, session, shell } from 'electron';
import { startTerminal, type Terminal } from '../terminal/terminal';
import { appEntryUrl } from './app-origin';
import { registerIpc, sessionIdOf } from './ipc-main';
import { menuTemplate } from './menu';
import { orderNotificationOf } from './order-notification';
import { registerAppScheme, serveRenderer } from './protocol';
import { denyAllPermissions, hardenWebContents } from './security';
import { mainWindowOptions } from './window-options';
import { fitToDisplays, loadWindowState, saveWindowState } from './window-state';

// A test or a second profile can run the app on a data directory of its own.
if (process.env.TT_DATA_DIR) app.setPath('userData', process.env.TT_DATA_DIR);
registerAppScheme(protocol);

let mainWindow: BrowserWindow | undefined;
let terminal: Terminal | undefined;

async function start(): Promise<void> {
  const appDir = app.getAppPath();
  const stateFile = join(app.getPath('userData'), 'window-state.json');

  denyAllPermissions(session.defaultSession);
  serveRenderer(protocol, join(appDir, 'out', 'renderer'));
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform)));

  terminal = await startTerminal({
    dataDir: app.getPath('userData'),
    emit: (name, payload) => {
      if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(name, payload);
    },
    // Fills and rejections as OS notifications, unless the user turned them off in Settings.
    notify: (notice) => {
      if (Notification.isSupported()) new Notification(orderNotificationOf(notice)).show();
    },
    notifyAlert: (notification) => {
      if (Notification.isSupported()) new Notification(notification).show();
    },
  });
  registerIpc(ipcMain, terminal.router, () =>
    mainWindow && !mainWindow.isDestroyed() ? mainWindow.webContents : undefined,
  );

  const saved = await loadWindowState(stateFile);
  const bounds = fitToDisplays(
    saved,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const window = new BrowserWindow(mainWindowOptions(join(appDir, 'out', 'preload', 'preload.cjs'), bounds));
  mainWindow = window;
  if (bounds.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    void saveWindowState(stateFile, { ...window.getNormalBounds(), maximized: window.isMaximized() });
  });
  const contents = window.webContents;
  const endSession = () => terminal?.endSession(sessionIdOf(contents));
  contents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) endSession();
  });
  window.on('closed', () => {
    endSession();
    mainWindow = undefined;
  });
  await window.loadURL(appEntryUrl);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, (url) => void shell.openExternal(url)),
  );
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (!terminal) return;
    event.preventDefault();
    const closing = terminal;
    terminal = undefined;
    void closing.dispose().finally(() => app.quit());
  });
  app.whenReady().then(start, (error: unknown) => {
    console.error('Tape Terminal could not start:', error);
    app.exit(1);
  });
}
