import { z } from 'zod';

/** GET /api/v3/ping */
export const pingResponse = z.object({});
export type PingResponse = z.infer<typeof pingResponse>;

/** GET /api/v3/time */
export const timeResponse = z.object({ serverTime: z.number().int().nonnegative() });
export type TimeResponse = z.infer<typeof timeResponse>;
