import { z } from 'zod';
import { request } from './define';

export const themeName = z.enum(['dark', 'light']);
export type ThemeName = z.infer<typeof themeName>;

const profileId = z.string().min(1).max(64);

/** A docking layout as the layout library serialises it; main stores it without interpreting it. */
const layoutJson = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 256 * 1024, 'layout is larger than 256 KiB');

export interface WorkspaceState {
  readonly layout: Record<string, unknown> | null;
  readonly theme: ThemeName;
}

export const workspaceRequests = {
  'tt:workspace:load': request<WorkspaceState>()(z.object({ profileId }).strict()),
  'tt:workspace:saveLayout': request<void>()(z.object({ profileId, layout: layoutJson.nullable() }).strict()),
  'tt:workspace:setTheme': request<void>()(z.object({ theme: themeName }).strict()),
};
