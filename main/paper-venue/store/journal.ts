import {
  closeSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
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

/** Bytes read at a time: a journal of any size is read without holding it as one string. */
const READ_BYTES = 8 * 1024 * 1024;

/**
 * Calls `onEntry` for every whole line of the file at `fd`, in order, and returns the byte length
 * of those lines and whatever follows the last newline (a line the process died while writing).
 */
function readLines<T>(
  fd: number,
  path: string,
  onEntry: (entry: T) => void,
): { goodLength: number; tailLength: number } {
  let carry = Buffer.alloc(0);
  let fileOffset = 0;
  let goodLength = 0;
  const chunk = Buffer.allocUnsafe(READ_BYTES);
  for (;;) {
    const read = readSync(fd, chunk, 0, READ_BYTES, fileOffset);
    if (read === 0) break;
    fileOffset += read;
    const bytes =
      carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, read)]) : chunk.subarray(0, read);
    let start = 0;
    for (let end = bytes.indexOf(10, start); end >= 0; end = bytes.indexOf(10, start)) {
      let entry: T;
      try {
        entry = JSON.parse(bytes.toString('utf8', start, end)) as T;
      } catch {
        throw new Error(`journal ${path} is corrupt at byte ${goodLength}`);
      }
      onEntry(entry);
      goodLength += end + 1 - start;
      start = end + 1;
    }
    carry = Buffer.from(bytes.subarray(start));
  }
  return { goodLength, tailLength: carry.length };
}

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

  /**
   * Opens (creating if needed) `file` in `dir` for appending, after calling `onEntry` for each
   * entry already in it; returns the journal and how many entries it holds.
   */
  static open<T>(
    dir: string,
    file: string,
    sync: JournalSync = 'each',
    onEntry: (entry: T) => void = () => undefined,
  ): { journal: Journal<T>; entries: number } {
    mkdirSync(dir, { recursive: true });
    const path = join(dir, file);
    const fd = openSync(path, 'a+', 0o600);
    let entries = 0;
    try {
      const { goodLength, tailLength } = readLines<T>(fd, path, (entry) => {
        onEntry(entry);
        entries += 1;
      });
      if (tailLength > 0) {
        ftruncateSync(fd, goodLength);
        fsyncSync(fd);
      }
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    syncDirectory(dir);
    return { journal: new Journal<T>(fd, path, sync), entries };
  }

  /**
   * Calls `onEntry` for each entry of a journal that is no longer appended to, and returns their
   * count. Such a file was closed whole, so a torn last line is corruption there too.
   */
  static read<T>(path: string, onEntry: (entry: T) => void): number {
    const fd = openSync(path, 'r');
    try {
      let entries = 0;
      const { goodLength, tailLength } = readLines<T>(fd, path, (entry) => {
        onEntry(entry);
        entries += 1;
      });
      if (tailLength > 0) throw new Error(`journal ${path} is corrupt at byte ${goodLength}`);
      return entries;
    } finally {
      closeSync(fd);
    }
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

/** Makes a directory's entries (a new or renamed file in it) durable. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
