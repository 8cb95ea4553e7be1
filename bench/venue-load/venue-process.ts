import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface VenueProcess {
  readonly url: string;
  readonly apiKey: string;
  readonly secret: string;
  stop(): Promise<void>;
}

/**
 * `npm run venue` as its own process (so the clients' CPU is not the venue's), on a fresh data
 * directory, with its rate limits raised by `--rate-limit-scale`; its default paper account's key.
 */
export async function startVenueProcess(root: string, args: readonly string[]): Promise<VenueProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-venue-load-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'main', 'paper-venue', 'cli.ts'),
      '--data-dir',
      dataDir,
      '--port',
      '0',
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Paper venue listening on (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1] as string);
      });
      child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the venue exited with ${code}: ${err.trim()}`)));
    });
    const file = JSON.parse(readFileSync(path.join(dataDir, 'paper-account.json'), 'utf8')) as {
      accounts: { keys: { apiKey: string; secret: string }[] }[];
    };
    const key = file.accounts[0]?.keys[0];
    if (!key) throw new Error('the venue created no paper account');
    return { url, apiKey: key.apiKey, secret: key.secret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
