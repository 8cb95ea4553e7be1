import type { CommandOf } from './commands';
import type { NewOrder } from './types';
import { Engine, type EngineOptions } from './engine';
import type { EngineEvent } from './events';
import { EngineQueries } from './queries';
import type { SymbolConfig } from './types';

export const btcusdt: SymbolConfig = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  tickSize: '0.01',
  stepSize: '0.00001',
  minQty: '0.00001',
  amendAllowed: true,
};

export const ethbtc: SymbolConfig = {
  symbol: 'ETHBTC',
  baseAsset: 'ETH',
  quoteAsset: 'BTC',
  tickSize: '0.00001',
  stepSize: '0.0001',
  minQty: '0.0001',
  amendAllowed: false,
};

/** An engine with two funded accounts (alice, bob) and a clock that advances 1 ms per command. */
export function testVenue(options: { commission?: string } = {}, engineOptions: EngineOptions = {}) {
  const engine = new Engine([btcusdt, ethbtc], engineOptions);
  const queries = new EngineQueries(engine);
  const events: EngineEvent[] = [];
  engine.subscribe((event) => events.push(event));
  let clock = 1_700_000_000_000;
  const at = () => (clock += 1);
  const rate = options.commission ?? '0';
  for (const accountId of ['alice', 'bob', 'carol']) {
    engine.execute({
      kind: 'openAccount',
      at: at(),
      account: {
        accountId,
        balances: { USDT: '1000000', BTC: '100', ETH: '1000' },
        commission: { maker: rate, taker: rate },
      },
    });
  }
  const place = (accountId: string, order: Omit<NewOrder, 'symbol'> & { symbol?: string }) =>
    engine.execute({ kind: 'placeOrder', at: at(), accountId, order: { symbol: 'BTCUSDT', ...order } });
  const limit = (
    accountId: string,
    side: 'BUY' | 'SELL',
    price: string,
    quantity: string,
    extra: Partial<NewOrder> = {},
  ) => place(accountId, { side, type: 'LIMIT', timeInForce: 'GTC', price, quantity, ...extra });
  /** Prints a trade at `price` (sets the last price) between carol's resting order and bob's taker. */
  const tradeAt = (price: string) => {
    limit('carol', 'SELL', price, '0.01');
    limit('bob', 'BUY', price, '0.01');
  };
  const balance = (accountId: string, asset: string) =>
    queries.account(accountId).balances.find((b) => b.asset === asset) ?? {
      asset,
      free: '0.00000000',
      locked: '0.00000000',
    };
  /** A command on one of the account's orders, lists or books; the symbol is BTCUSDT unless given. */
  const onSymbol =
    <K extends 'cancelOrder' | 'cancelOrderList' | 'cancelOpenOrders' | 'amendOrder'>(kind: K) =>
    (
      accountId: string,
      fields: Omit<CommandOf<K>, 'kind' | 'at' | 'accountId' | 'symbol'> & { symbol?: string },
    ) =>
      engine.execute({ kind, at: at(), accountId, symbol: 'BTCUSDT', ...fields } as CommandOf<K>);
  /** An order list placed by the account; on BTCUSDT unless the list names a symbol. */
  const placeList =
    <K extends 'placeOco' | 'placeOto' | 'placeOtoco'>(kind: K) =>
    (accountId: string, list: Omit<CommandOf<K>['list'], 'symbol'> & { symbol?: string }) =>
      engine.execute({ kind, at: at(), accountId, list: { symbol: 'BTCUSDT', ...list } } as CommandOf<K>);
  /** Paper money credited to the account, as an operator's deposit. */
  const deposit = (accountId: string, asset: string, amount: string) =>
    engine.execute({ kind: 'deposit', at: at(), accountId, asset, amount });
  /** Part of the balance locked (delta > 0) or released by a system outside the engine. */
  const externalLock = (accountId: string, asset: string, delta: string) =>
    engine.execute({ kind: 'externalLock', at: at(), accountId, asset, delta });
  const cancelReplace = (
    accountId: string,
    fields: Omit<CommandOf<'cancelReplace'>, 'kind' | 'at' | 'accountId'>,
  ) => engine.execute({ kind: 'cancelReplace', at: at(), accountId, ...fields });
  return {
    engine,
    queries,
    events,
    at,
    place,
    limit,
    tradeAt,
    balance,
    now: () => clock,
    cancel: onSymbol('cancelOrder'),
    cancelList: onSymbol('cancelOrderList'),
    cancelOpenOrders: onSymbol('cancelOpenOrders'),
    amend: onSymbol('amendOrder'),
    cancelReplace,
    deposit,
    externalLock,
    placeOco: placeList('placeOco'),
    placeOto: placeList('placeOto'),
    placeOtoco: placeList('placeOtoco'),
  };
}

/**
 * Saved columns as the snapshot file's reader gives them back: views into one Buffer at an odd
 * offset (a Buffer's `slice` is a view too, not a copy).
 */
export function throughOneFile(columns: readonly Uint8Array[]): Uint8Array[] {
  const file = Buffer.concat([Buffer.alloc(3), ...columns]);
  let offset = 3;
  return columns.map((column) => {
    const bytes = file.subarray(offset, offset + column.byteLength);
    offset += column.byteLength;
    return bytes;
  });
}
