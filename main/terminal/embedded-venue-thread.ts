import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { parseAccountsFile } from '../paper-venue/accounts/accounts-file';
import { joinAccountsFiles } from '../paper-venue/accounts/join-accounts';
import { startPaperVenue } from '../paper-venue/venue';
import { PAPER_ACCOUNT, PAPER_KEY_PERMISSIONS } from '../services/profiles/paper-accounts-file';
import type { ToVenueThread, FromVenueThread, VenueThreadStart } from './embedded-venue-messages';

/**
 * The embedded paper venue's own thread: its simulated market, matching, journal and streams run on an
 * event loop of their own, so main's services (the bridge, the market service, order handling) never
 * wait behind them, and the venue is still reached over its API on loopback like any venue.
 */
async function start(options: VenueThreadStart) {
  const text = await readFile(options.accountsFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return startPaperVenue({
    host: '127.0.0.1',
    port: 0,
    dataDir: join(options.dataDir, 'paper-venue'),
    accounts: joinAccountsFiles(
      text === undefined ? undefined : parseAccountsFile(text, options.accountsFile),
      options.moreAccounts,
    ),
    activity: options.activity,
    adminToken: options.adminToken,
  });
}

const port = parentPort!;
const tell = (message: FromVenueThread) => port.postMessage(message);

start(workerData as VenueThreadStart).then(
  (venue) => {
    port.on('message', (message: ToVenueThread) => {
      if (message.type === 'key') {
        const { key } = message;
        venue.accounts.replaceKeys(
          PAPER_ACCOUNT.name,
          [{ apiKey: key.apiKey, type: key.type, publicKeyPem: key.publicKeyPem }],
          { [key.apiKey]: PAPER_KEY_PERMISSIONS },
        );
        tell({ type: 'key-registered', id: message.id });
      } else {
        const closed = () => {
          tell({ type: 'closed' });
          port.close();
        };
        venue.close().then(closed, (error: unknown) => {
          console.error(
            `The paper venue did not close cleanly: ${error instanceof Error ? error.message : error}`,
          );
          closed();
        });
      }
    });
    tell({ type: 'listening', url: venue.url });
  },
  (error: unknown) => {
    tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    port.close();
  },
);
