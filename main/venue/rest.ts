import type { z } from 'zod';
import { VenueError } from './venue-error';

export interface RestTransportOptions {
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface RestTransport {
  readonly baseUrl: string;
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
}

const errorBody = (body: unknown): { code?: number; msg?: string } =>
  typeof body === 'object' && body !== null ? (body as { code?: number; msg?: string }) : {};

/** One venue's HTTP transport: sends, reads, and checks every answer against its schema. */
export function createRestTransport(options: RestTransportOptions): RestTransport {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return {
    baseUrl,
    async get(path, schema) {
      const endpoint = `GET ${path}`;
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new VenueError({
          kind: 'network',
          endpoint,
          message: `venue unreachable at ${baseUrl} (${(error as Error).message})`,
        });
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw new VenueError({
          kind: 'malformed-response',
          endpoint,
          status: response.status,
          message: `response is not JSON (HTTP ${response.status})`,
        });
      }
      if (!response.ok) {
        const { code, msg } = errorBody(body);
        throw new VenueError({
          kind: 'venue',
          endpoint,
          status: response.status,
          code,
          message: msg ?? `HTTP ${response.status}`,
        });
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || '(body)';
        throw new VenueError({
          kind: 'malformed-response',
          endpoint,
          status: response.status,
          message: `malformed response, field ${field}: ${issue?.message ?? 'invalid'}`,
        });
      }
      return parsed.data;
    },
  };
}
