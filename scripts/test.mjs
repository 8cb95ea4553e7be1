// `npm test`: type-check, lint, unit and integration tests, build, e2e journeys — then one summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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

const failedStages = [];
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) failedStages.push(name);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = readJson('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + unit.numTodoTests;
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
if (failedStages.length > 0 && failed === 0) failed = failedStages.length;
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
