import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AccountsFileError, parseAccountsFile } from '../paper-venue/accounts/accounts-file';
import { DevHostUsageError, devHostUsage, parseDevHostArgs, type DevHostCommand } from './cli-options';
import { startDevHost } from './dev-host';

let command: DevHostCommand;
try {
  command = parseDevHostArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof DevHostUsageError)) throw error;
  console.error(`${error.message}\n\n${devHostUsage()}`);
  process.exit(2);
}
if (command.kind === 'help') {
  console.log(devHostUsage());
  process.exit(0);
}
const options = command.options;

if (!existsSync(resolve(options.rendererDir, 'index.html'))) {
  console.error(`No renderer build in ${options.rendererDir}. Build it first: npm run build:renderer`);
  process.exit(2);
}

// Fault injection for e2e tests: the token comes from the environment (never argv, never printed).
const venueAdminToken = process.env.TT_VENUE_ADMIN_TOKEN || undefined;
delete process.env.TT_VENUE_ADMIN_TOKEN;
if (venueAdminToken !== undefined && venueAdminToken.length < 16) {
  console.error('TT_VENUE_ADMIN_TOKEN must be at least 16 characters.');
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
const venueAccounts = readVenueAccounts(options.venueAccountsFile);

const host = await startDevHost({
  rendererDir: options.rendererDir,
  dataDir: options.dataDir,
  port: options.port,
  spotBaseUrl: options.venueUrl,
  activity: options.activity,
  venueAdminToken,
  resyncMs: options.resyncMs,
  venueAccounts,
});
console.log(`Data: ${options.dataDir}`);
console.log(`Venue: ${host.venueUrl}`);
console.log(`Development host ready. Open: ${host.url}`);

const stop = () => void host.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
