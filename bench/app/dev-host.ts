import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { buildDevHost, builtDevHost } from '../../e2e/support/built-dev-host';

export interface BenchDevHost {
  /** The page URL with the bridge token in its fragment. */
  readonly url: string;
  readonly token: string;
  /** The embedded paper venue's REST base URL. */
  readonly venueUrl: string;
  /** performance.now() when the process was spawned and when it printed its URL. */
  readonly spawnedAt: number;
  readonly readyAt: number;
  /** The host process's resident set size now (Linux /proc; `ps` elsewhere), in bytes. */
  rssBytes(): number;
  stop(): Promise<void>;
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kib !== undefined) return Number(kib) * 1024;
  } catch {
    // not Linux: ask ps
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

let built = false;

/**
 * The built dev host (`out/dev-host/cli.mjs`, built here once per run from the current source) as
 * `npm run start:web` runs it (the renderer build must exist), on a fresh data directory, with the
 * paper venue's simulated `activity`. Only the start is timed, not the build.
 */
export async function startBenchDevHost(activity: 'normal' | 'busy'): Promise<BenchDevHost> {
  if (!built) buildDevHost();
  built = true;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-dev-host-'));
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [builtDevHost, '--port', '0', '--activity', activity], {
    env: { ...process.env, TT_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let venueUrl = '';
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line);
      const venue = /^Venue: (\S+)/.exec(line);
      if (venue) venueUrl = venue[1]!;
      const ready = /Development host ready\. Open: (\S+)/.exec(line);
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`The dev host exited (${code}) before it was ready:\n${output.join('\n')}`)),
    );
  });
  const readyAt = performance.now();
  const token = new URLSearchParams(new URL(url).hash.slice(1)).get('token') ?? '';
  return {
    url,
    token,
    venueUrl,
    spawnedAt,
    readyAt,
    rssBytes: () => residentBytes(child.pid as number),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
