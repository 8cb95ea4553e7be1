import { join } from 'node:path';
import { z } from 'zod';
import { chaseArgs } from '@shared/ipc/futures-args';
import { createProfileListsFile } from '../../settings/profile-lists-file';

/** A chase still running: what it was asked, the order it moves and where it began. */
const chaseRecord = z
  .object({
    args: chaseArgs,
    clientOrderId: z.string().min(1),
    startPrice: z.string().min(1),
  })
  .strict();
export type ChaseRecord = z.output<typeof chaseRecord>;

export const chasesFile = (dataDir: string) => join(dataDir, 'futures-chases.json');

/** Every profile's running chases, in `<dataDir>/futures-chases.json`, so a restart resumes them. */
export function createChaseStore(dataDir: string) {
  return createProfileListsFile(chasesFile(dataDir), chaseRecord);
}

export type ChaseStore = ReturnType<typeof createChaseStore>;
