/** A request parameter as the client methods hand it over; undefined ones are not sent. */
export type ParamValue = string | number | boolean | readonly string[] | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

const utf8 = new TextEncoder();

/** Every character RFC 3986 unreserved (A-Z a-z 0-9 - . _ ~): the common case, kept cheap (a regex beats a char loop). */
const unreserved = /^[A-Za-z0-9\-._~]*$/;

const leftByEncodeUriComponent = /[!'()*]/g;

/**
 * Percent-encodes everything outside RFC 3986's unreserved set (A-Z a-z 0-9 - . _ ~), non-ASCII as
 * its UTF-8 bytes, so the payload is plain ASCII and is the same bytes whatever reads it.
 */
export function percentEncode(value: string): string {
  if (unreserved.test(value)) return value;
  try {
    // encodeURIComponent leaves !'()* alone; the venue's encoding escapes them too.
    return encodeURIComponent(value).replace(
      leftByEncodeUriComponent,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    return encodeBytes(value); // a lone surrogate: TextEncoder turns it into U+FFFD
  }
}

export function encodeBytes(value: string): string {
  let out = '';
  for (const byte of utf8.encode(value)) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function valueText(name: string, value: Exclude<ParamValue, undefined>): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new TypeError(`parameter ${name} must be a whole number (decimals are sent as strings)`);
    return String(value);
  }
  return JSON.stringify(value); // ARRAY OF STRING goes as a JSON array: symbols=["A","B"]
}

/** `name=` encoded, per parameter name: the client uses a few dozen names over and over. */
const encodedNames = new Map<string, string>();
const MAX_NAMES = 1_000;

function nameAndEquals(name: string): string {
  let encoded = encodedNames.get(name);
  if (encoded === undefined) {
    encoded = `${percentEncode(name)}=`;
    if (encodedNames.size < MAX_NAMES) encodedNames.set(name, encoded);
  }
  return encoded;
}

/** `k=v&k=v` in the given order, values percent-encoded. */
export function encodeParams(params: Params): string {
  let out = '';
  for (const name in params) {
    const value = params[name];
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : valueText(name, value);
    out += (out === '' ? nameAndEquals(name) : `&${nameAndEquals(name)}`) + percentEncode(text);
  }
  return out;
}

const decimalParamName = /(price|qty|quantity|rate)$/i;
const decimalText = /^\d+(\.\d+)?$/;

/** The first parameter that should hold a decimal string but does not, if any. */
export function misplacedDecimal(params: Params): string | undefined {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || !decimalParamName.test(name)) continue;
    if (typeof value !== 'string' || !decimalText.test(value)) return name;
  }
  return undefined;
}
