import { z } from 'zod';

/** A decimal on the wire: a JSON string of digits, never a float. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');

/** Ids and times are JSON numbers; they fit in a double (below 2^53). */
export const long = z.number().int();

/** The venue's error body: `{code, msg}`, plus `data` on cancelReplace. */
export const venueErrorBody = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().optional(),
});
export type VenueErrorBody = z.infer<typeof venueErrorBody>;

/** A stream event: its type `e` and event time `E`, then its own fields. */
export const streamEvent = <const E extends string, S extends z.ZodRawShape>(e: E, shape: S) =>
  z.object({ e: z.literal(e), E: long, ...shape });

/** A stream event about one symbol: `e`, `E` and the symbol `s`, then its own fields. */
export const symbolEvent = <const E extends string, S extends z.ZodRawShape>(e: E, shape: S) =>
  streamEvent(e, { s: z.string(), ...shape });
