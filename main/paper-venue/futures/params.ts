import { Dec, writtenDecimals } from './decimal';
import { refusals } from './errors';

type Params = Readonly<Record<string, string>>;

const DECIMAL = /^\d{1,20}(\.\d{1,20})?$/;
const DECIMAL_RANGE = '^([0-9]{1,20})(\\.[0-9]{1,20})?$';
const INTEGER = /^-?\d{1,19}$/;

/** A parameter counts as sent when present and non-empty. */
export function sent(params: Params, name: string): boolean {
  const value = params[name];
  return value !== undefined && value !== '';
}

export function optionalText(params: Params, name: string): string | undefined {
  return sent(params, name) ? params[name] : undefined;
}

export function requiredText(params: Params, name: string): string {
  const value = optionalText(params, name);
  if (value === undefined) throw refusals.mandatory(name);
  return value;
}

/** One of `values`, or the refusal given for anything else. */
export function optionalEnum<T extends string>(
  params: Params,
  name: string,
  values: readonly T[],
  invalid: () => Error = () => refusals.invalidValue(name),
): T | undefined {
  const value = optionalText(params, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw invalid();
  return value as T;
}

export function requiredEnum<T extends string>(
  params: Params,
  name: string,
  values: readonly T[],
  invalid?: () => Error,
): T {
  const value = optionalEnum(params, name, values, invalid);
  if (value === undefined) throw refusals.mandatory(name);
  return value;
}

/** A non-negative decimal, refused with -1111 when written with more than `maxDecimals` places. */
export function optionalDecimal(params: Params, name: string, maxDecimals?: number): Dec | undefined {
  const value = optionalText(params, name);
  if (value === undefined) return undefined;
  if (value.startsWith('-') && DECIMAL.test(value.slice(1))) {
    throw name === 'quantity' ? refusals.qtyBelowZero() : refusals.priceBelowZero();
  }
  if (!DECIMAL.test(value)) throw refusals.illegalChars(name, DECIMAL_RANGE);
  if (maxDecimals !== undefined && writtenDecimals(value.replace(/0+$/, '')) > maxDecimals) {
    throw refusals.precision();
  }
  return new Dec(value);
}

export function requiredDecimal(params: Params, name: string, maxDecimals?: number): Dec {
  const value = optionalDecimal(params, name, maxDecimals);
  if (value === undefined) throw refusals.mandatory(name);
  return value;
}

export function optionalBoolean(params: Params, name: string): boolean | undefined {
  const value = optionalText(params, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'TRUE') return true;
  if (value === 'false' || value === 'FALSE') return false;
  throw refusals.invalidValue(name);
}

export function optionalInteger(params: Params, name: string): number | undefined {
  const value = optionalText(params, name);
  if (value === undefined) return undefined;
  const parsed = INTEGER.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed)) throw refusals.mandatory(name);
  return parsed;
}
