import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../settings/atomic-write';

export interface WindowBounds {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
  readonly maximized?: boolean;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const defaultBounds: WindowBounds = { width: 1440, height: 900 };

const savedState = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean().optional(),
});

/** The saved bounds, or the default when the file is missing or malformed. */
export async function loadWindowState(file: string): Promise<WindowBounds> {
  try {
    const parsed = savedState.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : defaultBounds;
  } catch {
    return defaultBounds;
  }
}

export function saveWindowState(file: string, bounds: WindowBounds): Promise<void> {
  return writeFileAtomic(file, JSON.stringify(bounds, null, 2));
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * Keeps remembered bounds only where they are still visible: a window saved on a monitor that is gone
 * comes back centred (no position) and no larger than the biggest display.
 */
export function fitToDisplays(saved: WindowBounds, workAreas: readonly Rect[]): WindowBounds {
  if (workAreas.length === 0) return saved;
  const maxWidth = Math.max(...workAreas.map((a) => a.width));
  const maxHeight = Math.max(...workAreas.map((a) => a.height));
  const size = { width: Math.min(saved.width, maxWidth), height: Math.min(saved.height, maxHeight) };
  const maximized = saved.maximized ? { maximized: true } : {};
  if (saved.x === undefined || saved.y === undefined) return { ...size, ...maximized };
  const rect = { x: saved.x, y: saved.y, ...size };
  const visible = workAreas.some(
    (area) => overlap(rect, area) >= Math.min(100 * 100, rect.width * rect.height),
  );
  return visible ? { ...rect, ...maximized } : { ...size, ...maximized };
}
