import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildDevHost } from '../../e2e/support/built-dev-host';
import { startDevHostProcess } from '../../e2e/support/dev-host-process';

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
  const host = await startDevHostProcess(dataDir, { activity });
  const readyAt = performance.now();
  const token = new URLSearchParams(new URL(host.url).hash.slice(1)).get('token') ?? '';
  return {
    url: host.url,
    token,
    venueUrl: host.venueUrl,
    spawnedAt,
    readyAt,
    rssBytes: () => residentBytes(host.pid),
    async stop() {
      await host.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
