import type { z } from 'zod';

/** A request of the contract: its argument schema, checked in main, and (as a type only) its result. */
export interface RequestSpec<Args extends z.ZodType = z.ZodType, Result = unknown> {
  readonly args: Args;
  readonly result?: Result;
}

/** A pushed event of the contract; the payload exists as a type only (main is the trusted side). */
export interface EventSpec<Payload = unknown> {
  readonly payload?: Payload;
}

export const request =
  <Result>() =>
  <Args extends z.ZodType>(args: Args): RequestSpec<Args, Result> => ({ args });

export const event = <Payload>(): EventSpec<Payload> => ({});
