/** A market-stream connection's control request, or the error to answer. */
export type ControlRequest =
  | { readonly method: 'SUBSCRIBE' | 'UNSUBSCRIBE'; readonly id: RequestId; readonly params: string[] }
  | { readonly method: 'LIST_SUBSCRIPTIONS'; readonly id: RequestId }
  | {
      readonly method: 'SET_PROPERTY';
      readonly id: RequestId;
      readonly name: string;
      readonly value: unknown;
    }
  | { readonly method: 'GET_PROPERTY'; readonly id: RequestId; readonly name: string };

export type RequestId = number | string | null;

export interface ControlError {
  readonly error: { readonly code: number; readonly msg: string };
  readonly id: RequestId;
}

const METHODS = ['SUBSCRIBE', 'UNSUBSCRIBE', 'LIST_SUBSCRIPTIONS', 'SET_PROPERTY', 'GET_PROPERTY'];

const invalid = (msg: string, id: RequestId = null): ControlError => ({
  error: { code: 2, msg: `Invalid request: ${msg}` },
  id,
});

/** Line and column (1-based) of the character at `offset`, as the venue's JSON parser reports them. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line} column ${column}`;
}

function jsonErrorOffset(text: string, error: Error): number {
  const match = /position (\d+)/.exec(error.message);
  if (match) return Number(match[1]);
  return Math.max(0, text.search(/\S/));
}

function validId(id: unknown): id is RequestId {
  if (id === null) return true;
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0;
  return typeof id === 'string' && /^[A-Za-z0-9]{1,36}$/.test(id);
}

/** Parses one text frame; errors carry the exact codes and messages of the venue. */
export function parseControl(text: string): ControlRequest | ControlError {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch (error) {
    const offset = jsonErrorOffset(text, error as Error);
    return { error: { code: 3, msg: `Invalid JSON: expected value at ${position(text, offset)}` }, id: null };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { error: { code: 3, msg: `Invalid JSON: expected value at ${position(text, 0)}` }, id: null };
  }
  const { method, params, id } = message as { method?: unknown; params?: unknown; id?: unknown };
  if (!validId(id ?? null)) return invalid('request ID must be an unsigned integer');
  const requestId = (id ?? null) as RequestId;
  if (method === undefined)
    return invalid(`missing field method at ${position(text, text.trimEnd().length - 1)}`, requestId);
  if (typeof method !== 'string' || !METHODS.includes(method)) {
    const shown = typeof method === 'string' ? method : JSON.stringify(method);
    const end = text.indexOf(JSON.stringify(method)) + JSON.stringify(method).length;
    return invalid(
      `unknown variant ${shown}, expected one of ${METHODS.join(', ')} at ${position(text, end - 1)}`,
      requestId,
    );
  }
  const end = `at ${position(text, text.trimEnd().length - 1)}`;
  const subscription = method === 'SUBSCRIBE' || method === 'UNSUBSCRIBE';
  // The venue's parser wants the stream list of a (un)subscription, and an id on every request.
  if (subscription && params === undefined) return invalid(`missing field params ${end}`, requestId);
  if (id === undefined) return invalid(`missing field id ${end}`);
  const list = params === undefined || params === null ? [] : params;
  if (!Array.isArray(list)) return invalid('params must be an array', requestId);
  switch (method) {
    case 'SUBSCRIBE':
    case 'UNSUBSCRIBE':
      if (!list.every((name) => typeof name === 'string'))
        return invalid('stream names must be strings', requestId);
      return { method, id: requestId, params: list as string[] };
    case 'LIST_SUBSCRIPTIONS':
      if (list.length > 0) return invalid('too many parameters', requestId);
      return { method, id: requestId };
    case 'SET_PROPERTY':
      if (list.length > 2) return invalid('too many parameters', requestId);
      if (typeof list[0] !== 'string') return invalid('property name must be a string', requestId);
      return { method, id: requestId, name: list[0], value: list[1] };
    default:
      if (list.length > 1) return invalid('too many parameters', requestId);
      if (typeof list[0] !== 'string') return invalid('property name must be a string', requestId);
      return { method: 'GET_PROPERTY', id: requestId, name: list[0] };
  }
}

export const controlErrors = {
  unknownProperty: (id: RequestId): ControlError => ({ error: { code: 0, msg: 'Unknown property' }, id }),
  notBoolean: (id: RequestId): ControlError => ({
    error: { code: 1, msg: 'Invalid value type: expected Boolean' },
    id,
  }),
  invalidStream: (id: RequestId): ControlError => invalid('invalid stream', id),
};
