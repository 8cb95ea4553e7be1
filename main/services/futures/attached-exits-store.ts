import { join } from 'node:path';
import { z } from 'zod';
import { positionSide } from '@shared/api/futures/enums';
import { side } from '@shared/api/spot/enums';
import { attachedExits, futuresFamily } from '@shared/ipc/futures-args';
import { createProfileListsFile } from '../../settings/profile-lists-file';

/** An entry still waiting for its first fill, with the take profit and stop loss it carries. */
const waitingEntry = z
  .object({
    family: futuresFamily,
    symbol: z.string().min(1),
    clientOrderId: z.string().min(1),
    side,
    positionSide,
    /** The entry's limit price; none for a market entry. */
    price: z.string().optional(),
    exits: attachedExits,
  })
  .strict();
export type WaitingEntry = z.output<typeof waitingEntry>;

export const attachedExitsFile = (dataDir: string) => join(dataDir, 'futures-exits.json');

/**
 * Every profile's entries waiting to place their exits, in `<dataDir>/futures-exits.json`, so a stop
 * loss promised before a restart is still placed after it.
 */
export function createAttachedExitsStore(dataDir: string) {
  return createProfileListsFile(attachedExitsFile(dataDir), waitingEntry);
}

export type AttachedExitsStore = ReturnType<typeof createAttachedExitsStore>;
