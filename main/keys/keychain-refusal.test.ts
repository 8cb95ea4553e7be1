import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startKeyringSession } from './test-support/keyring-session';

const run = promisify(execFile);
const childScript = fileURLToPath(new URL('./test-support/keychain-in-child.ts', import.meta.url));

interface ChildReport {
  status: { available: boolean; backend: string; reason?: string };
  stored?: unknown;
  refusal?: { name: string; code: string; backend: string; reason: string; message: string };
}

/** Runs the keychain in a fresh process whose environment is exactly `env`, as libdbus will see it. */
async function keychainInChild(
  env: NodeJS.ProcessEnv,
  secret: string,
): Promise<{ report: ChildReport; output: string }> {
  const service = `tape-terminal-test-${randomBytes(4).toString('hex')}`;
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', childScript, service, secret], {
    env,
  });
  return { report: JSON.parse(stdout) as ChildReport, output: stdout + stderr };
}

function withoutBus(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DBUS_SESSION_BUS_ADDRESS;
  return env;
}

describe('the keychain refuses to store a secret where no real keychain is available', () => {
  const secret = `refused-${randomBytes(16).toString('hex')}`;

  it('with no D-Bus session bus at all', async () => {
    const emptyRuntimeDir = await mkdtemp(join(tmpdir(), 'tt-no-bus-'));
    try {
      const { report, output } = await keychainInChild(
        { ...withoutBus(), XDG_RUNTIME_DIR: emptyRuntimeDir },
        secret,
      );
      expect(report.status).toMatchObject({ available: false, backend: 'secret-service' });
      expect(report.status.reason).toMatch(/^no D-Bus session bus is available/);
      expect(report.stored).toBeUndefined();
      expect(report.refusal).toMatchObject({
        name: 'KeychainUnavailableError',
        code: 'KEYCHAIN_UNAVAILABLE',
      });
      expect(report.refusal?.message).toMatch(
        /^The OS keychain is not available, so the key was not stored \(keys are kept only in the OS keychain, never in a file\): /,
      );
      expect(output).not.toContain(secret);
    } finally {
      await rm(emptyRuntimeDir, { recursive: true, force: true });
    }
  });

  it('with a session bus address that leads nowhere', async () => {
    const nowhere = `unix:path=${join(tmpdir(), `tt-no-bus-${randomBytes(4).toString('hex')}`)}`;
    const { report, output } = await keychainInChild(
      { ...withoutBus(), DBUS_SESSION_BUS_ADDRESS: nowhere },
      secret,
    );
    expect(report.status.available).toBe(false);
    expect(report.refusal?.reason).toMatch(/^no Secret Service .* answers on the D-Bus session bus/);
    expect(report.stored).toBeUndefined();
    expect(output).not.toContain(secret);
  });

  it('with a locked keyring that nobody can unlock', async () => {
    const session = await startKeyringSession({ keyring: 'locked' });
    try {
      const { report, output } = await keychainInChild({ ...process.env, ...session.env }, secret);
      expect(report.status.available).toBe(false);
      expect(report.refusal?.reason).toMatch(/^the keyring is locked and was not unlocked/);
      expect(report.stored).toBeUndefined();
      expect(output).not.toContain(secret);
    } finally {
      await session.stop();
    }
  });

  it('with a Secret Service that has no keyring to store into', async () => {
    const session = await startKeyringSession({ keyring: 'absent' });
    try {
      const { report, output } = await keychainInChild({ ...process.env, ...session.env }, secret);
      expect(report.status.available).toBe(false);
      expect(report.refusal?.reason).toMatch(/^the Secret Service has no default keyring/);
      expect(output).not.toContain(secret);
    } finally {
      await session.stop();
    }
  });

  it('but stores it once an unlocked keyring is there (the same child, so the refusals are not a broken test)', async () => {
    const session = await startKeyringSession();
    try {
      const { report, output } = await keychainInChild({ ...process.env, ...session.env }, secret);
      expect(report.status).toEqual({ available: true, backend: 'secret-service' });
      expect(report.refusal).toBeUndefined();
      expect(report.stored).toMatchObject({ backend: 'secret-service', account: 'refusal-test/hmac-secret' });
      expect(output).not.toContain(secret);
    } finally {
      await session.stop();
    }
  });
});
