// `npm test`: type-check, lint, unit and integration tests, build, e2e journeys — then one summary.
// Before anything: the system programs it needs (or the one line that installs them), the Node version,
// and an OS keychain (where none answers on Linux, the whole run moves into a throwaway Secret Service
// session, as scripts/with-keyring.sh makes one).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { keyringPlan, missingSystemPackages, nodeTooOld } from './preflight.mjs';

const onPath = (program) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

const missing = missingSystemPackages({
  platform: process.platform,
  env: process.env,
  exists: existsSync,
  onPath,
});
if (missing) {
  console.error(
    `npm test needs ${missing.packages.join(', ')}, which this machine lacks. Install them first:`,
  );
  console.error(`  ${missing.line}`);
  process.exit(1);
}
if (!existsSync('node_modules')) {
  console.error('npm test needs the dependencies installed first: npm ci');
  process.exit(1);
}

const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const tooOld = nodeTooOld(process.version, engines);
// Said once: the run inside a throwaway keyring session has said it already.
if (tooOld && process.env.TT_TEST_KEYRING_SESSION !== '1') {
  console.warn(
    `warning: ${tooOld} (Electron's tooling: npm start and npm run dist need it). The tests run; ` +
      'install Node 22 LTS or newer for the rest.',
  );
}

/** A keychain probe with no display (a locked keyring cannot prompt) and a deadline. */
const probe = () => {
  const env = { ...process.env };
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  const result = spawnSync(process.execPath, ['scripts/keychain-probe.mjs'], { env, timeout: 20_000 });
  return result.status === 0;
};

if (keyringPlan({ platform: process.platform, env: process.env, probe }) === 'throwaway-session') {
  console.log('No OS keychain answers here: running the tests in a throwaway Secret Service session.');
  const inner = spawnSync('bash', ['scripts/with-keyring.sh', process.execPath, 'scripts/test.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, TT_TEST_KEYRING_SESSION: '1' },
  });
  process.exit(inner.status ?? 1);
}

const stages = [
  ['type-check (node)', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']],
  ['type-check (web)', 'npx', ['tsc', '-p', 'tsconfig.web.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
  ],
  ['build', 'npm', ['run', 'build']],
  ['e2e journeys', 'npx', ['playwright', 'test']],
];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

// Here a keychain answers (or the throwaway session holds one): a journey that finds none fails.
const stageEnv = { ...process.env, TT_KEYCHAIN_EXPECTED: '1' };
const failedStages = [];
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: stageEnv });
  if (status !== 0) failedStages.push(name);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

// The summary is the part of a long log that is read: it names every failed test, where it is.
const failedTests = [];
const firstLineOf = (message) => stripVTControlCharacters(String(message ?? '')).split('\n')[0];
const unit = readJson('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
  for (const file of unit.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      failedTests.push(
        `${file.name.replace(process.cwd() + '/', '')} › ${t.fullName}: ${firstLineOf(t.failureMessages?.[0])}`,
      );
    }
  }
}

const e2e = readJson('test-results/e2e.json');
const skipReasons = new Set();
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'unexpected') {
          const error = firstLineOf(t.results?.at(-1)?.error?.message);
          failedTests.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${error}`);
        }
        for (const a of t.annotations ?? []) {
          if (a.type === 'skip' && a.description) skipReasons.add(`[${t.projectName}] ${a.description}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of e2e.suites ?? []) visit(suite);
}

console.log('\n=== summary');
for (const reason of skipReasons) console.log(`skipped: ${reason}`);
for (const name of failedStages) console.log(`failed stage: ${name}`);
for (const name of failedTests) console.log(`failed: ${name}`);
if (failedStages.length > 0 && failed === 0) failed = failedStages.length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
