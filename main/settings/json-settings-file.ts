import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { writeFileAtomic } from './atomic-write';

/** A settings file that exists but cannot be used. It is reported, never silently replaced. */
export class SettingsFileCorruptError extends Error {
  readonly code = 'SETTINGS_FILE_CORRUPT';

  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`The settings file ${file} is damaged and was left as it is: ${problem}`);
    this.name = 'SettingsFileCorruptError';
  }
}

/** Reads and validates a JSON settings file; undefined when there is none yet. */
export async function readSettingsFile<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SettingsFileCorruptError(file, 'it is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new SettingsFileCorruptError(file, issues.join('; '));
  }
  return parsed.data;
}

/** Writes a settings file atomically (owner-only permissions), pretty-printed. */
export async function writeSettingsFile(file: string, value: unknown): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}
