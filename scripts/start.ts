// `npm start`: build, then launch the Electron app on the embedded paper venue.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { electronBinary } from './electron-binary';
import { nodeTooOld } from './preflight.mjs';

// Electron's installer and tooling need the Node package.json's engines names: say so before they fail.
const tooOld = nodeTooOld(process.version, JSON.parse(readFileSync('package.json', 'utf8')).engines.node);
if (tooOld) {
  console.error(`${tooOld}, which Electron's installer needs. Install Node 22 LTS or newer,`);
  console.error('or run the same terminal in your browser, which works on this Node: npm run start:web');
  process.exit(1);
}

function ensureElectron(): string | undefined {
  const existing = electronBinary();
  if (existing) return existing;
  console.log('Fetching the Electron runtime (first launch only)…');
  const installer = join(
    dirname(createRequire(import.meta.url).resolve('electron/package.json')),
    'install.js',
  );
  const result = spawnSync(process.execPath, [installer], { encoding: 'utf8', timeout: 300_000 });
  if (result.status === 0) return electronBinary();
  const reason =
    `${result.stderr ?? ''}`
      .split('\n')
      .map((line) => line.trim())
      .find((line) => /error/i.test(line)) ??
    (result.error?.message || `installer exited with ${result.status}`);
  console.error(
    [
      '',
      'The Electron runtime could not be downloaded on this machine, so the desktop app cannot start.',
      `  Reason: ${reason}`,
      '',
      'Run the same terminal in your browser instead:',
      '  npm run start:web',
      '',
    ].join('\n'),
  );
  return undefined;
}

const electron = ensureElectron();
if (!electron) process.exit(1);

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const app = spawnSync(electron, ['.'], { stdio: 'inherit' });
process.exit(app.status ?? 0);
