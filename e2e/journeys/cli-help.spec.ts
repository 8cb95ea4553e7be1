import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { requireBuiltDevHost } from '../support/built-dev-host';

/** The built development host as `npm run start:web` runs it (Playwright's global setup built it). */
const runBuilt = (args: string[]) =>
  spawnSync(process.execPath, [requireBuiltDevHost(), ...args], { encoding: 'utf8', timeout: 30_000 });

test.describe('the built development host explains itself', () => {
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'web', 'A command line, not a window: the web project runs it.');
  });

  test('--help lists every option with its default and exits 0', () => {
    const run = runBuilt(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: node out/dev-host/cli.mjs [options]');
    for (const option of [
      '--port',
      '--renderer-dir',
      '--venue-url',
      '--data-dir',
      '--activity',
      '--resync-ms',
      '--venue-accounts',
    ]) {
      expect(run.stdout).toContain(`  ${option} `);
    }
    expect(run.stdout.match(/\(default: /g)?.length).toBe(7);
  });

  test('an unknown option prints the usage and exits 2', () => {
    const run = runBuilt(['--port', '0', '--colour', 'blue']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown option '--colour'");
    expect(run.stderr).toContain('Usage: node out/dev-host/cli.mjs [options]');
  });

  test('a malformed venue URL is refused before anything starts', () => {
    const run = runBuilt(['--venue-url', 'localhost:9000']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--venue-url must be an http:// or https:// URL, not "localhost:9000".');
  });
});
