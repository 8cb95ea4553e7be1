import { fail } from './venue-failure';

/** Most parameters any endpoint takes (OTOCO has about 40). */
export const MAX_PARAMETERS = 64;
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
// Control characters never belong in a parameter.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface RawParam {
  readonly name: string;
  readonly value: string;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw fail.illegalChars();
  }
}

/** Splits `a=1&b=2` (query string or form body) into decoded pairs, refusing malformed input. */
export function splitParams(raw: string): RawParam[] {
  const pairs: RawParam[] = [];
  for (const segment of raw.split('&')) {
    if (segment === '') continue;
    const equals = segment.indexOf('=');
    const name = decode(equals === -1 ? segment : segment.slice(0, equals));
    const value = equals === -1 ? '' : decode(segment.slice(equals + 1));
    if (!PARAMETER_NAME.test(name)) throw fail.unknownParameter();
    if (CONTROL_CHARACTERS.test(value)) throw fail.illegalChars();
    pairs.push({ name, value });
    if (pairs.length > MAX_PARAMETERS) throw fail.tooManyParameters();
  }
  return pairs;
}

function toMap(pairs: readonly RawParam[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const { name, value } of pairs) {
    if (map.has(name)) throw fail.duplicateParameter();
    map.set(name, value);
  }
  return map;
}

/**
 * The request's parameters: query string and form body merged; a name sent in both places takes
 * the query string's value. A name repeated within one place is -1101.
 */
export function mergeParams(query: string, body: string): Map<string, string> {
  const merged = toMap(splitParams(body));
  for (const [name, value] of toMap(splitParams(query))) merged.set(name, value);
  return merged;
}

function decodeLeniently(text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** Best-effort first values, for sizing a request's weight before it is validated. */
export function lenientParams(query: string, body: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const raw of [query, body]) {
    for (const segment of raw.split('&')) {
      const equals = segment.indexOf('=');
      if (equals <= 0) continue;
      const name = segment.slice(0, equals);
      if (!map.has(name)) map.set(name, decodeLeniently(segment.slice(equals + 1)));
    }
  }
  return map;
}
