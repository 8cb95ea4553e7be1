import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window-options';

describe('the main window options', () => {
  it('follow the Electron security checklist', () => {
    const { webPreferences } = mainWindowOptions('/app/out/preload/preload.cjs', {
      width: 1200,
      height: 800,
    });
    expect(webPreferences).toMatchObject({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('use the remembered bounds, and no position when none is remembered', () => {
    expect(mainWindowOptions('p', { x: 5, y: 6, width: 1000, height: 700 })).toMatchObject({
      x: 5,
      y: 6,
      width: 1000,
      height: 700,
      show: false,
    });
    const unplaced = mainWindowOptions('p', { width: 1000, height: 700 });
    expect('x' in unplaced || 'y' in unplaced).toBe(false);
  });
});
