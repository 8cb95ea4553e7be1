import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AccountsFileError, parseAccountsFile } from '../paper-venue/accounts/accounts-file';
import { ACTIVITIES, type Activity } from '../paper-venue/sim/simulated-market';
import { startDevHost } from './dev-host';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'renderer-dir': { type: 'string', default: 'out/renderer' },
    'venue-url': { type: 'string' },
    'data-dir': { type: 'string' },
    activity: { type: 'string', default: 'normal' },
    'resync-ms': { type: 'string' },
    'venue-accounts': { type: 'string' },
  },
  strict: true,
});

if (!(ACTIVITIES as readonly string[]).includes(values.activity)) {
  console.error(`--activity must be one of ${ACTIVITIES.join(', ')}, not "${values.activity}".`);
  process.exit(2);
}
const activity = values.activity as Activity;

const rendererDir = resolve(values['renderer-dir']);
if (!existsSync(resolve(rendererDir, 'index.html'))) {
  console.error(`No renderer build in ${rendererDir}. Build it first: npm run build:renderer`);
  process.exit(2);
}

const dataDir = resolve(
  values['data-dir'] ??
    process.env.TT_DATA_DIR ??
    `${process.env.XDG_DATA_HOME ?? `${homedir()}/.local/share`}/tape-terminal-dev-host`,
);

// Fault injection for e2e tests: the token comes from the environment (never argv, never printed).
const venueAdminToken = process.env.TT_VENUE_ADMIN_TOKEN || undefined;
delete process.env.TT_VENUE_ADMIN_TOKEN;
if (venueAdminToken !== undefined && venueAdminToken.length < 16) {
  console.error('TT_VENUE_ADMIN_TOKEN must be at least 16 characters.');
  process.exit(2);
}
const resyncMs = values['resync-ms'] === undefined ? undefined : Number.parseInt(values['resync-ms'], 10);
if (resyncMs !== undefined && !(resyncMs >= 0)) {
  console.error('--resync-ms must be a whole number of milliseconds.');
  process.exit(2);
}

// More accounts for the embedded venue (an accounts file as `npm run venue -- --accounts` takes).
function readVenueAccounts(file: string | undefined) {
  if (file === undefined) return undefined;
  try {
    return parseAccountsFile(readFileSync(resolve(file), 'utf8'), file);
  } catch (error) {
    console.error(
      error instanceof AccountsFileError ? error.message : `--venue-accounts: cannot read ${file}.`,
    );
    process.exit(2);
  }
}
const venueAccounts = readVenueAccounts(values['venue-accounts']);

const host = await startDevHost({
  rendererDir,
  dataDir,
  port: Number.parseInt(values.port, 10),
  spotBaseUrl: values['venue-url'],
  activity,
  venueAdminToken,
  resyncMs,
  venueAccounts,
});
console.log(`Data: ${dataDir}`);
console.log(`Venue: ${host.venueUrl}`);
console.log(`Development host ready. Open: ${host.url}`);

const stop = () => void host.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
