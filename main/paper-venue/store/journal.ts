import {
  closeSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * How appended lines reach the disk. `each`: `append` returns after fsync, so a line survives a
 * crash of the whole machine. `background`: `append` returns once the operating system holds the
 * line (it survives the process dying, `kill -9` included) and an fsync follows within
 * `BACKGROUND_FLUSH_MS` off the event loop, so a power loss can take only the last instant.
 */
export type JournalSync = 'each' | 'background';

export const BACKGROUND_FLUSH_MS = 20;

/**
 * An append-only JSON-lines file. A torn last line (the process died while writing it) is cut
 * off on open; a bad line anywhere else is corruption and stops the open.
 */
export class Journal<T> {
  private flushTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    private readonly fd: number,
    readonly path: string,
    private readonly sync: JournalSync,
  ) {}

  /** Opens (creating if needed) `file` in `dir` and returns the journal and the entries already in it. */
  static open<T>(
    dir: string,
    file: string,
    sync: JournalSync = 'each',
  ): { journal: Journal<T>; entries: T[] } {
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
    return { journal: new Journal<T>(fd, path, sync), entries };
  }

  append(entry: T): void {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
    if (this.sync === 'each') fsyncSync(this.fd);
    else this.flushSoon();
  }

  private flushSoon(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      // A failed background flush leaves the lines with the operating system, as before it.
      if (!this.closed) fsync(this.fd, () => undefined);
    }, BACKGROUND_FLUSH_MS);
    this.flushTimer.unref();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.flushTimer);
    fsyncSync(this.fd);
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
