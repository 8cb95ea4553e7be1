import { AccountsFileError } from './accounts/accounts-file';
import { CliUsageError, loadAccounts, parseCliOptions } from './cli-options';
import { asksForHelp, venueUsage } from './cli-usage';
import { LiveCliUsageError, parseLiveCliOptions } from './sim/live-cli-options';
import { scaledRateLimits } from './config/rate-limits';
import { FUTURES_REQUEST_WEIGHT } from './futures/exchange-info';
import { startPaperVenue } from './venue';

if (asksForHelp(process.argv.slice(2))) {
  console.log(venueUsage());
  process.exit(0);
}

try {
  const live = parseLiveCliOptions(process.argv.slice(2));
  const options = parseCliOptions(live.rest);
  const { accounts, notice } = await loadAccounts(options);
  const venue = await startPaperVenue({
    host: options.host,
    port: options.port,
    accounts,
    dataDir: options.dataDir,
    seed: options.seed,
    fundingIntervalMs:
      options.fundingIntervalSeconds === undefined ? undefined : options.fundingIntervalSeconds * 1000,
    rateLimits: options.rateLimitScale === undefined ? undefined : scaledRateLimits(options.rateLimitScale),
    futuresRequestWeight:
      options.rateLimitScale === undefined
        ? undefined
        : scaledRateLimits(options.rateLimitScale, FUTURES_REQUEST_WEIGHT),
    activity: live.activity,
    adminToken: live.adminToken,
    deposits: live.deposits,
    keepAlive: live.wsMaxAgeSeconds === undefined ? undefined : { maxAgeMs: live.wsMaxAgeSeconds * 1000 },
  });
  console.log(notice);
  console.log(`Simulated market: ${live.activity}${live.adminToken ? '; admin endpoint enabled' : ''}`);
  if (options.rateLimitScale !== undefined)
    console.log(`Rate limits ${options.rateLimitScale}× the live venue's (load tests only)`);
  console.log(`Paper venue listening on ${venue.url}`);

  const stop = () => void venue.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof CliUsageError || error instanceof LiveCliUsageError) {
    console.error(`${error.message}\n\n${venueUsage()}`);
    process.exit(2);
  }
  if (error instanceof AccountsFileError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(`Paper venue could not start: ${(error as Error).message}`);
  process.exit(1);
}
