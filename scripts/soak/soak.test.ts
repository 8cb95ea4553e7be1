import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeychain } from '@main/keys/keychain';
import {
  startKeyringSession,
  useSessionInThisProcess,
  type KeyringSession,
} from '@main/keys/test-support/keyring-session';
import { FAULT_KINDS } from './faults';
import { runSoak, type SoakReport } from './soak';

/**
 * A short soak (fixed seed): main's services trade through the IPC contract against the paper venue
 * process while faults of every kind are injected; nothing is lost or duplicated, nothing is sent
 * while a 429 or 418 holds, the app ends agreeing with the venue, and no secret of any key kind
 * (the Paper profile's Ed25519, HMAC, RSA, an imported Ed25519) is left in a file, log line or IPC message.
 */
let session: KeyringSession;
let restoreEnv: () => void;
let report: SoakReport;

beforeAll(async () => {
  session = await startKeyringSession();
  restoreEnv = useSessionInThisProcess(session);
  report = await runSoak({
    durationMs: 180_000,
    bursts: 4,
    seed: 23,
    burst: [10, 14],
    keychain: createKeychain({ service: `tape-terminal-test-${randomBytes(4).toString('hex')}` }),
  });
}, 300_000);

afterAll(async () => {
  restoreEnv?.();
  await session?.stop();
});

describe('the soak, short', () => {
  it('injects faults of every kind the schedule draws, while the trader trades', () => {
    expect(report.totalFaults).toBeGreaterThanOrEqual(40);
    const kinds = FAULT_KINDS.filter((kind) => report.faults[kind] > 0);
    expect(kinds.length).toBeGreaterThanOrEqual(9);
    expect(report.intents).toBeGreaterThan(10);
  });

  it('loses and duplicates no order, and sends nothing while rate-limited or banned', () => {
    expect(report.lost).toBe(0);
    expect(report.duplicated).toBe(0);
    expect(report.blockedRequests).toEqual([]);
    expect(report.sentWhileRateLimited).toBe(0);
    expect(report.sentWhileBanned).toBe(0);
  });

  it("ends with the app's view equal to the venue's record", () => {
    expect(report.finalDifferences).toEqual([]);
  });

  it('leaves no secret of any key kind in the data directory, the logs or the IPC messages', () => {
    expect(report.profilesUsed).toEqual(['Paper', 'Soak HMAC', 'Soak RSA', 'Soak Ed25519']);
    expect(report.secrets.filesSearched).toBeGreaterThan(2);
    expect(report.secrets.findings).toEqual([]);
  });
});
