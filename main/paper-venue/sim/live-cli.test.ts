import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const TSX = resolve('node_modules/.bin/tsx');
const CLI = resolve('main/paper-venue/cli.ts');
const TOKEN = 'cli-admin-token-0123456789';
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs the CLI; once it listens, `whileUp` runs against it, then the CLI is stopped. */
function runCli(args: string[], whileUp: (url: string) => Promise<unknown> = async () => undefined) {
  return new Promise<{ stdout: string; stderr: string; code: number | null; result?: unknown }>((done) => {
    const child = spawn(TSX, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let result: unknown;
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Paper venue listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1] && !started) {
        started = true;
        void whileUp(match[1]).then((value) => {
          result = value;
          child.kill('SIGTERM');
        });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ stdout, stderr, code, result }));
  });
}

describe('npm run venue with a live market', () => {
  it('credits --deposit at start and serves the admin endpoint with --admin-token', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'live-cli-'));
    dirs.push(dataDir);
    const args = [
      '--data-dir',
      dataDir,
      '--activity',
      'off',
      '--admin-token',
      TOKEN,
      '--deposit',
      'paper:USDT:5',
    ];
    const run = await runCli(args, async (url) => {
      const reply = await fetch(`${url}/admin/deposit`, {
        method: 'POST',
        headers: { 'X-Admin-Token': TOKEN },
        body: JSON.stringify({ account: 'paper', asset: 'USDT', amount: '0.00000001' }),
      });
      return reply.json();
    });
    expect(run.stdout).toContain('Simulated market: off; admin endpoint enabled');
    expect(run.stdout).not.toContain(TOKEN);
    expect(run.result).toMatchObject({ asset: 'USDT', free: '100005.00000001' });
  });

  it('refuses an unknown activity with exit code 2', async () => {
    const run = await runCli(['--activity', 'frantic']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--activity must be one of calm, normal, busy, off');
  });
});
