import { refusals } from './errors';
import { optionalText } from './params';
import { type FuturesState, type Market, marketOf } from './state';
import type { Family } from './symbols';

type Params = Readonly<Record<string, string>>;

const DIGITS = /^\d{1,20}$/;

/** A whole number parameter; -1100 when it is not one. */
export function readNumber(params: Params, name: string): number | undefined {
  const text = optionalText(params, name);
  if (text === undefined) return undefined;
  if (!DIGITS.test(text) || !Number.isSafeInteger(Number(text)))
    throw refusals.illegalChars(name, '^[0-9]{1,20}$');
  return Number(text);
}

/** `limit`: the fallback when absent, at most `max`, -1130 below 1. */
export function readLimit(params: Params, fallback: number, max: number): number {
  const limit = readNumber(params, 'limit');
  if (limit === undefined) return fallback;
  if (limit < 1) throw refusals.invalidValue('limit');
  return Math.min(limit, max);
}

/** The family's market named by `symbol` (-1102 missing, -1121 unknown). */
export function requiredMarket(state: FuturesState, family: Family, params: Params): Market {
  const symbol = optionalText(params, 'symbol');
  if (symbol === undefined) throw refusals.mandatory('symbol');
  const market = marketOf(state, family, symbol);
  if (!market) throw refusals.invalidSymbol();
  return market;
}

/** The family's markets named by `symbol` (or, on COIN-M, `pair`), or all of them when neither is sent. */
export function selectedMarkets(state: FuturesState, family: Family, params: Params): Market[] {
  const symbol = optionalText(params, 'symbol');
  if (symbol !== undefined) return [requiredMarket(state, family, params)];
  const all = [...state.markets.values()].filter((m) => m.spec.family === family);
  const pair = family === 'dapi' ? optionalText(params, 'pair') : undefined;
  if (pair === undefined) return all;
  const matching = all.filter((m) => m.spec.pair === pair);
  if (matching.length === 0) throw refusals.invalidSymbol();
  return matching;
}

/** The markets of a `pair` (index klines; -1102 missing, -1121 unknown). */
export function pairMarket(state: FuturesState, family: Family, params: Params): Market {
  const pair = optionalText(params, 'pair');
  if (pair === undefined) throw refusals.mandatory('pair');
  const market = [...state.markets.values()].find((m) => m.spec.family === family && m.spec.pair === pair);
  if (!market) throw refusals.invalidSymbol();
  return market;
}

/** startTime/endTime as sent (-1100 when malformed). */
export function readTimeSpan(params: Params): { startTime?: number; endTime?: number } {
  const startTime = readNumber(params, 'startTime');
  const endTime = readNumber(params, 'endTime');
  return {
    ...(startTime !== undefined ? { startTime } : {}),
    ...(endTime !== undefined ? { endTime } : {}),
  };
}
