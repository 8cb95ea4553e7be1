import type { Locator } from '@playwright/test';

/** The price buttons of one side of the ladder (the cancel buttons of the trader's orders aside). */
export const ladderLevels = (ladder: Locator, side: 'Bids' | 'Asks') =>
  ladder.getByRole('table', { name: side }).getByRole('button', { name: /^\d/ });
