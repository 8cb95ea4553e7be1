import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWorkspaceStore } from './workspace-store';

const tempDir = () => mkdtemp(join(tmpdir(), 'tt-workspace-'));

describe('the workspace store', () => {
  it('starts dark with no layout', async () => {
    expect(await createWorkspaceStore(await tempDir()).load('paper')).toEqual({
      layout: null,
      theme: 'dark',
    });
  });

  it('keeps a layout per profile and the theme across a restart', async () => {
    const dir = await tempDir();
    const first = createWorkspaceStore(dir);
    await first.saveLayout('paper', { grid: { a: 1 } });
    await first.saveLayout('live', { grid: { b: 2 } });
    await first.setTheme('light');
    const reopened = createWorkspaceStore(dir);
    expect(await reopened.load('paper')).toEqual({ layout: { grid: { a: 1 } }, theme: 'light' });
    expect(await reopened.load('live')).toEqual({ layout: { grid: { b: 2 } }, theme: 'light' });
  });

  it('forgets a layout when reset to the default', async () => {
    const dir = await tempDir();
    const store = createWorkspaceStore(dir);
    await store.saveLayout('paper', { grid: {} });
    await store.saveLayout('paper', null);
    expect((await createWorkspaceStore(dir).load('paper')).layout).toBeNull();
    expect(JSON.parse(await readFile(join(dir, 'workspace.json'), 'utf8')).layouts).toEqual({});
  });

  it('reports a corrupt file instead of replacing it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'workspace.json'), '{"theme":"purple"}');
    await expect(createWorkspaceStore(dir).load('paper')).rejects.toThrow(/is not a valid workspace file/);
    expect(await readFile(join(dir, 'workspace.json'), 'utf8')).toBe('{"theme":"purple"}');
  });
});
