import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'market-history.json';

/**
 * When the generated history ends: the first start on this data directory, kept in it so that
 * every later start serves the same history, trade ids and klines.
 */
export function historyAnchor(dataDir: string, now: () => number): number {
  const file = join(dataDir, FILE);
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { anchorTime?: unknown };
    if (typeof saved.anchorTime === 'number' && Number.isSafeInteger(saved.anchorTime)) {
      return saved.anchorTime;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const anchorTime = now();
  writeFileSync(`${file}.tmp`, JSON.stringify({ anchorTime }));
  renameSync(`${file}.tmp`, file);
  return anchorTime;
}
