import { fail, type VenueFailure } from './venue-failure';

const LONG = /^[0-9]{1,20}$/;
const LONG_RANGE = '^[0-9]{1,20}$';
const DECIMAL = /^([0-9]{1,20})(\.[0-9]{1,20})?$/;
const DECIMAL_RANGE = '^([0-9]{1,20})(\\.[0-9]{1,20})?$';
const SYMBOL = /^[A-Z0-9-_.]{1,20}$/;
export const SYMBOL_RANGE = '^[A-Z0-9-_.]{1,20}$';
const CLIENT_ORDER_ID = /^[.A-Z:/a-z0-9_-]{1,36}$/;
const CLIENT_ORDER_ID_RANGE = '^[\\.A-Z\\:/a-z0-9_-]{1,36}$';

export interface Requirement {
  /** Missing or empty gives -1102 instead of `undefined` (an empty optional one is -1105). */
  readonly required?: boolean;
}

/** Decimal places a decimal string really uses (trailing zeros do not count). */
export function decimalPlaces(value: string): number {
  const point = value.indexOf('.');
  if (point === -1) return 0;
  return value.slice(point + 1).replace(/0+$/, '').length;
}

/**
 * One request's parameters, read through typed accessors that answer malformed input with the
 * venue's code and message. Every accessor marks its parameter read; `assertAllRead` then
 * refuses parameters no accessor asked for (-1104).
 */
export class Params {
  readonly #values: ReadonlyMap<string, string>;
  readonly #read = new Set<string>();

  constructor(values: ReadonlyMap<string, string>) {
    this.#values = values;
  }

  /** Whether the parameter was sent at all (even empty); does not mark it read. */
  has(name: string): boolean {
    return this.#values.has(name);
  }

  get names(): string[] {
    return [...this.#values.keys()];
  }

  /** The raw text, or undefined when not sent; empty optional text is -1105. */
  text(name: string, requirement: { required: true }): string;
  text(name: string, requirement?: Requirement): string | undefined;
  text(name: string, requirement: Requirement = {}): string | undefined {
    this.#read.add(name);
    const value = this.#values.get(name);
    if (value === undefined || value === '') {
      if (requirement.required) throw fail.mandatoryMissing(name);
      if (value === '') throw fail.emptyParameter(name);
      return undefined;
    }
    return value;
  }

  #matching(name: string, value: string | undefined, pattern: RegExp, legalRange: string) {
    if (value !== undefined && !pattern.test(value)) throw fail.illegalCharsIn(name, legalRange);
    return value;
  }

  /** A LONG (ids, times): digits only, within 2^53. */
  long(name: string, requirement: { required: true }): number;
  long(name: string, requirement?: Requirement): number | undefined;
  long(name: string, requirement: Requirement = {}): number | undefined {
    const text = this.#matching(name, this.text(name, requirement), LONG, LONG_RANGE);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isSafeInteger(value)) throw fail.invalidData(name);
    return value;
  }

  /** An INT within [min, max]; outside it is -1130. */
  int(name: string, bounds: { min: number; max: number }, requirement: Requirement = {}): number | undefined {
    const value = this.long(name, requirement);
    if (value === undefined) return undefined;
    if (value < bounds.min || value > bounds.max) throw fail.invalidData(name);
    return value;
  }

  /** A DECIMAL kept as its exact string; more places than `maxDecimals` is -1111. */
  decimal(name: string, requirement: Requirement & { required: true; maxDecimals?: number }): string;
  decimal(name: string, requirement?: Requirement & { maxDecimals?: number }): string | undefined;
  decimal(name: string, requirement: Requirement & { maxDecimals?: number } = {}): string | undefined {
    const text = this.#matching(name, this.text(name, requirement), DECIMAL, DECIMAL_RANGE);
    if (text === undefined) return undefined;
    if (requirement.maxDecimals !== undefined && decimalPlaces(text) > requirement.maxDecimals) {
      throw fail.tooMuchPrecision(name);
    }
    return text;
  }

  /** A BOOLEAN: `true` or `false`, either case. */
  boolean(name: string, requirement: Requirement = {}): boolean | undefined {
    const text = this.text(name, requirement);
    if (text === undefined) return undefined;
    const lower = text.toLowerCase();
    if (lower !== 'true' && lower !== 'false') throw fail.invalidData(name);
    return lower === 'true';
  }

  /** An ENUM; a value outside `values` is `invalid()` (e.g. -1117 for side). */
  oneOf<const T extends string>(
    name: string,
    values: readonly T[],
    invalid: () => VenueFailure,
    requirement: { required: true },
  ): T;
  oneOf<const T extends string>(
    name: string,
    values: readonly T[],
    invalid: () => VenueFailure,
    requirement?: Requirement,
  ): T | undefined;
  oneOf<const T extends string>(
    name: string,
    values: readonly T[],
    invalid: () => VenueFailure,
    requirement: Requirement = {},
  ): T | undefined {
    const text = this.text(name, requirement);
    if (text === undefined) return undefined;
    if (!(values as readonly string[]).includes(text)) throw invalid();
    return text as T;
  }

  /** A symbol name: upper-case letters, digits, `-_.`; whether it is listed is the caller's question. */
  symbolName(name: string, requirement: { required: true }): string;
  symbolName(name: string, requirement?: Requirement): string | undefined;
  symbolName(name: string, requirement: Requirement = {}): string | undefined {
    return this.#matching(name, this.text(name, requirement), SYMBOL, SYMBOL_RANGE);
  }

  /** A client order id; an empty one has its own codes (-1118 new, -1119 original). */
  clientOrderId(name: string, emptyFailure?: () => VenueFailure): string | undefined {
    if (emptyFailure && this.#values.get(name) === '') {
      this.#read.add(name);
      throw emptyFailure();
    }
    return this.#matching(name, this.text(name), CLIENT_ORDER_ID, CLIENT_ORDER_ID_RANGE);
  }

  /** A JSON parameter (`symbols=["A","B"]`); malformed JSON gives `invalid()`. */
  json(name: string, invalid: () => VenueFailure): unknown {
    const text = this.text(name);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw invalid();
    }
  }

  /** Refuses a parameter that this request must not carry (-1106). */
  forbid(name: string): void {
    if (this.#values.has(name)) throw fail.notRequired(name);
  }

  /** Marks parameters read without interpreting them (the pipeline's signature). */
  consume(...names: string[]): void {
    for (const name of names) this.#read.add(name);
  }

  /** -1104 when some sent parameter was never read. */
  assertAllRead(): void {
    const sent = this.#values.size;
    const read = [...this.#values.keys()].filter((name) => this.#read.has(name)).length;
    if (read < sent) throw fail.unreadParameters(read, sent);
  }
}

export const isSymbolName = (text: string) => SYMBOL.test(text);
