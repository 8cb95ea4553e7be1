import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxNamedLayouts } from '@shared/ipc/workspace';
import { createWorkspaceStore } from './workspace-store';

const tempDir = () => mkdtemp(join(tmpdir(), 'tt-workspace-'));

describe('the workspace store', () => {
  it('starts dark with no layout', async () => {
    expect(await createWorkspaceStore(await tempDir()).load('paper')).toEqual({
      layout: null,
      theme: 'dark',
      named: {},
    });
  });

  it('keeps a layout per profile and the theme across a restart', async () => {
    const dir = await tempDir();
    const first = createWorkspaceStore(dir);
    await first.saveLayout('paper', { grid: { a: 1 } });
    await first.saveLayout('live', { grid: { b: 2 } });
    await first.setTheme('light');
    const reopened = createWorkspaceStore(dir);
    expect(await reopened.load('paper')).toMatchObject({ layout: { grid: { a: 1 } }, theme: 'light' });
    expect(await reopened.load('live')).toMatchObject({ layout: { grid: { b: 2 } }, theme: 'light' });
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

describe('named layouts', () => {
  it('are kept per profile across a restart, replaced by name and deleted', async () => {
    const dir = await tempDir();
    const first = createWorkspaceStore(dir);
    await first.saveNamed('paper', 'Scalping', { grid: { a: 1 } });
    await first.saveNamed('paper', 'Swing', { grid: { b: 2 } });
    await first.saveNamed('live', 'Scalping', { grid: { c: 3 } });
    await first.saveNamed('paper', 'Scalping', { grid: { a: 4 } });
    const reopened = createWorkspaceStore(dir);
    expect((await reopened.load('paper')).named).toEqual({
      Scalping: { grid: { a: 4 } },
      Swing: { grid: { b: 2 } },
    });
    expect((await reopened.load('live')).named).toEqual({ Scalping: { grid: { c: 3 } } });
    await reopened.deleteNamed('paper', 'Swing');
    expect((await createWorkspaceStore(dir).load('paper')).named).toEqual({ Scalping: { grid: { a: 4 } } });
  });

  it('does not touch the current layout', async () => {
    const dir = await tempDir();
    const store = createWorkspaceStore(dir);
    await store.saveLayout('paper', { grid: { now: 1 } });
    await store.saveNamed('paper', 'Other', { grid: { other: 1 } });
    expect((await createWorkspaceStore(dir).load('paper')).layout).toEqual({ grid: { now: 1 } });
  });

  it('refuses one more than the limit and keeps working after', async () => {
    const dir = await tempDir();
    const store = createWorkspaceStore(dir);
    for (let i = 0; i < maxNamedLayouts; i += 1) await store.saveNamed('paper', `L${i}`, { i });
    await expect(store.saveNamed('paper', 'one too many', {})).rejects.toThrow(/at most 50 named layouts/);
    await store.saveNamed('paper', 'L0', { replaced: true });
    await store.deleteNamed('paper', 'L1');
    const named = (await createWorkspaceStore(dir).load('paper')).named;
    expect(Object.keys(named)).toHaveLength(maxNamedLayouts - 1);
    expect(named['L0']).toEqual({ replaced: true });
    expect(named['one too many']).toBeUndefined();
  });
});
