import { z } from 'zod';
import { layoutName } from '@shared/ipc/workspace';

/** What an exported layout file says it is, so a file of another kind is told apart. */
export const layoutFileFormat = 'tape-terminal.layout';

const dockLayout = z
  .object({
    grid: z.object({
      root: z.object({ type: z.string() }).passthrough(),
      width: z.number(),
      height: z.number(),
      orientation: z.string(),
    }),
    panels: z.record(z.string(), z.object({ contentComponent: z.string().optional() }).passthrough()),
  })
  .passthrough();

const layoutFile = z.object({
  format: z.literal(layoutFileFormat),
  version: z.literal(1),
  name: layoutName,
  layout: dockLayout,
});

export interface LayoutFile {
  readonly name: string;
  readonly layout: Record<string, unknown>;
}

/** The text of an exported layout file. */
export function layoutFileText(name: string, layout: Record<string, unknown>): string {
  return JSON.stringify({ format: layoutFileFormat, version: 1, name, layout }, null, 2);
}

/** A file name for an exported layout, safe on every OS. */
export function layoutFileName(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'layout'}.layout.json`;
}

/**
 * Reads an imported file: a layout this terminal exported, whose panels are all ones it knows.
 * Anything else is refused with what is wrong, in words for the trader.
 */
export function parseLayoutFile(
  text: string,
  knownPanels: ReadonlySet<string>,
): { ok: true; file: LayoutFile } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a layout: it is not JSON.' };
  }
  const parsed = layoutFile.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown } | null)?.format;
    if (format !== layoutFileFormat)
      return { ok: false, error: 'This file is not a layout exported by Tape Terminal.' };
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `This layout file is damaged: ${issue?.path.join('.') || 'file'}: ${issue?.message}.`,
    };
  }
  const unknown = Object.values(parsed.data.layout.panels)
    .map((panel) => panel.contentComponent)
    .filter((kind) => kind === undefined || !knownPanels.has(kind));
  if (unknown.length > 0)
    return {
      ok: false,
      error: `This layout has panels this terminal does not know: ${unknown.map(String).join(', ')}.`,
    };
  return { ok: true, file: { name: parsed.data.name, layout: parsed.data.layout } };
}
