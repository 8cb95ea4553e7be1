import { join } from 'node:path';
import { z } from 'zod';
import { alertCondition, alertMarket } from '@shared/ipc/alerts';
import { createProfileListsFile } from '../../settings/profile-lists-file';

const firing = z.object({ time: z.number(), price: z.string(), message: z.string() }).strict();

const storedAlert = z
  .object({
    id: z.string().min(1),
    symbol: z.string().min(1),
    market: alertMarket.optional(),
    condition: alertCondition,
    sound: z.boolean(),
    createdAt: z.number(),
    status: z.enum(['armed', 'fired']),
    fired: firing.nullable(),
  })
  .strict();

export const alertsFile = (dataDir: string) => join(dataDir, 'alerts.json');

/** Every profile's alerts in `<dataDir>/alerts.json`, keyed like the layouts. */
export function createAlertsStore(dataDir: string) {
  return createProfileListsFile(alertsFile(dataDir), storedAlert);
}
