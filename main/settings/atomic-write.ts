import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file so that a crash leaves either the old or the new content, never a torn one, and
 * the new name is on disk once this resolves (the directory is synced after the rename). `content`
 * may be byte runs, written one after the other, which must not change meanwhile.
 */
export async function writeFileAtomic(file: string, content: string | readonly Uint8Array[]): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    // Each writeFile continues where the last one ended, and writes its part whole.
    if (typeof content === 'string') await handle.writeFile(content, 'utf8');
    else for (const part of content) await handle.writeFile(part);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
