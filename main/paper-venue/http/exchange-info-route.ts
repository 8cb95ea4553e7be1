import type { RateLimit, SymbolInfo } from '@shared/api/spot/exchange-info';
import type { ExchangeFilter } from '@shared/api/spot/filters';
import type { SymbolCatalog } from '../config/symbols';
import { isSymbolName, SYMBOL_RANGE, type Params } from './params';
import type { RouteHandler } from './router';
import { fail } from './venue-failure';

const SYMBOLS_RANGE = `^\\[("${SYMBOL_RANGE.slice(1, -1)}"(,"${SYMBOL_RANGE.slice(1, -1)}"){0,}){0,1}\\]$`;
const DEFAULT_PERMISSIONS = ['SPOT', 'MARGIN', 'LEVERAGED'];
const KNOWN_PERMISSIONS = new Set([
  ...DEFAULT_PERMISSIONS,
  ...Array.from({ length: 24 }, (_, index) => `TRD_GRP_${String(index + 2).padStart(3, '0')}`),
]);
const SYMBOL_STATUSES = ['TRADING', 'HALT', 'BREAK'] as const;

/** `symbols=["BTCUSDT","ETHUSDT"]`: a JSON array of distinct listed symbols. */
export function readSymbolList(params: Params, symbols: SymbolCatalog): SymbolInfo[] | undefined {
  const illegal = () => fail.illegalCharsIn('symbols', SYMBOLS_RANGE);
  const parsed = params.json('symbols', illegal);
  if (parsed === undefined) return undefined;
  if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string' && isSymbolName(name))) {
    throw illegal();
  }
  const names = parsed as string[];
  if (names.length === 0) throw fail.mandatoryMissing('symbols');
  if (new Set(names).size !== names.length) throw fail.duplicateSymbols();
  return names.map((name) => {
    const info = symbols.get(name);
    if (!info) throw fail.invalidSymbol();
    return info;
  });
}

function readPermissions(params: Params): string[] | undefined {
  const text = params.text('permissions');
  if (text === undefined) return undefined;
  let permissions: unknown = [text];
  if (text.startsWith('[')) {
    try {
      permissions = JSON.parse(text);
    } catch {
      throw fail.invalidData('permissions');
    }
  }
  if (
    !Array.isArray(permissions) ||
    permissions.length === 0 ||
    !permissions.every((permission) => typeof permission === 'string' && KNOWN_PERMISSIONS.has(permission))
  ) {
    throw fail.invalidData('permissions');
  }
  return permissions as string[];
}

export interface ExchangeInfoSource {
  readonly symbols: SymbolCatalog;
  readonly exchangeFilters: readonly ExchangeFilter[];
  readonly rateLimits: readonly RateLimit[];
  readonly now: () => number;
}

/** GET /api/v3/exchangeInfo with symbol, symbols, permissions, showPermissionSets and symbolStatus. */
export function exchangeInfoRoute(source: ExchangeInfoSource): RouteHandler {
  return ({ params }) => {
    const symbolName = params.symbolName('symbol');
    const listed = readSymbolList(params, source.symbols);
    const permissions = readPermissions(params);
    const showPermissionSets = params.boolean('showPermissionSets') ?? true;
    const status = params.oneOf('symbolStatus', SYMBOL_STATUSES, fail.invalidSymbolStatus);
    const named = symbolName !== undefined || listed !== undefined;
    if ((symbolName !== undefined && listed !== undefined) || (named && (permissions || status))) {
      throw fail.badCombination();
    }

    let chosen: readonly SymbolInfo[];
    if (symbolName !== undefined) {
      const info = source.symbols.get(symbolName);
      if (!info) throw fail.invalidSymbol();
      chosen = [info];
    } else if (listed) {
      chosen = listed;
    } else {
      const wanted = permissions ?? DEFAULT_PERMISSIONS;
      chosen = source.symbols.all.filter(
        (info) =>
          info.permissionSets.some((set) => set.some((permission) => wanted.includes(permission))) &&
          (status === undefined || info.status === status),
      );
    }

    return () => ({
      status: 200,
      body: {
        timezone: 'UTC',
        serverTime: source.now(),
        rateLimits: source.rateLimits,
        exchangeFilters: source.exchangeFilters,
        symbols: chosen.map((info) => (showPermissionSets ? info : { ...info, permissionSets: [] })),
      },
    });
  };
}
