import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createKeychain } from '@main/keys/keychain';
import { formatReport } from './report';
import { runSoak } from './soak';

// `npm run soak -- --minutes N [--seed S]`: run under a keychain (npm run soak wraps scripts/with-keyring.sh).
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
const seed = Number(values.seed);
if (!(minutes > 0) || !Number.isInteger(seed)) {
  console.error('usage: npm run soak -- --minutes N [--seed S]');
  process.exit(2);
}
const out = (line: string) => process.stdout.write(`${line}\n`);
const report = await runSoak({
  durationMs: minutes * 60_000,
  seed,
  keychain: createKeychain({ service: `tape-terminal-soak-${randomBytes(4).toString('hex')}` }),
  log: out,
  verbose: values.verbose,
});
out(formatReport(report));
const failed =
  report.lost > 0 ||
  report.duplicated > 0 ||
  report.sentWhileBanned > 0 ||
  report.sentWhileRateLimited > 0 ||
  report.finalDifferences.length > 0 ||
  report.secrets.findings.length > 0;
process.exit(failed ? 1 : 0);
