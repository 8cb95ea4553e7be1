import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DevHostUsageError, defaultDataDir, devHostUsage, parseDevHostArgs } from './cli-options';

const TSX = resolve('node_modules/.bin/tsx');
const CLI = resolve('main/dev-host/cli.ts');

const OPTIONS = [
  '--port',
  '--renderer-dir',
  '--venue-url',
  '--data-dir',
  '--activity',
  '--resync-ms',
  '--venue-accounts',
];

/** Each option's part of the usage: from its name to the next option. */
function entryOf(usage: string, option: string): string {
  const start = usage.indexOf(`  ${option} `);
  expect(start, `${option} is listed`).toBeGreaterThan(-1);
  const next = usage.slice(start + 3).search(/\n {2}(--|-h)/);
  return usage.slice(start, next === -1 ? undefined : start + 3 + next);
}

function runCli(args: string[]) {
  return new Promise<{ stdout: string; stderr: string; code: number | null }>((done) => {
    const child = spawn(TSX, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ stdout, stderr, code }));
  });
}

describe('the development host explains itself', () => {
  it('lists every option with its default', () => {
    const usage = devHostUsage({ TT_DATA_DIR: '/data/tt' });
    for (const option of OPTIONS) expect(entryOf(usage, option)).toMatch(/\(default: [^)]+\)/);
    expect(entryOf(usage, '--data-dir')).toContain('(default: /data/tt)');
    expect(usage).toContain('-h, --help');
    expect(usage).toContain('TT_VENUE_ADMIN_TOKEN');
  });

  it('parses the defaults and refuses what it cannot run, naming the option', () => {
    expect(parseDevHostArgs([], { TT_DATA_DIR: '/data/tt' })).toEqual({
      kind: 'run',
      options: {
        port: 0,
        rendererDir: resolve('out/renderer'),
        venueUrl: undefined,
        dataDir: '/data/tt',
        activity: 'normal',
        resyncMs: undefined,
        venueAccountsFile: undefined,
      },
    });
    expect(parseDevHostArgs(['-h'], {})).toEqual({ kind: 'help' });
    expect(defaultDataDir({ XDG_DATA_HOME: '/x' })).toBe('/x/tape-terminal-dev-host');
    const refusals: [string[], string][] = [
      [['--colour'], "Unknown option '--colour'"],
      [['--port', '99999'], '--port must be a whole number from 0 to 65535'],
      [['--activity', 'wild'], '--activity must be one of calm, normal, busy, off'],
      [['--resync-ms'], "Option '--resync-ms <value>' argument missing"],
      [['--resync-ms', 'soon'], '--resync-ms must be a whole number of milliseconds'],
      [['--venue-url', 'api.binance.com'], '--venue-url must be an http:// or https:// URL'],
      [['--venue-url', 'ftp://venue.test'], '--venue-url must be an http:// or https:// URL'],
    ];
    for (const [args, message] of refusals) {
      expect(() => parseDevHostArgs(args, {}), args.join(' ')).toThrow(DevHostUsageError);
      expect(() => parseDevHostArgs(args, {}), args.join(' ')).toThrow(message);
    }
  });

  it('prints the usage for --help and exits 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    for (const option of OPTIONS) expect(run.stdout).toContain(option);
    expect(run.stderr).toBe('');
  });

  it('prints the problem and the usage for an unknown option and exits 2', async () => {
    const run = await runCli(['--colour', 'blue']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--colour'");
    expect(run.stderr).toContain('Usage: node out/dev-host/cli.mjs [options]');
    expect(run.stdout).toBe('');
  });
});
