import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { maxNamedLayouts, themeName, type ThemeName, type WorkspaceState } from '@shared/ipc/workspace';
import { writeFileAtomic } from '../../settings/atomic-write';

const layoutRecord = z.record(z.string(), z.unknown());

const fileSchema = z.object({
  theme: themeName.default('dark'),
  layouts: z.record(z.string(), layoutRecord).default({}),
  /** Named layouts per profile, by name. */
  named: z.record(z.string(), z.record(z.string(), layoutRecord)).default({}),
});
type WorkspaceFile = z.infer<typeof fileSchema>;

/**
 * The workspace per profile (docking layout) and the theme, in `workspace.json` in the data directory.
 * A missing file is the default; a corrupt one is reported rather than silently replaced.
 */
export function createWorkspaceStore(dataDir: string) {
  const file = join(dataDir, 'workspace.json');
  let cache: WorkspaceFile | undefined;
  let writes = Promise.resolve();

  const read = async (): Promise<WorkspaceFile> => {
    if (cache) return cache;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return (cache = fileSchema.parse({}));
    }
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success)
      throw new Error(`${file} is not a valid workspace file: ${parsed.error.issues[0]?.message}`);
    return (cache = parsed.data);
  };

  const update = (change: (current: WorkspaceFile) => WorkspaceFile) => {
    const next = writes.then(async () => {
      const changed = change(await read());
      await writeFileAtomic(file, JSON.stringify(changed, null, 2));
      cache = changed;
    });
    // A refused change fails its caller only; later changes still run.
    writes = next.catch(() => undefined);
    return next;
  };

  return {
    async load(profileId: string): Promise<WorkspaceState> {
      const current = await read();
      return {
        layout: current.layouts[profileId] ?? null,
        theme: current.theme,
        named: current.named[profileId] ?? {},
      };
    },
    saveLayout(profileId: string, layout: Record<string, unknown> | null) {
      return update((current) => {
        const layouts = { ...current.layouts };
        if (layout) layouts[profileId] = layout;
        else delete layouts[profileId];
        return { ...current, layouts };
      });
    },
    /** Saves a layout under a name, replacing one of that name. */
    saveNamed(profileId: string, name: string, layout: Record<string, unknown>) {
      return update((current) => {
        const mine = { ...current.named[profileId] };
        if (!(name in mine) && Object.keys(mine).length >= maxNamedLayouts)
          throw new Error(`A profile keeps at most ${maxNamedLayouts} named layouts; delete one first`);
        mine[name] = layout;
        return { ...current, named: { ...current.named, [profileId]: mine } };
      });
    },
    deleteNamed(profileId: string, name: string) {
      return update((current) => {
        const mine = { ...current.named[profileId] };
        delete mine[name];
        return { ...current, named: { ...current.named, [profileId]: mine } };
      });
    },
    setTheme(theme: ThemeName) {
      return update((current) => ({ ...current, theme }));
    },
  };
}
