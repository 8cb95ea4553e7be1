import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An append-only JSON-lines file. `append` returns only after the line is on disk (fsync), so an
 * entry that was appended survives a crash or `kill -9`. A torn last line (the process died while
 * writing it) is cut off on open; a bad line anywhere else is corruption and stops the open.
 */
export class Journal<T> {
  private constructor(
    private readonly fd: number,
    readonly path: string,
  ) {}

  /** Opens (creating if needed) `file` in `dir` and returns the journal and the entries already in it. */
  static open<T>(dir: string, file: string): { journal: Journal<T>; entries: T[] } {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, file);
    const fd = openSync(path, 'a+', 0o600);
    const text = readFileSync(path, 'utf8');
    const entries: T[] = [];
    let goodLength = 0;
    let offset = 0;
    while (offset < text.length) {
      const end = text.indexOf('\n', offset);
      if (end < 0) break;
      const line = text.slice(offset, end);
      try {
        entries.push(JSON.parse(line) as T);
      } catch {
        closeSync(fd);
        throw new Error(`journal ${path} is corrupt at byte ${Buffer.byteLength(text.slice(0, offset))}`);
      }
      offset = end + 1;
      goodLength = offset;
    }
    if (goodLength < text.length) {
      ftruncateSync(fd, Buffer.byteLength(text.slice(0, goodLength)));
      fsyncSync(fd);
    }
    syncDirectory(dir);
    return { journal: new Journal<T>(fd, path), entries };
  }

  append(entry: T): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }
}

/** Makes the journal file's directory entry durable too. */
function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
