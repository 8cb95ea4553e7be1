import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseAccountsFile, type AccountsFile } from './accounts/accounts-file';
import { loadOrCreateDefaultAccount } from './accounts/default-account';

/** Outside any checkout, so a key file never lands in a repository by accident. */
export const DEFAULT_DATA_DIR = join(homedir(), '.tape-terminal', 'paper-venue');

export interface CliOptions {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly accountsFile?: string;
  readonly seed?: number;
  /** Venue seconds between futures funding settlements (a faster simulated clock than 8 hours). */
  readonly fundingIntervalSeconds?: number;
  /** Every rate limit this many times higher (load tests only); absent: the live venue's limits. */
  readonly rateLimitScale?: number;
}

export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

/**
 * `[--host H] [--port N] [--data-dir DIR] [--accounts FILE] [--seed N] [--funding-interval S]
 * [--rate-limit-scale N]`
 */
export function parseCliOptions(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '0' },
        'data-dir': { type: 'string', default: DEFAULT_DATA_DIR },
        accounts: { type: 'string' },
        seed: { type: 'string' },
        'funding-interval': { type: 'string' },
        'rate-limit-scale': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliUsageError((error as Error).message);
  }
  const port = Number(values.port);
  if (!/^\d{1,5}$/.test(values.port) || port > 65535) {
    throw new CliUsageError(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
  }
  if (values.seed !== undefined && !/^\d{1,15}$/.test(values.seed)) {
    throw new CliUsageError(`--seed must be a whole number, not "${values.seed}".`);
  }
  const funding = values['funding-interval'];
  if (funding !== undefined && (!/^\d{1,9}$/.test(funding) || Number(funding) === 0)) {
    throw new CliUsageError(
      `--funding-interval must be a whole number of seconds above 0, not "${funding}".`,
    );
  }
  const scale = values['rate-limit-scale'];
  if (scale !== undefined && (!/^\d{1,7}$/.test(scale) || Number(scale) === 0)) {
    throw new CliUsageError(`--rate-limit-scale must be a whole number from 1 to 9999999, not "${scale}".`);
  }
  return {
    host: values.host,
    port,
    dataDir: resolve(values['data-dir']),
    accountsFile: values.accounts === undefined ? undefined : resolve(values.accounts),
    seed: values.seed === undefined ? undefined : Number(values.seed),
    fundingIntervalSeconds: funding === undefined ? undefined : Number(funding),
    rateLimitScale: scale === undefined ? undefined : Number(scale),
  };
}

export interface LoadedAccounts {
  readonly accounts: AccountsFile;
  /** What to tell the operator about where the accounts came from (never a secret). */
  readonly notice: string;
}

/** The accounts file given on the command line, or the data directory's default paper account. */
export async function loadAccounts(options: CliOptions): Promise<LoadedAccounts> {
  if (options.accountsFile) {
    const text = await readFile(options.accountsFile, 'utf8');
    const accounts = parseAccountsFile(text, options.accountsFile);
    return { accounts, notice: `Accounts from ${options.accountsFile}: ${accounts.accounts.length}` };
  }
  const account = await loadOrCreateDefaultAccount(options.dataDir);
  const verb = account.created
    ? 'Created a paper account; its API key and secret are in'
    : 'Paper account key in';
  return { accounts: account.accounts, notice: `${verb} ${account.file}` };
}
