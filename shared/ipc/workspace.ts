import { z } from 'zod';
import { request } from './define';

export const themeName = z.enum(['dark', 'light']);
export type ThemeName = z.infer<typeof themeName>;

const profileId = z.string().min(1).max(64);

/** A docking layout as the layout library serialises it; main stores it without interpreting it. */
const layoutJson = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 256 * 1024, 'layout is larger than 256 KiB');

/** The name a trader gives a saved layout. */
export const layoutName = z
  .string()
  .trim()
  .min(1, 'Give the layout a name')
  .max(64, 'A layout name is at most 64 characters');

/** How many named layouts one profile keeps. */
export const maxNamedLayouts = 50;

export interface WorkspaceState {
  readonly layout: Record<string, unknown> | null;
  readonly theme: ThemeName;
  /** The profile's named layouts, by name. */
  readonly named: Readonly<Record<string, Record<string, unknown>>>;
}

export const workspaceRequests = {
  'tt:workspace:load': request<WorkspaceState>()(z.object({ profileId }).strict()),
  'tt:workspace:saveLayout': request<void>()(z.object({ profileId, layout: layoutJson.nullable() }).strict()),
  'tt:workspace:setTheme': request<void>()(z.object({ theme: themeName }).strict()),
  'tt:workspace:saveNamed': request<void>()(
    z.object({ profileId, name: layoutName, layout: layoutJson }).strict(),
  ),
  'tt:workspace:deleteNamed': request<void>()(z.object({ profileId, name: layoutName }).strict()),
};
