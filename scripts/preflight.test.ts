import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyringPlan, LINUX_PROGRAMS, missingSystemPackages, nodeTooOld } from './preflight.mjs';

const all = () => true;
const none = () => false;

describe('npm test: the system packages it needs', () => {
  it('needs nothing more where every program and Chromium are there', () => {
    expect(missingSystemPackages({ platform: 'linux', env: {}, exists: all, onPath: all })).toBeUndefined();
  });

  it('names the one line that installs whatever is missing, each package once', () => {
    expect(missingSystemPackages({ platform: 'linux', env: {}, exists: none, onPath: none })).toEqual({
      packages: ['chromium', 'dbus', 'gnome-keyring', 'libglib2.0-bin', 'libsecret-tools'],
      line: 'sudo apt-get install chromium dbus gnome-keyring libglib2.0-bin libsecret-tools',
    });
    const onlyKeyringMissing = (program: string) => program !== 'gnome-keyring-daemon';
    expect(
      missingSystemPackages({ platform: 'linux', env: {}, exists: all, onPath: onlyKeyringMissing }),
    ).toEqual({
      packages: ['gnome-keyring'],
      line: 'sudo apt-get install gnome-keyring',
    });
    expect(LINUX_PROGRAMS.map((p) => p.program)).toEqual([
      'dbus-daemon',
      'dbus-run-session',
      'gnome-keyring-daemon',
      'gdbus',
      'secret-tool',
    ]);
  });

  it('takes TT_CHROMIUM_PATH for Chromium, and says so when it points at nothing', () => {
    const exists = (file: string) => file === '/opt/chrome/chrome';
    const env = { TT_CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(missingSystemPackages({ platform: 'linux', env, exists, onPath: all })).toBeUndefined();
    const wrong = { TT_CHROMIUM_PATH: '/opt/nothing' };
    expect(missingSystemPackages({ platform: 'linux', env: wrong, exists, onPath: all })?.line).toBe(
      'sudo apt-get install chromium   (or fix TT_CHROMIUM_PATH: /opt/nothing is not there)',
    );
  });

  it('asks only for a Chromium elsewhere (the OS keychain is built in)', () => {
    expect(missingSystemPackages({ platform: 'darwin', env: {}, exists: none, onPath: none })?.line).toMatch(
      /^Install Chromium or Chrome and point TT_CHROMIUM_PATH at its binary/,
    );
    expect(
      missingSystemPackages({
        platform: 'win32',
        env: { TT_CHROMIUM_PATH: 'C:/c.exe' },
        exists: all,
        onPath: none,
      }),
    ).toBeUndefined();
  });

  it('stops at once with that line, before any stage runs', () => {
    const bin = mkdtempSync(join(tmpdir(), 'tt-bare-path-'));
    try {
      symlinkSync(process.execPath, join(bin, 'node'));
      const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
        env: { PATH: bin, HOME: process.env.HOME, TT_CHROMIUM_PATH: join(bin, 'no-chromium') },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'npm test needs chromium, dbus, gnome-keyring, libglib2.0-bin, libsecret-tools, which this machine lacks. Install them first:\n' +
          '  sudo apt-get install chromium dbus gnome-keyring libglib2.0-bin libsecret-tools',
      );
      expect(run.stdout).not.toContain('===');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});

describe('npm test: the Node version', () => {
  it('is new enough at or above the lowest version engines allows', () => {
    expect(nodeTooOld('v22.12.0', '>=22.12')).toBeUndefined();
    expect(nodeTooOld('v22.23.3', '>=22.12')).toBeUndefined();
    expect(nodeTooOld('v24.1.0', '>=22.12')).toBeUndefined();
  });

  it('says which version is needed where it is older', () => {
    expect(nodeTooOld('v20.20.2', '>=22.12')).toBe(
      'Node v20.20.2 is older than the 22.12.0 package.json asks for',
    );
    expect(nodeTooOld('v22.11.9', '>=22.12')).toMatch(/older than the 22\.12\.0/);
    expect(() => nodeTooOld('v22.0.0', '^22')).toThrow('engines.node must be ">=X.Y"');
  });
});

describe('npm test: the keychain', () => {
  const probeThat = (answer: boolean) => {
    const calls: number[] = [];
    return { calls, probe: () => (calls.push(1), answer) };
  };

  it('runs as it is where a keychain answers', () => {
    const { probe, calls } = probeThat(true);
    const env = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };
    expect(keyringPlan({ platform: 'linux', env, probe })).toBe('as-is');
    expect(calls).toHaveLength(1);
  });

  it('makes a throwaway session where there is no bus, or a bus with no usable keyring', () => {
    const noBus = probeThat(true);
    expect(keyringPlan({ platform: 'linux', env: {}, probe: noBus.probe })).toBe('throwaway-session');
    expect(noBus.calls).toHaveLength(0);
    const locked = probeThat(false);
    const env = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/run/user/1000/bus' };
    expect(keyringPlan({ platform: 'linux', env, probe: locked.probe })).toBe('throwaway-session');
  });

  it('never nests sessions, and leaves macOS and Windows keychains to the OS', () => {
    const { probe } = probeThat(false);
    expect(keyringPlan({ platform: 'linux', env: { TT_TEST_KEYRING_SESSION: '1' }, probe })).toBe('as-is');
    expect(keyringPlan({ platform: 'darwin', env: {}, probe })).toBe('as-is');
    expect(keyringPlan({ platform: 'win32', env: {}, probe })).toBe('as-is');
  });
});
