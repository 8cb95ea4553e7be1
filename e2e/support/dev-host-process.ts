import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { requireBuiltDevHost } from './built-dev-host';

export interface DevHostProcess {
  readonly url: string;
  readonly venueUrl: string;
  /** The host process's id (the bench reads its resident set). */
  readonly pid: number;
  stop(): Promise<void>;
}

export interface DevHostOptions {
  /** The simulated market's pace: the dev host's `--activity`. */
  readonly activity?: 'calm' | 'normal' | 'busy' | 'off';
  /** More command-line flags for the dev host. */
  readonly args?: readonly string[];
  /** More environment variables (e.g. TT_VENUE_ADMIN_TOKEN for the fault journeys). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Runs the built development host (`out/dev-host/cli.mjs`) as `npm run start:web` does, on a data
 * directory of its own, and reads its URL. Playwright's global setup builds it from the current source.
 */
export async function startDevHostProcess(
  dataDir: string,
  options: DevHostOptions = {},
): Promise<DevHostProcess> {
  const activity = options.activity ? ['--activity', options.activity] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [requireBuiltDevHost(), '--port', '0', ...activity, ...(options.args ?? [])],
    {
      env: { ...process.env, ...options.env, TT_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  let venueUrl = '';
  const url = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
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
  return {
    url,
    venueUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
