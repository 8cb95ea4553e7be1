import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowBounds } from './window-state';

/** The one window's options: the Electron security checklist, and the remembered size and position. */
export function mainWindowOptions(preload: string, bounds: WindowBounds): BrowserWindowConstructorOptions {
  return {
    ...(bounds.x === undefined || bounds.y === undefined ? {} : { x: bounds.x, y: bounds.y }),
    width: bounds.width,
    height: bounds.height,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Tape Terminal',
    backgroundColor: '#0e1116',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
