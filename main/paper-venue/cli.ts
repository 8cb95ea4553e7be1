import { AccountsFileError } from './accounts/accounts-file';
import { CliUsageError, loadAccounts, parseCliOptions } from './cli-options';
import { startPaperVenue } from './venue';

try {
  const options = parseCliOptions(process.argv.slice(2));
  const { accounts, notice } = await loadAccounts(options);
  const venue = await startPaperVenue({
    host: options.host,
    port: options.port,
    accounts,
    dataDir: options.dataDir,
    seed: options.seed,
  });
  console.log(notice);
  console.log(`Paper venue listening on ${venue.url}`);

  const stop = () => void venue.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof CliUsageError || error instanceof AccountsFileError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(`Paper venue could not start: ${(error as Error).message}`);
  process.exit(1);
}
