import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A fresh temporary folder, made before each test and removed after it (or, with `'file'`, once for
 * all the file's tests). Call it at the top of a test file; the answer reads the folder's path.
 */
export function tempDir(prefix: string, scope: 'test' | 'file' = 'test'): () => string {
  let path: string | undefined;
  const [before, after] = scope === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    path = await mkdtemp(join(tmpdir(), prefix));
  });
  after(async () => {
    if (path) await rm(path, { recursive: true, force: true });
  });
  return () => path!;
}
