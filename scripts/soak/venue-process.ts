import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const CLI = resolve('main/paper-venue/cli.ts');

export interface VenueProcessOptions {
  readonly port: number;
  readonly dataDir: string;
  readonly accountsFile: string;
  readonly adminToken: string;
  /** The venue's 24-hour maximum WebSocket age, compressed to this many seconds. */
  readonly wsMaxAgeSeconds: number;
  readonly seed: number;
}

/**
 * The paper venue in a child process (`npm run venue`'s entry), so it can really be killed with SIGKILL
 * and started again on the same data directory and port. Its output is kept for the secrets scan.
 */
export function venueProcess(options: VenueProcessOptions) {
  let child: ChildProcess | undefined;
  const output: string[] = [];
  let url = '';

  async function start(): Promise<string> {
    const proc = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', CLI, '--port', String(options.port), '--data-dir', options.dataDir],
        ...['--accounts', options.accountsFile, '--activity', 'calm', '--admin-token', options.adminToken],
        ...['--ws-max-age', String(options.wsMaxAgeSeconds), '--seed', String(options.seed)],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    url = await new Promise<string>((done, fail) => {
      let stdout = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        stdout += chunk.toString();
        const match = /Paper venue listening on (http:\/\/\S+)/.exec(stdout);
        if (match) done(match[1]!);
      });
      proc.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      proc.once('exit', (code) => fail(new Error(`venue exited (${code}): ${output.join('').slice(-2000)}`)));
    });
    return url;
  }

  /** SIGKILL: no shutdown, no flush beyond what the journal already handed to the OS. */
  async function kill(): Promise<void> {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((done) => {
      proc.once('exit', () => done());
      proc.kill('SIGKILL');
    });
  }

  return {
    start,
    kill,
    get url() {
      return url;
    },
    get pid() {
      return child?.pid;
    },
    output: () => output.join(''),
  };
}
export type VenueProcess = ReturnType<typeof venueProcess>;
