import { describe, expect, it } from 'vitest';
import type { AccountTrade } from '@shared/api/spot/account';
import { dec, type Dec } from '@shared/decimal/decimal';
import { reconcile, replayTrades, type LedgerTrade, type RateAt } from './ledger';
import { positionsView } from './positions-view';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26, 12);
let nextId = 1;

/** A trade on BASE/QUOTE: side, quantity, price, and its fee (amount and asset). */
function trade(
  symbol: [string, string],
  side: 'BUY' | 'SELL',
  qty: string,
  price: string,
  fee: [string, string],
  time: number,
): LedgerTrade {
  const [baseAsset, quoteAsset] = symbol;
  const t: AccountTrade = {
    symbol: `${baseAsset}${quoteAsset}`,
    id: nextId++,
    orderId: nextId,
    orderListId: -1,
    price,
    qty,
    quoteQty: dec(qty).times(price).toFixed(),
    commission: fee[0],
    commissionAsset: fee[1],
    time,
    isBuyer: side === 'BUY',
    isMaker: false,
    isBestMatch: true,
  };
  return { baseAsset, quoteAsset, trade: t };
}

const BTCUSDT: [string, string] = ['BTC', 'USDT'];
const noRates: RateAt = () => null;
const balances = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([a, v]) => [a, dec(v)] as [string, Dec]));
const priceOf = (prices: Record<string, string>) => (asset: string) =>
  prices[asset] === undefined ? null : dec(prices[asset]);

/** The positions of a replayed ledger, squared with what is held and valued at the prices now. */
function viewOf(
  ledger: ReturnType<typeof replayTrades>,
  held: Record<string, string>,
  prices: Record<string, string>,
) {
  const heldNow = balances(held);
  return positionsView(reconcile(ledger, heldNow), heldNow, priceOf(prices), now, []);
}

/** Buy 1 @ 100 (fee 0.1 USDT), buy 1 @ 200 (fee 0.2), sell 1 @ 300 (fee 0.3). */
const threeTrades = () => [
  trade(BTCUSDT, 'BUY', '1', '100', ['0.1', 'USDT'], now - 40 * day),
  trade(BTCUSDT, 'BUY', '1', '200', ['0.2', 'USDT'], now - 10 * day),
  trade(BTCUSDT, 'SELL', '1', '300', ['0.3', 'USDT'], now - 1000),
];

describe('average cost', () => {
  it('buy 1 @ 100, buy 1 @ 200, sell 1 @ 300 with quote fees: average 150, realized 150 less every fee', () => {
    const ledger = replayTrades(threeTrades(), 'USDT', 'average', noRates);
    const view = viewOf(ledger, { BTC: '1', USDT: '1000' }, { BTC: '300' });
    const btc = view.positions.find((p) => p.asset === 'BTC')!;
    expect(btc).toMatchObject({
      quantity: '1',
      costedQuantity: '1',
      averageCost: '150',
      costBasis: '150',
      marketValue: '300',
      unrealized: '150',
      unrealizedPercent: '100',
      feesValue: '0.6',
      fees: [{ asset: 'USDT', amount: '0.6', value: '0.6' }],
      transferredIn: '0',
      transferredOut: '0',
    });
    // the sale realizes 300 - 150; each fee is an expense when paid: 0.3 today, 0.2 ten days ago, 0.1 forty
    expect(btc.realized).toEqual({ all: '149.4', today: '149.7', d7: '149.7', d30: '149.5' });
    expect(btc.lots.map((l) => [l.tradeId, l.quantity, l.cost])).toHaveLength(2);
    expect(view.total).toBe('1300');
    expect(btc.share).toBe('23.08');
    expect(view.daily.at(-1)!.realized).toBe('149.7');
  });

  it('exports one row per trade whose realized P&L sums to the total', () => {
    const ledger = replayTrades(threeTrades(), 'USDT', 'average', noRates);
    const rows = ledger.rows.map((r) => [
      r.asset,
      r.proceeds?.toFixed() ?? null,
      r.costOfSold?.toFixed() ?? null,
      r.realized?.toFixed(),
    ]);
    expect(rows).toEqual([
      ['BTC', null, null, '-0.1'],
      ['BTC', null, null, '-0.2'],
      ['BTC', '300', '150', '149.7'],
    ]);
  });
});

describe('FIFO against average cost on the same trades', () => {
  it('sells the 100 lot first: realized 200 less fees, the 200 lot left', () => {
    const ledger = replayTrades(threeTrades(), 'USDT', 'fifo', noRates);
    const btc = viewOf(ledger, { BTC: '1' }, { BTC: '300' }).positions[0]!;
    expect(btc).toMatchObject({
      averageCost: '200',
      costBasis: '200',
      unrealized: '100',
      unrealizedPercent: '50',
    });
    expect(btc.realized.all).toBe('199.4');
    expect(btc.lots).toEqual([
      expect.objectContaining({ side: 'BUY', price: '200', quantity: '1', cost: '200' }),
    ]);
  });

  it('a partial sale takes part of the oldest lot: buy 2 @ 10, buy 1 @ 40, sell 2.5 @ 30', () => {
    const trades = [
      trade(BTCUSDT, 'BUY', '2', '10', ['0', 'USDT'], now - 3000),
      trade(BTCUSDT, 'BUY', '1', '40', ['0', 'USDT'], now - 2000),
      trade(BTCUSDT, 'SELL', '2.5', '30', ['0', 'USDT'], now - 1000),
    ];
    const fifo = replayTrades(trades, 'USDT', 'fifo', noRates);
    const average = replayTrades(trades, 'USDT', 'average', noRates);
    // FIFO: cost 2 x 10 + 0.5 x 40 = 40, proceeds 75; average: cost 2.5 x 20 = 50
    expect(fifo.rows[2]!.realized!.toFixed()).toBe('35');
    expect(average.rows[2]!.realized!.toFixed()).toBe('25');
    expect(fifo.books.get('BTC')!.cost.toFixed()).toBe('20');
    expect(average.books.get('BTC')!.cost.toFixed()).toBe('10');
  });
});

describe('a fee paid in a third asset (BNB)', () => {
  it('is valued at the BNB price when paid, an expense of the traded position and a disposal of BNB', () => {
    const bnbAt = (time: number) => (time < now - 5000 ? dec('200') : dec('300'));
    const rates: RateAt = (asset, time) => (asset === 'BNB' ? bnbAt(time) : null);
    const trades = [
      trade(['BNB', 'USDT'], 'BUY', '1', '200', ['0', 'USDT'], now - 9000),
      trade(BTCUSDT, 'BUY', '1', '1000', ['0.01', 'BNB'], now - 1000),
    ];
    const ledger = replayTrades(trades, 'USDT', 'average', rates);
    const view = viewOf(ledger, { BNB: '0.99', BTC: '1' }, { BNB: '300', BTC: '1000' });
    const [bnb, btc] = view.positions;
    // 0.01 BNB at 300 = 3 USDT of fee; the BNB cost 2 of it, so BNB realizes +1 and BTC pays 3
    expect(btc).toMatchObject({ feesValue: '3', fees: [{ asset: 'BNB', amount: '0.01', value: '3' }] });
    expect(btc!.realized.all).toBe('-3');
    expect(bnb).toMatchObject({ quantity: '0.99', averageCost: '200', costBasis: '198', unrealized: '99' });
    expect(bnb!.realized.all).toBe('1');
    expect(view.realized.all).toBe('-2');
    expect(ledger.rows[1]!.realized!.toFixed()).toBe('-2');
  });
});

describe('balance changes no trade explains', () => {
  it('a deposit is held without a cost, and selling it realizes nothing', () => {
    // 2 BTC deposited; buy 1 @ 100; sell 2 @ 150: the bought one first (50), then one deposited (nothing)
    const trades = [
      trade(BTCUSDT, 'BUY', '1', '100', ['0', 'USDT'], now - 3000),
      trade(BTCUSDT, 'SELL', '2', '150', ['0', 'USDT'], now - 1000),
    ];
    const ledger = replayTrades(trades, 'USDT', 'average', noRates);
    const btc = viewOf(ledger, { BTC: '1' }, { BTC: '150' }).positions[0]!;
    expect(btc).toMatchObject({
      quantity: '1',
      costedQuantity: '0',
      averageCost: null,
      unrealized: null,
      transferredIn: '2',
      transferredOut: '0',
    });
    expect(btc.realized.all).toBe('50');
  });

  it('a withdrawal leaves at its cost: no P&L, the average unchanged', () => {
    const trades = [trade(BTCUSDT, 'BUY', '2', '100', ['0', 'USDT'], now - 3000)];
    const ledger = replayTrades(trades, 'USDT', 'average', noRates);
    const btc = viewOf(ledger, { BTC: '0.5' }, { BTC: '120' }).positions[0]!;
    expect(btc).toMatchObject({
      costedQuantity: '0.5',
      averageCost: '100',
      costBasis: '50',
      unrealized: '10',
      transferredOut: '1.5',
    });
    expect(btc.realized.all).toBe('0');
  });
});

describe('a pair between two positions', () => {
  it('values ETHBTC in USDT at the trade time: buying ETH disposes of BTC', () => {
    const rates: RateAt = (asset) => (asset === 'BTC' ? dec('50000') : null);
    const trades = [
      trade(BTCUSDT, 'BUY', '1', '40000', ['0', 'USDT'], now - 3000),
      trade(['ETH', 'BTC'], 'BUY', '10', '0.05', ['0', 'BTC'], now - 1000),
    ];
    const ledger = replayTrades(trades, 'USDT', 'average', rates);
    // 0.5 BTC given up at 25000, bought at 20000: BTC realizes 5000; ETH costs 25000
    expect(ledger.books.get('BTC')!.realized[0]!.amount.toFixed()).toBe('5000');
    expect(ledger.books.get('ETH')!.cost.toFixed()).toBe('25000');
    expect(ledger.rows[1]).toMatchObject({ asset: 'BTC' });
  });
});
