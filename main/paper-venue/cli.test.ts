import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, parseCliOptions } from './cli-options';
import { venueUsage } from './cli-usage';

const TSX = resolve('node_modules/.bin/tsx');
const CLI = resolve('main/paper-venue/cli.ts');
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'paper-venue-cli-'));
  dirs.push(dir);
  return dir;
}

/** Runs the CLI until it prints its URL (then stops it) or exits on its own. */
function runCli(args: string[], path = '/api/v3/ping') {
  return new Promise<{ stdout: string; stderr: string; code: number | null; url?: string }>((done) => {
    const child = spawn(TSX, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let url: string | undefined;
    child.stdout.on('data', async (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Paper venue listening on (http:\/\/\S+)/.exec(stdout);
      if (match && !url) {
        url = match[1];
        const ping = await fetch(`${url}${path}`);
        stdout += `\nping ${ping.status} ${path === '/api/v3/ping' ? '' : await ping.text()}`;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ stdout, stderr, code, url }));
  });
}

describe('npm run venue', () => {
  it('creates a paper account in the data directory, says where, and serves on loopback', async () => {
    const dataDir = await tempDir();
    const run = await runCli(['--data-dir', dataDir, '--port', '0', '--seed', '7']);
    const file = join(dataDir, 'paper-account.json');
    expect(run.stdout).toContain(`Created a paper account; its API key and secret are in ${file}`);
    expect(run.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.stdout).toContain('ping 200');
    const { secret } = JSON.parse(await readFile(file, 'utf8')).accounts[0].keys[0];
    expect(run.stdout).not.toContain(secret);
  });

  it('serves raised rate limits with --rate-limit-scale and says so', async () => {
    const dataDir = await tempDir();
    const run = await runCli(
      ['--data-dir', dataDir, '--activity', 'off', '--rate-limit-scale', '1000'],
      '/api/v3/exchangeInfo?symbol=BTCUSDT',
    );
    expect(run.stdout).toContain("Rate limits 1000× the live venue's (load tests only)");
    expect(run.stdout).toContain(
      '"rateLimitType":"ORDERS","interval":"SECOND","intervalNum":10,"limit":100000}',
    );
  });

  it('stops on a malformed accounts file with a message naming the field', async () => {
    const dir = await tempDir();
    const accounts = join(dir, 'accounts.json');
    await writeFile(
      accounts,
      JSON.stringify({ accounts: [{ name: 'a', keys: [{ apiKey: 'k', type: 'RSA' }] }] }),
    );
    const run = await runCli(['--accounts', accounts]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${accounts} is malformed`);
    expect(run.stderr).toContain('accounts[0].keys[0].publicKeyPem');
  });
});

describe('npm run venue explains itself', () => {
  const options = [
    '--host',
    '--port',
    '--data-dir',
    '--accounts',
    '--seed',
    '--activity',
    '--admin-token',
    '--deposit',
    '--ws-max-age',
    '--rate-limit-scale',
  ];

  it('lists every option with its default', () => {
    const usage = venueUsage();
    for (const option of options) {
      const start = usage.indexOf(`  ${option} `);
      expect(start, option).toBeGreaterThan(-1);
      const next = usage.slice(start + 3).search(/\n {2}(--|-h)/);
      expect(usage.slice(start, start + 3 + next), option).toMatch(/\(default: [^)]+\)/);
    }
    expect(usage).toContain(`(default: ${DEFAULT_DATA_DIR})`);
  });

  it('prints the usage for --help and exits 0 without starting', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.url).toBeUndefined();
    expect(run.stdout).toContain('Usage: npm run venue -- [options]');
    for (const option of options) expect(run.stdout).toContain(option);
  });

  it('prints the problem and the usage for an unknown option and exits 2', async () => {
    const run = await runCli(['--colour', 'blue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--colour'");
    expect(run.stderr).toContain('Usage: npm run venue -- [options]');
  });
});

describe('parseCliOptions', () => {
  it('defaults to loopback on a free port', () => {
    expect(parseCliOptions([])).toMatchObject({
      host: '127.0.0.1',
      port: 0,
      seed: undefined,
      dataDir: DEFAULT_DATA_DIR,
    });
  });

  it('refuses bad ports, seeds and unknown options', () => {
    expect(() => parseCliOptions(['--port', '70000'])).toThrow(
      '--port must be a whole number from 0 to 65535',
    );
    expect(() => parseCliOptions(['--port', '1e3'])).toThrow('--port');
    expect(() => parseCliOptions(['--seed', 'x'])).toThrow('--seed must be a whole number');
    expect(() => parseCliOptions(['--colour'])).toThrow();
    expect(() => parseCliOptions(['--rate-limit-scale', '0'])).toThrow('--rate-limit-scale must be');
    expect(() => parseCliOptions(['--rate-limit-scale', '1.5'])).toThrow('--rate-limit-scale must be');
  });

  it('takes a rate-limit scale for load tests, the live limits without one', () => {
    expect(parseCliOptions(['--rate-limit-scale', '1000']).rateLimitScale).toBe(1000);
    expect(parseCliOptions([]).rateLimitScale).toBeUndefined();
  });

  it('reads a faster futures funding clock in seconds', () => {
    expect(parseCliOptions(['--funding-interval', '60'])).toMatchObject({ fundingIntervalSeconds: 60 });
    expect(() => parseCliOptions(['--funding-interval', '0'])).toThrow(
      '--funding-interval must be a whole number of seconds above 0',
    );
  });
});
