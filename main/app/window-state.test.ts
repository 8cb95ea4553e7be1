import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBounds, fitToDisplays, loadWindowState, saveWindowState } from './window-state';

const screenA = { x: 0, y: 0, width: 1920, height: 1080 };
const screenB = { x: 1920, y: 0, width: 2560, height: 1440 };

describe('fitToDisplays', () => {
  it('keeps bounds that are on a display', () => {
    const saved = { x: 2000, y: 100, width: 1600, height: 1000, maximized: true };
    expect(fitToDisplays(saved, [screenA, screenB])).toEqual(saved);
  });

  it('drops the position of a window whose display is gone, and shrinks it to fit', () => {
    expect(fitToDisplays({ x: 2000, y: 100, width: 2400, height: 1300 }, [screenA])).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it('keeps a window that is partly off-screen but still reachable', () => {
    const saved = { x: 1800, y: 50, width: 800, height: 600 };
    expect(fitToDisplays(saved, [screenA])).toEqual(saved);
  });
});

describe('window state file', () => {
  it('round-trips the bounds', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'tt-ws-')), 'window-state.json');
    await saveWindowState(file, { x: 10, y: 20, width: 1000, height: 700, maximized: false });
    expect(await loadWindowState(file)).toEqual({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
    expect(JSON.parse(await readFile(file, 'utf8')).width).toBe(1000);
  });

  it('falls back to the default for a missing or malformed file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tt-ws-'));
    expect(await loadWindowState(join(dir, 'missing.json'))).toEqual(defaultBounds);
    await writeFile(join(dir, 'bad.json'), '{"width":-5}');
    expect(await loadWindowState(join(dir, 'bad.json'))).toEqual(defaultBounds);
  });
});
