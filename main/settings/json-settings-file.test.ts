import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSettingsFile, SettingsFileCorruptError, writeSettingsFile } from './json-settings-file';
import { tempDir } from './test-support/temp-dir';

const schema = z.object({ version: z.literal(1), names: z.array(z.string()) });
const dir = tempDir('tt-settings-');

describe('settings files', () => {
  it('reads nothing when the file does not exist', async () => {
    await expect(readSettingsFile(join(dir(), 'missing.json'), schema)).resolves.toBeUndefined();
  });

  it('writes owner-only JSON and reads it back validated', async () => {
    const file = join(dir(), 'nested', 'settings.json');
    await writeSettingsFile(file, { version: 1, names: ['a'] });
    await expect(readSettingsFile(file, schema)).resolves.toEqual({ version: 1, names: ['a'] });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reports a file that is not JSON, or fails the schema, and leaves it untouched', async () => {
    const file = join(dir(), 'settings.json');
    await writeFile(file, '{"version":1,');
    await expect(readSettingsFile(file, schema)).rejects.toThrow(
      new SettingsFileCorruptError(file, 'it is not valid JSON'),
    );
    await writeFile(file, '{"version":2,"names":[3]}');
    const error = await readSettingsFile(file, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SettingsFileCorruptError);
    expect((error as SettingsFileCorruptError).problem).toMatch(/^version: .*; names\.0: /);
    expect(await readFile(file, 'utf8')).toBe('{"version":2,"names":[3]}');
  });
});
