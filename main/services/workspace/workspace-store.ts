import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { themeName, type ThemeName, type WorkspaceState } from '@shared/ipc/workspace';
import { writeFileAtomic } from '../../settings/atomic-write';

const fileSchema = z.object({
  theme: themeName.default('dark'),
  layouts: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
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
    writes = writes.then(async () => {
      cache = change(await read());
      await writeFileAtomic(file, JSON.stringify(cache, null, 2));
    });
    return writes;
  };

  return {
    async load(profileId: string): Promise<WorkspaceState> {
      const current = await read();
      return { layout: current.layouts[profileId] ?? null, theme: current.theme };
    },
    saveLayout(profileId: string, layout: Record<string, unknown> | null) {
      return update((current) => {
        const layouts = { ...current.layouts };
        if (layout) layouts[profileId] = layout;
        else delete layouts[profileId];
        return { ...current, layouts };
      });
    },
    setTheme(theme: ThemeName) {
      return update((current) => ({ ...current, theme }));
    },
  };
}
