import type { KlineInterval } from '@shared/api/spot/enums';
import type { RateLimit } from '@shared/api/spot/exchange-info';
import type { KlineRow } from '@shared/market/klines';
import { type Book, emptyBook, requote } from './book';
import { Dec } from './decimal';
import type { FuturesOrder, PositionSide } from './order';
import { DAPI_SYMBOLS, FAPI_SYMBOLS, type Family, type SymbolSpec } from './symbols';
import { createTape, type Tape } from './tape';
import { FUTURES_REQUEST_WEIGHT } from './exchange-info';

export interface Position {
  readonly symbol: string;
  readonly positionSide: PositionSide;
  /** Signed: negative for a short (also on the SHORT side in hedge mode). Contracts for dapi. */
  amount: Dec;
  entryPrice: Dec;
  updateTime: number;
  /** Isolated margin added through positionMargin beyond the position's initial margin. */
  addedMargin: Dec;
}

export interface FuturesAccount {
  readonly id: string;
  /** Wallet balance per margin asset (USDT for fapi, BTC for dapi). */
  readonly wallets: Map<string, Dec>;
  /** Hedge mode per family (`dualSidePosition`). */
  readonly dualSide: Record<Family, boolean>;
  readonly leverage: Map<string, number>;
  /** Symbols margined in isolation (marginType ISOLATED); the others are cross. */
  readonly isolated: Set<string>;
  /** Keyed `${symbol}:${positionSide}`. */
  readonly positions: Map<string, Position>;
}

export interface Market {
  readonly spec: SymbolSpec;
  mark: Dec;
  /** The contract (last trade) price. */
  last: Dec;
  /** The index price: the spot price the mark follows, or the mark where nothing is followed. */
  index: Dec;
  readonly book: Book;
  quoteVersion: number;
  /** The book's update id and the levels it was last seen with (depth-view.ts). */
  readonly depth: { updateId: number; seen: string };
}

export interface FeeRates {
  readonly maker: Dec;
  readonly taker: Dec;
}

export interface FuturesState {
  readonly seed: number;
  readonly markets: Map<string, Market>;
  readonly accounts: Map<string, FuturesAccount>;
  readonly orders: Map<number, FuturesOrder>;
  nextOrderId: number;
  /** Contract-quantity symbols whose stop-type orders moved to the algo endpoint (-4120 on /order). */
  readonly algoMigrated: Set<string>;
  readonly fees: FeeRates;
  readonly initialBalances: Readonly<Record<string, string>>;
  readonly defaultLeverage: number;
  /** The IP request weight limit each family counts apart (`FuturesStateOptions.requestWeight`). */
  readonly requestWeight: readonly RateLimit[];
  /** The latest server time any handler has seen. */
  clock: number;
  /** Fills, income, funding and mark/index history. */
  readonly tape: Tape;
  /**
   * Klines of a spot symbol from the venue's simulated spot market (its generated history and live
   * trades): what the futures' charts show before their own record starts. Set by the venue.
   */
  indexHistory?: IndexHistory;
}

export type IndexHistory = (
  spotSymbol: string,
  query: { interval: KlineInterval; startTime?: number; endTime?: number; limit: number; now: number },
) => KlineRow[];

export interface FuturesStateOptions {
  /** Seeds the market maker's quantities; the same seed gives the same books. */
  readonly seed?: number;
  /** Contract-quantity symbols that refuse stop-type orders with -4120 (default: none). */
  readonly algoMigratedSymbols?: readonly string[];
  /** Wallet balance every new account starts with, per margin asset. */
  readonly initialBalances?: Readonly<Record<string, string>>;
  readonly makerFee?: string;
  readonly takerFee?: string;
  readonly defaultLeverage?: number;
  /** Starting mark prices by symbol, overriding the listed defaults. */
  readonly marks?: Readonly<Record<string, string>>;
  /** Venue time between funding settlements (default 8 hours). */
  readonly fundingIntervalMs?: number;
  /** The IP request weight each family counts on its own and lists in its exchangeInfo (2,400 a minute). */
  readonly requestWeight?: readonly RateLimit[];
}

/** A fresh, seeded futures venue: BTCUSDT and ETHUSDT (fapi), BTCUSD_PERP (dapi). */
export function createFuturesState(options: FuturesStateOptions = {}): FuturesState {
  const seed = options.seed ?? 1;
  const markets = new Map<string, Market>();
  for (const spec of [...FAPI_SYMBOLS, ...DAPI_SYMBOLS]) {
    const mark = new Dec(options.marks?.[spec.symbol] ?? spec.initialMark);
    const market: Market = {
      spec,
      mark,
      last: mark,
      index: mark,
      book: emptyBook(),
      quoteVersion: 0,
      depth: { updateId: 0, seen: '' },
    };
    requote(market.book, spec, mark, seed, 0);
    markets.set(spec.symbol, market);
  }
  return {
    seed,
    markets,
    accounts: new Map(),
    orders: new Map(),
    nextOrderId: 1,
    algoMigrated: new Set(options.algoMigratedSymbols ?? []),
    fees: { maker: new Dec(options.makerFee ?? '0.0002'), taker: new Dec(options.takerFee ?? '0.0005') },
    initialBalances: options.initialBalances ?? { USDT: '10000', BTC: '1' },
    defaultLeverage: options.defaultLeverage ?? 20,
    requestWeight: options.requestWeight ?? FUTURES_REQUEST_WEIGHT,
    clock: 0,
    tape: createTape(options.fundingIntervalMs),
  };
}

/** The account, opened with the initial balances on first use. */
export function accountOf(state: FuturesState, accountId: string): FuturesAccount {
  let account = state.accounts.get(accountId);
  if (!account) {
    account = {
      id: accountId,
      wallets: new Map(
        Object.entries(state.initialBalances).map(([asset, amount]) => [asset, new Dec(amount)]),
      ),
      dualSide: { fapi: false, dapi: false },
      leverage: new Map(),
      isolated: new Set(),
      positions: new Map(),
    };
    state.accounts.set(accountId, account);
  }
  return account;
}

export function marketOf(state: FuturesState, family: Family, symbol: string): Market | undefined {
  const market = state.markets.get(symbol);
  return market?.spec.family === family ? market : undefined;
}

export function leverageOf(state: FuturesState, account: FuturesAccount, symbol: string): number {
  return account.leverage.get(symbol) ?? state.defaultLeverage;
}

export function walletOf(account: FuturesAccount, asset: string): Dec {
  return account.wallets.get(asset) ?? new Dec(0);
}

export function positionOf(account: FuturesAccount, symbol: string, positionSide: PositionSide): Position {
  const key = `${symbol}:${positionSide}`;
  let position = account.positions.get(key);
  if (!position) {
    position = {
      symbol,
      positionSide,
      amount: new Dec(0),
      entryPrice: new Dec(0),
      updateTime: 0,
      addedMargin: new Dec(0),
    };
    account.positions.set(key, position);
  }
  return position;
}

/** Sets an account's wallet balance for a margin asset (tests and the CLI fund accounts with it). */
export function setWalletBalance(
  state: FuturesState,
  accountId: string,
  asset: string,
  amount: string,
): void {
  accountOf(state, accountId).wallets.set(asset, new Dec(amount));
}

/** Switches stop-type orders on /dapi/v1/order between accepted and -4120, per symbol. */
export function setAlgoOrderMigration(state: FuturesState, symbol: string, migrated: boolean): void {
  if (migrated) state.algoMigrated.add(symbol);
  else state.algoMigrated.delete(symbol);
}
