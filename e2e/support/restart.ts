import { expect, test as base, type Page } from '@playwright/test';
import { hostStarts } from './host-starts';

export interface RestartableApp {
  /** The terminal's window on the current host, ready. */
  readonly page: Page;
  readonly dataDir: string;
  /** Stops the dev host, starts it again on the same data directory, and opens a fresh window on it. */
  restart(): Promise<Page>;
}

/** Journeys that stop and start the terminal on one data directory (web project: the dev host). */
export const test = base.extend<{ restartable: RestartableApp }>({
  // eslint-disable-next-line no-empty-pattern
  restartable: async ({}, use, testInfo) => {
    const starts = await hostStarts(testInfo, 'Restarts the development host', 'tt-e2e-');
    let page = await starts.start();
    const app: RestartableApp = {
      get page() {
        return page;
      },
      dataDir: starts.dataDir,
      async restart() {
        page = await starts.start();
        return page;
      },
    };
    await use(app);
    await starts.close();
  },
});

export { expect };
