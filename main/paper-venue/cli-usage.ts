import { DEFAULT_DATA_DIR } from './cli-options';
import { ACTIVITIES } from './sim/simulated-market';

/** Every option of `npm run venue`, with its default: what `--help` prints and a usage error repeats. */
export function venueUsage(): string {
  return [
    'Usage: npm run venue -- [options]      (tsx main/paper-venue/cli.ts [options])',
    '',
    'Runs the paper venue on its own: a Binance-compatible HTTP and WebSocket exchange.',
    '',
    'Options:',
    '  --host HOST              address to listen on (default: 127.0.0.1)',
    '  --port N                 port, 0 for a free one (default: 0)',
    `  --data-dir DIR           the engine's journal and the default account (default: ${DEFAULT_DATA_DIR})`,
    '  --accounts FILE          accounts and their API keys (default: none: a paper account created',
    '                           in the data directory, its HMAC key in paper-account.json)',
    '  --seed N                 seeds the simulated market, so a run can be repeated (default: 1)',
    '  --funding-interval S     futures funding every S seconds of venue time instead of every',
    '                           8 hours (a faster simulated funding clock; default: 28800)',
    `  --activity A             the simulated market: ${ACTIVITIES.join(', ')} (default: normal)`,
    '  --admin-token T          enables /admin and fault injection, guarded by T, 16+ characters',
    '                           (default: none: disabled)',
    '  --deposit ACCOUNT:ASSET:AMOUNT',
    '                           paper money credited at start; repeatable (default: none)',
    '  --ws-max-age S           WebSocket connections close after S seconds (default: 86400)',
    '  --rate-limit-scale N     every rate limit (request weight, orders, raw requests) N times the',
    "                           live venue's, for load tests and benches; a client that relies on it",
    '                           is refused by a real venue (default: 1, the live limits)',
    '  -h, --help               print this and exit',
  ].join('\n');
}

/** Whether the arguments ask for the usage (anywhere, as most tools take it). */
export const asksForHelp = (argv: readonly string[]): boolean =>
  argv.some((arg) => arg === '--help' || arg === '-h');
