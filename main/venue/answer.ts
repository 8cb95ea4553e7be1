import type { z } from 'zod';
import { quoteNumberFields } from './json-text';
import { VenueError } from './venue-error';

/** The body as JSON (money numbers of the named fields read as decimal strings), or not JSON at all. */
export function readJson(
  text: string,
  decimalNumberFields: readonly string[],
): { json: boolean; body: unknown } {
  if (text === '') return { json: true, body: undefined };
  try {
    return { json: true, body: JSON.parse(quoteNumberFields(text, decimalNumberFields)) };
  } catch {
    return { json: false, body: undefined };
  }
}

/** A successful answer checked against its schema; a mismatch names the endpoint and the field. */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  answer: { json: boolean; body: unknown },
  endpoint: string,
  status: number,
): z.output<S> {
  if (!answer.json)
    throw new VenueError({
      kind: 'malformed-response',
      endpoint,
      status,
      message: `response is not JSON (HTTP ${status})`,
    });
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data as z.output<S>;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || '(body)';
  throw new VenueError({
    kind: 'malformed-response',
    endpoint,
    status,
    message: `malformed response, field ${field}: ${issue?.message ?? 'invalid'}`,
  });
}
