import { describe, expect, it } from 'vitest';
import type { FuturesIncome, FuturesUserTrade } from '@shared/api/futures/history';
import type { PositionView } from '@shared/ipc/futures';
import { computeFuturesPnl, type PnlInput } from './pnl';

let nextId = 1;
function fill(
  symbol: string,
  time: number,
  side: 'BUY' | 'SELL',
  qty: string,
  price: string,
  commission: string,
  realizedPnl = '0',
): FuturesUserTrade {
  return {
    symbol,
    id: nextId++,
    orderId: nextId,
    side,
    price,
    qty,
    realizedPnl,
    commission,
    commissionAsset: symbol === 'BTCUSD_PERP' ? 'BTC' : 'USDT',
    time,
    positionSide: 'BOTH',
    buyer: side === 'BUY',
    maker: false,
  };
}
const income = (
  symbol: string,
  time: number,
  incomeType: string,
  amount: string,
  asset = 'USDT',
): FuturesIncome => ({
  symbol,
  incomeType,
  income: amount,
  asset,
  time,
  tranId: nextId++,
  tradeId: '',
});
function position(
  symbol: string,
  size: string,
  leverage: number,
  more: Partial<PositionView> = {},
): PositionView {
  return {
    family: 'usdm',
    symbol,
    positionSide: 'BOTH',
    size,
    entryPrice: '0',
    markPrice: '0',
    unrealizedPnl: '0',
    leverage,
    liquidationPrice: null,
    liquidationNote: null,
    marginType: 'cross',
    isolatedMargin: '0',
    notional: '0',
    maxPosition: '0',
    updateTime: 0,
    ...more,
  };
}
const usdm = (input: Partial<PnlInput>): PnlInput => ({
  family: 'usdm',
  from: 0,
  to: 100,
  trades: [],
  income: [],
  positions: [],
  marginAssetOf: () => 'USDT',
  contractSizeOf: () => null,
  ...input,
});

describe('futures P&L, hand-computed', () => {
  it('a long of 4 (2 @ 100, 2 @ 200) sold 5 @ 300 in one-way mode: the long closes, a short of 1 opens and closes @ 250', () => {
    const view = computeFuturesPnl(
      usdm({
        trades: [
          fill('BTCUSDT', 1, 'BUY', '2', '100', '0.1'),
          fill('BTCUSDT', 2, 'BUY', '2', '200', '0.2'),
          // (300 − 150) × 4 realized; the fifth unit opens the short
          fill('BTCUSDT', 3, 'SELL', '5', '300', '0.75', '600'),
          fill('BTCUSDT', 4, 'BUY', '1', '250', '0.05', '50'),
        ],
        income: [
          income('BTCUSDT', 2, 'COMMISSION', '-0.1'),
          income('BTCUSDT', 2, 'COMMISSION', '-0.2'),
          income('BTCUSDT', 2, 'FUNDING_FEE', '-0.5'),
          income('BTCUSDT', 3, 'REALIZED_PNL', '600'),
          income('BTCUSDT', 3, 'COMMISSION', '-0.75'),
          income('BTCUSDT', 4, 'REALIZED_PNL', '50'),
          income('BTCUSDT', 4, 'COMMISSION', '-0.05'),
        ],
        positions: [position('BTCUSDT', '0', 10)],
      }),
    );
    expect(view.totals).toEqual([
      {
        asset: 'USDT',
        realizedPnl: '650',
        commission: '-1.1',
        funding: '-0.5',
        net: '648.4',
        unrealizedPnl: '0',
      },
    ]);
    expect(view.positions).toEqual([
      {
        symbol: 'BTCUSDT',
        positionSide: 'BOTH',
        asset: 'USDT',
        size: '0',
        realizedPnl: '650',
        commission: '-1.1',
        funding: '-0.5',
        unrealizedPnl: '0',
        roePercent: null,
      },
    ]);
    // Newest first. The long: margin 4 × 150 / 10 = 60, ROE 600 / 60. The short: 50 / (300 / 10).
    expect(view.closed).toEqual([
      {
        symbol: 'BTCUSDT',
        positionSide: 'BOTH',
        asset: 'USDT',
        direction: 'SHORT',
        openedAt: 3,
        closedAt: 4,
        maxSize: '1',
        entryPrice: '300',
        exitPrice: '250',
        realizedPnl: '50',
        commission: '-0.05',
        funding: '0',
        net: '49.95',
        roePercent: '166.67',
      },
      {
        symbol: 'BTCUSDT',
        positionSide: 'BOTH',
        asset: 'USDT',
        direction: 'LONG',
        openedAt: 1,
        closedAt: 3,
        maxSize: '4',
        entryPrice: '150',
        exitPrice: '300',
        realizedPnl: '600',
        commission: '-1.05',
        funding: '-0.5',
        net: '598.45',
        roePercent: '1000.00',
      },
    ]);
  });

  it('inverse contracts: the entry is the harmonic average, ROE is unrealized over value at mark / leverage', () => {
    const view = computeFuturesPnl({
      ...usdm({}),
      family: 'coinm',
      marginAssetOf: () => 'BTC',
      contractSizeOf: () => '100',
      trades: [
        fill('BTCUSD_PERP', 1, 'BUY', '10', '20000', '0.00002'),
        fill('BTCUSD_PERP', 2, 'BUY', '10', '30000', '0.00002'),
        // 10 × 100 × (1/24000 − 1/40000), to the venue's 8 places
        fill('BTCUSD_PERP', 3, 'SELL', '10', '40000', '0.00001', '0.01666667'),
      ],
      positions: [
        position('BTCUSD_PERP', '10', 20, {
          family: 'coinm',
          unrealizedPnl: '0.005',
          notional: '0.025',
        }),
      ],
    });
    // 0.025 / 20 = 0.00125 of margin; 0.005 / 0.00125 = 400 %.
    expect(view.positions).toEqual([
      expect.objectContaining({
        size: '10',
        realizedPnl: '0.01666667',
        commission: '-0.00005',
        roePercent: '400.00',
      }),
    ]);
    expect(view.closed).toEqual([]);
    expect(view.totals).toEqual([
      { asset: 'BTC', realizedPnl: '0', commission: '0', funding: '0', net: '0', unrealizedPnl: '0.005' },
    ]);
  });

  it('a position opened before the span read: closed with no opening time, entry or ROE', () => {
    const view = computeFuturesPnl(
      usdm({
        trades: [fill('ETHUSDT', 5, 'SELL', '1', '2100', '0.42', '100')],
        positions: [position('ETHUSDT', '0', 20)],
      }),
    );
    expect(view.closed).toEqual([
      expect.objectContaining({
        direction: 'LONG',
        openedAt: null,
        closedAt: 5,
        maxSize: '1',
        entryPrice: null,
        exitPrice: '2100',
        realizedPnl: '100',
        net: '99.58',
        roePercent: null,
      }),
    ]);
  });
});
