import type { AccountsFile } from '../paper-venue/accounts/accounts-file';
import type { Activity } from '../paper-venue/sim/simulated-market';
import type { PaperVenueKey } from '../services/profiles/paper-accounts-file';

/** What the embedded venue's thread is started with (structured-cloned: plain data only). */
export interface VenueThreadStart {
  readonly dataDir: string;
  readonly accountsFile: string;
  readonly activity: Activity;
  readonly adminToken: string | undefined;
  readonly moreAccounts: AccountsFile | undefined;
}

/** Main → the venue's thread. */
export type ToVenueThread = { type: 'key'; id: number; key: PaperVenueKey } | { type: 'close' };

/** The venue's thread → main. */
export type FromVenueThread =
  | { type: 'listening'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'key-registered'; id: number }
  | { type: 'closed' };
