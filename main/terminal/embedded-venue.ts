import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AccountsFile } from '../paper-venue/accounts/accounts-file';
import type { Activity } from '../paper-venue/sim/simulated-market';
import type { PaperVenueKey } from '../services/profiles/paper-accounts-file';
import type { FromVenueThread, ToVenueThread, VenueThreadStart } from './embedded-venue-messages';

export interface EmbeddedVenue {
  readonly url: string;
  /** Gives the running venue the Paper account's new key in place of the old one (the same account). */
  registerKey(key: PaperVenueKey): Promise<void>;
  close(): Promise<void>;
}

/**
 * The thread's entry beside this module: `.ts` run from source (through tsx, as the tests and
 * `npm run venue` do), `.mjs` or `.cjs` beside the bundle (vite.dev-host.config.ts, vite.main.config.ts).
 */
function threadEntry(): { url: URL; execArgv: string[] } {
  const extension = extname(fileURLToPath(import.meta.url));
  const url = new URL(`./embedded-venue-thread${extension}`, import.meta.url);
  return { url, execArgv: extension === '.ts' ? ['--import', 'tsx'] : [] };
}

/**
 * The embedded paper venue, on a thread of its own (embedded-venue-thread.ts): its engine journal in
 * `<dataDir>/paper-venue`, its accounts from the file the profiles service writes (absent when no Paper
 * profile could be provisioned), and the simulated market with its history (generated in the
 * background). It never creates the CLI's default account; `moreAccounts` are opened after the Paper
 * profile's.
 */
export function startEmbeddedVenue(
  dataDir: string,
  accountsFile: string,
  activity: Activity,
  adminToken: string | undefined,
  moreAccounts: AccountsFile | undefined,
): Promise<EmbeddedVenue> {
  const entry = threadEntry();
  const start: VenueThreadStart = { dataDir, accountsFile, activity, adminToken, moreAccounts };
  const worker = new Worker(entry.url, { workerData: start, execArgv: entry.execArgv });
  const send = (message: ToVenueThread) => worker.postMessage(message);
  const registered = new Map<number, () => void>();
  let nextId = 0;
  let closeSent = false;
  let exited = false;
  const whenExited = new Promise<void>((done) => worker.once('exit', () => done()));

  return new Promise((resolve, reject) => {
    let url: string | undefined;
    worker.on('error', (error) => {
      if (url === undefined) reject(error);
      else console.error(`The paper venue stopped: ${error.message}`);
    });
    worker.on('exit', (code) => {
      exited = true;
      if (url === undefined)
        reject(new Error(`The paper venue's thread exited (code ${code}) before it listened.`));
      for (const done of registered.values()) done();
      registered.clear();
    });
    worker.on('message', (message: FromVenueThread) => {
      switch (message.type) {
        case 'listening':
          url = message.url;
          resolve({
            url,
            registerKey(key) {
              const id = (nextId += 1);
              if (exited) return Promise.resolve();
              return new Promise((done) => {
                registered.set(id, done);
                send({ type: 'key', id, key });
              });
            },
            close() {
              if (!exited && !closeSent) send({ type: 'close' });
              closeSent = true;
              return whenExited;
            },
          });
          break;
        case 'failed':
          reject(new Error(message.message));
          break;
        case 'key-registered':
          registered.get(message.id)?.();
          registered.delete(message.id);
          break;
        case 'closed':
          // Closed means the journal is flushed: nothing left on the thread is worth waiting for.
          void worker.terminate();
          break;
      }
    });
  });
}
