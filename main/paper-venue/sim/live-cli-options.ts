import { ACTIVITIES, type Activity } from './simulated-market';
import type { Deposit } from '../admin/deposits';

export interface LiveCliOptions {
  readonly activity: Activity;
  readonly adminToken?: string;
  readonly deposits: Deposit[];
  /** WebSocket connections are closed after this many seconds (default 24 h). */
  readonly wsMaxAgeSeconds?: number;
  /** Every argument that is not one of these flags, for parseCliOptions. */
  readonly rest: string[];
}

export class LiveCliUsageError extends Error {
  override name = 'LiveCliUsageError';
}

const DEPOSIT = /^([^:]+):([A-Z0-9]{1,20}):(\d{1,20}(?:\.\d{1,8})?)$/;

/**
 * `--activity calm|normal|busy|off` (default normal), `--admin-token T` (enables /admin and fault
 * injection; at least 16 characters), `--deposit ACCOUNT:ASSET:AMOUNT` (repeatable; ACCOUNT is a
 * name or uid), `--ws-max-age S` (WebSocket connections close after S seconds; default 24 h).
 * Also accepts the `--flag=value` form.
 */
export function parseLiveCliOptions(argv: readonly string[]): LiveCliOptions {
  let activity: Activity = 'normal';
  let adminToken: string | undefined;
  let wsMaxAgeSeconds: number | undefined;
  const deposits: Deposit[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (!['--activity', '--admin-token', '--deposit', '--ws-max-age'].includes(flag as string)) {
      rest.push(arg);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new LiveCliUsageError(`${flag} needs a value.`);
    if (flag === '--activity') {
      if (!(ACTIVITIES as readonly string[]).includes(value)) {
        throw new LiveCliUsageError(`--activity must be one of ${ACTIVITIES.join(', ')}, not "${value}".`);
      }
      activity = value as Activity;
    } else if (flag === '--ws-max-age') {
      if (!/^\d{1,6}$/.test(value) || Number(value) === 0) {
        throw new LiveCliUsageError(
          `--ws-max-age must be a whole number of seconds above 0, not "${value}".`,
        );
      }
      wsMaxAgeSeconds = Number(value);
    } else if (flag === '--admin-token') {
      if (value.length < 16)
        throw new LiveCliUsageError('--admin-token must be at least 16 characters long.');
      adminToken = value;
    } else {
      const match = DEPOSIT.exec(value);
      if (!match)
        throw new LiveCliUsageError(`--deposit must look like ACCOUNT:ASSET:AMOUNT, e.g. 1:USDT:1000.`);
      const account = match[1] as string;
      deposits.push({
        account: /^\d+$/.test(account) ? Number(account) : account,
        asset: match[2] as string,
        amount: match[3] as string,
      });
    }
  }
  return { activity, adminToken, deposits, wsMaxAgeSeconds, rest };
}
