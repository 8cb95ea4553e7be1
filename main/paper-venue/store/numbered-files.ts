import { readdirSync } from 'node:fs';

/** A file of `dir` whose name carries a number (the first capture group of the name's pattern). */
export interface NumberedFile {
  readonly file: string;
  readonly number: number;
}

/** The files of `dir` whose names match `pattern`, by their number, smallest first. */
export function numberedFiles(dir: string, pattern: RegExp): NumberedFile[] {
  const found: NumberedFile[] = [];
  for (const file of readdirSync(dir)) {
    const match = pattern.exec(file);
    if (match) found.push({ file, number: Number(match[1]) });
  }
  return found.sort((a, b) => a.number - b.number);
}
