import type { KlineInterval } from '@shared/api/spot/enums';
import { FUTURES_INTERVALS } from '../futures/kline-views';

/** A futures market stream the venue serves, parsed from its name. */
export type FuturesStream =
  | { readonly kind: 'markPrice'; readonly symbol: string; readonly periodMs: number }
  | { readonly kind: 'markPriceAll'; readonly periodMs: number }
  | { readonly kind: 'depth'; readonly symbol: string; readonly periodMs: number }
  | {
      readonly kind: 'partialDepth';
      readonly symbol: string;
      readonly levels: number;
      readonly periodMs: number;
    }
  | { readonly kind: 'aggTrade'; readonly symbol: string }
  | { readonly kind: 'trade'; readonly symbol: string }
  | { readonly kind: 'kline'; readonly symbol: string; readonly interval: KlineInterval }
  | { readonly kind: 'bookTicker'; readonly symbol: string };

const SPEEDS: Record<string, number> = { '': 250, '@100ms': 100, '@250ms': 250, '@500ms': 500 };

/**
 * `<symbol>@markPrice[@1s]`, `!markPrice@arr[@1s]`, `<symbol>@depth[@100ms|@250ms|@500ms]`,
 * `<symbol>@depth<5|10|20>[@…]`, `<symbol>@aggTrade`, `<symbol>@trade`, `<symbol>@kline_<interval>`,
 * `<symbol>@bookTicker`; symbols in lower case. Undefined for anything else.
 */
export function parseFuturesStream(
  name: string,
  isSymbol: (symbol: string) => boolean,
): FuturesStream | undefined {
  const all = /^!markPrice@arr(@1s)?$/.exec(name);
  if (all) return { kind: 'markPriceAll', periodMs: all[1] ? 1000 : 3000 };
  const at = name.indexOf('@');
  if (at < 1) return undefined;
  const lower = name.slice(0, at);
  if (lower !== lower.toLowerCase()) return undefined;
  const symbol = lower.toUpperCase();
  if (!isSymbol(symbol)) return undefined;
  const rest = name.slice(at + 1);
  const mark = /^markPrice(@1s)?$/.exec(rest);
  if (mark) return { kind: 'markPrice', symbol, periodMs: mark[1] ? 1000 : 3000 };
  const depth = /^depth(5|10|20)?(@100ms|@250ms|@500ms)?$/.exec(rest);
  if (depth) {
    const periodMs = SPEEDS[depth[2] ?? '']!;
    return depth[1]
      ? { kind: 'partialDepth', symbol, levels: Number(depth[1]), periodMs }
      : { kind: 'depth', symbol, periodMs };
  }
  if (rest === 'aggTrade') return { kind: 'aggTrade', symbol };
  if (rest === 'trade') return { kind: 'trade', symbol };
  if (rest === 'bookTicker') return { kind: 'bookTicker', symbol };
  const kline = /^kline_(\w+)$/.exec(rest);
  if (kline && (FUTURES_INTERVALS as readonly string[]).includes(kline[1]!))
    return { kind: 'kline', symbol, interval: kline[1] as KlineInterval };
  return undefined;
}
