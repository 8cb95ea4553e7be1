import { klineInterval } from '@shared/api/spot/enums';
/** A market stream the venue can serve, parsed from its (case-sensitive) name. */
export type MarketStream =
  | {
      readonly kind: 'trade' | 'aggTrade' | 'bookTicker' | 'miniTicker' | 'ticker' | 'avgPrice';
      readonly symbol: string;
    }
  | { readonly kind: 'allMiniTickers' }
  | {
      readonly kind: 'kline';
      readonly symbol: string;
      readonly interval: KlineInterval;
      readonly offsetMs: number;
    }
  | { readonly kind: 'diffDepth'; readonly symbol: string; readonly periodMs: 100 | 1000 }
  | {
      readonly kind: 'partialDepth';
      readonly symbol: string;
      readonly levels: 5 | 10 | 20;
      readonly periodMs: 100 | 1000;
    };

export const KLINE_INTERVALS = klineInterval.options;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

const SIMPLE = new Set(['trade', 'aggTrade', 'bookTicker', 'miniTicker', 'ticker', 'avgPrice']);

/** `+08:00` / `-05:30` style offsets within −12:00..+14:00, in ms; undefined when malformed. */
export function parseTimeZone(text: string): number | undefined {
  const match = /^([+-])(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  const signed = match[1] === '-' ? -minutes : minutes;
  if (Number(match[3]) > 59 || signed < -12 * 60 || signed > 14 * 60) return undefined;
  return signed * 60_000;
}

/**
 * Parses `<symbol>@<type>[@option]`; the symbol must be lower case and known (`isSymbol` gets it
 * upper-cased). Returns undefined for anything the venue does not serve.
 */
export function parseStreamName(
  name: string,
  isSymbol: (symbol: string) => boolean,
): MarketStream | undefined {
  if (name === '!miniTicker@arr') return { kind: 'allMiniTickers' };
  const [lower, type, option, ...rest] = name.split('@');
  if (lower === undefined || type === undefined || rest.length > 0) return undefined;
  if (lower !== lower.toLowerCase() || !isSymbol(lower.toUpperCase())) return undefined;
  const symbol = lower.toUpperCase();
  if (SIMPLE.has(type)) {
    return option === undefined ? ({ kind: type, symbol } as MarketStream) : undefined;
  }
  if (type.startsWith('kline_')) {
    const interval = type.slice('kline_'.length);
    if (!(KLINE_INTERVALS as readonly string[]).includes(interval)) return undefined;
    const offsetMs = option === undefined ? 0 : parseTimeZone(option);
    if (offsetMs === undefined) return undefined;
    return { kind: 'kline', symbol, interval: interval as KlineInterval, offsetMs };
  }
  const depth = /^depth(5|10|20)?$/.exec(type);
  if (!depth) return undefined;
  if (option !== undefined && option !== '100ms' && option !== '1000ms') return undefined;
  const periodMs = option === '100ms' ? 100 : 1000;
  if (depth[1] === undefined) return { kind: 'diffDepth', symbol, periodMs };
  return { kind: 'partialDepth', symbol, levels: Number(depth[1]) as 5 | 10 | 20, periodMs };
}
