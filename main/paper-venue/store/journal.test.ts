import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Journal } from './journal';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function journalDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'journal-'));
  dirs.push(dir);
  return dir;
}

/** Entries of varied length with multi-byte characters, one longer than a whole read (8 MiB). */
function entries(): { i: number; text: string }[] {
  const out = Array.from({ length: 30_000 }, (_, i) => ({ i, text: `é€${'x'.repeat((i * 37) % 600)}😀` }));
  out.splice(12_345, 0, { i: -1, text: '€'.repeat(3_000_000) });
  return out;
}

describe('journal', () => {
  it('reads every entry of a file larger than its read buffer, lines across its edges included', () => {
    const dir = journalDir();
    const written = entries();
    writeFileSync(join(dir, 'j.jsonl'), written.map((e) => `${JSON.stringify(e)}\n`).join(''));
    expect(statSync(join(dir, 'j.jsonl')).size).toBeGreaterThan(2 * 8 * 1024 * 1024);
    const read: unknown[] = [];
    const { journal, entries: count } = Journal.open(dir, 'j.jsonl', 'each', (entry) => read.push(entry));
    journal.close();
    expect(count).toBe(written.length);
    expect(read).toEqual(written);
    const again: unknown[] = [];
    expect(Journal.read(join(dir, 'j.jsonl'), (entry) => again.push(entry))).toBe(written.length);
    expect(again).toEqual(written);
  });

  it('cuts a torn last line when opened to append, and calls it corruption in a finished file', () => {
    const dir = journalDir();
    const path = join(dir, 'j.jsonl');
    writeFileSync(path, '{"a":1}\n{"a":2}\n');
    appendFileSync(path, '{"a":3');
    expect(() => Journal.read(path, () => undefined)).toThrow(/corrupt at byte 16/);
    const { journal, entries: count } = Journal.open<{ a: number }>(dir, 'j.jsonl');
    journal.append({ a: 4 });
    journal.close();
    expect(count).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"a":2}\n{"a":4}\n');
  });

  it('names the byte where a bad line in the middle starts', () => {
    const dir = journalDir();
    writeFileSync(join(dir, 'j.jsonl'), '{"a":1}\n{"a":\n{"a":3}\n');
    expect(() => Journal.open(dir, 'j.jsonl')).toThrow(/corrupt at byte 8/);
  });
});
