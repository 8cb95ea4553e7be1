import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAccountsFile, type AccountsFile } from '../paper-venue/accounts/accounts-file';
import type { AccountRegistry } from '../paper-venue/accounts/account-registry';
import { joinAccountsFiles } from '../paper-venue/accounts/join-accounts';
import type { Activity } from '../paper-venue/sim/simulated-market';
import { startPaperVenue, type PaperVenue } from '../paper-venue/venue';
import {
  PAPER_ACCOUNT,
  PAPER_KEY_PERMISSIONS,
  type PaperVenueKey,
} from '../services/profiles/paper-accounts-file';

/**
 * The embedded paper venue: its engine journal in `<dataDir>/paper-venue`, its accounts from the
 * file the profiles service writes (absent when no Paper profile could be provisioned), and the
 * simulated market with its history (generated in the background). It never creates the CLI's
 * default account; `moreAccounts` are opened after the Paper profile's.
 */
export async function startEmbeddedVenue(
  dataDir: string,
  accountsFile: string,
  activity: Activity,
  adminToken: string | undefined,
  moreAccounts: AccountsFile | undefined,
): Promise<PaperVenue> {
  const text = await readFile(accountsFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return startPaperVenue({
    host: '127.0.0.1',
    port: 0,
    dataDir: join(dataDir, 'paper-venue'),
    accounts: joinAccountsFiles(
      text === undefined ? undefined : parseAccountsFile(text, accountsFile),
      moreAccounts,
    ),
    activity,
    adminToken,
  });
}

/** Gives the running venue the Paper account's new key in place of the old one (the same account). */
export function registerPaperVenueKey(registry: AccountRegistry, key: PaperVenueKey): void {
  registry.replaceKeys(
    PAPER_ACCOUNT.name,
    [{ apiKey: key.apiKey, type: key.type, publicKeyPem: key.publicKeyPem }],
    { [key.apiKey]: PAPER_KEY_PERMISSIONS },
  );
}
