import { describe, expect, it } from 'vitest';
import type { FuturesTradeView } from '@shared/ipc/futures';
import { positionRounds } from './position-rounds';

let nextId = 1;
/** A BTCUSDT fill at `time` minutes. */
const fill = (
  side: 'BUY' | 'SELL',
  qty: string,
  price: string,
  time: number,
  extra: Partial<FuturesTradeView> = {},
): FuturesTradeView => ({
  family: 'usdm',
  symbol: 'BTCUSDT',
  id: nextId++,
  orderId: nextId,
  side,
  positionSide: 'BOTH',
  price,
  qty,
  value: '0',
  valueAsset: 'USDT',
  realizedPnl: '0',
  commission: '0.1',
  commissionAsset: 'USDT',
  maker: false,
  time,
  ...extra,
});
const flat = [{ symbol: 'BTCUSDT', positionSide: 'BOTH' as const, size: '0' }];

describe("a contract's positions from its fills", () => {
  it('makes one position of the fills that opened, added to, reduced and closed it: averages, size, P&L, fees', () => {
    const rounds = positionRounds(
      [
        fill('BUY', '0.010', '60000', 1),
        fill('BUY', '0.030', '62000', 2),
        fill('SELL', '0.020', '63000', 3, { realizedPnl: '30', commission: '0.2' }),
        fill('SELL', '0.020', '61000', 4, { realizedPnl: '-10', commission: '0.2' }),
      ],
      flat,
      [],
    );
    expect(rounds).toEqual([
      {
        symbol: 'BTCUSDT',
        positionSide: 'BOTH',
        side: 'LONG',
        opened: 1,
        closed: 4,
        entryPrice: '61500',
        closePrice: '62000',
        maxSize: '0.04',
        closedSize: '0.04',
        realizedPnl: '20',
        pnlAsset: 'USDT',
        fees: '0.6',
        feeAsset: 'USDT',
        funding: '0',
        netPnl: '19.4',
      },
    ]);
  });

  it('turns a one-way long into a short on one fill: the close realizes, the fee is shared by size', () => {
    const rounds = positionRounds(
      [
        fill('BUY', '0.010', '60000', 1),
        // 0.010 closes the long, 0.030 opens the short; the fee 0.4 splits 0.1 / 0.3
        fill('SELL', '0.040', '61000', 2, { realizedPnl: '10', commission: '0.4' }),
      ],
      [{ symbol: 'BTCUSDT', positionSide: 'BOTH', size: '-0.030' }],
    );
    expect(
      rounds.map((r) => [r.side, r.opened, r.closed, r.entryPrice, r.realizedPnl, r.fees, r.maxSize]),
    ).toEqual([
      ['LONG', 1, 2, '60000', '10', '0.2', '0.01'],
      ['SHORT', 2, null, '61000', '0', '0.3', '0.03'],
    ]);
  });

  it('knows a position opened before the range from the position held now, and keeps hedge sides apart', () => {
    const rounds = positionRounds(
      [
        // the long held 0.050 before the range: this sell only reduces it
        fill('SELL', '0.020', '62000', 5, { positionSide: 'LONG', realizedPnl: '40' }),
        fill('SELL', '0.010', '62500', 6, { positionSide: 'SHORT' }),
        fill('BUY', '0.010', '62000', 7, { positionSide: 'SHORT', realizedPnl: '5', commissionAsset: 'BNB' }),
      ],
      [
        { symbol: 'BTCUSDT', positionSide: 'LONG', size: '0.030' },
        { symbol: 'BTCUSDT', positionSide: 'SHORT', size: '0' },
      ],
      [],
    );
    expect(rounds).toEqual([
      expect.objectContaining({
        positionSide: 'LONG',
        side: 'LONG',
        opened: null,
        closed: null,
        entryPrice: null,
        closePrice: '62000',
        maxSize: '0.05',
        closedSize: '0.02',
        realizedPnl: '40',
        netPnl: '39.9',
      }),
      // Fees in two assets: no net figure.
      expect.objectContaining({
        positionSide: 'SHORT',
        side: 'SHORT',
        opened: 6,
        closed: 7,
        feeAsset: null,
        netPnl: null,
      }),
    ]);
  });

  it('makes nothing of no fills', () => {
    expect(positionRounds([], flat)).toEqual([]);
  });
});

describe('the funding each position paid', () => {
  const funding = (time: number, income: string, symbol = 'BTCUSDT') => ({
    symbol,
    time,
    income,
    asset: 'USDT',
  });
  const roundTrip = [
    fill('BUY', '0.010', '60000', 10),
    fill('SELL', '0.010', '61000', 20, { realizedPnl: '10' }),
    fill('SELL', '0.010', '61000', 30),
  ];
  const short = [{ symbol: 'BTCUSDT', positionSide: 'BOTH' as const, size: '-0.010' }];

  it('goes to the position open at its time, after its opening fill up to its closing one, in its net P&L', () => {
    const rounds = positionRounds(roundTrip, short, [
      funding(10, '-9'),
      funding(15, '-0.25'),
      funding(20, '-0.5'),
      funding(25, '1'),
      funding(35, '0.125'),
      funding(15, '-100', 'ETHUSDT'),
    ]);
    expect(rounds.map((r) => [r.side, r.funding, r.netPnl])).toEqual([
      // 10 realized, 0.2 of fees, −0.75 of funding (at 15 and 20; not at its opening fill's time)
      ['LONG', '-0.75', '9.05'],
      // Opened at 30: only the funding at 35 is its
      ['SHORT', '0.125', '0.025'],
    ]);
  });

  it('is not known without the income read, nor where both hedge sides were open at its time', () => {
    expect(positionRounds(roundTrip, short).map((r) => [r.funding, r.netPnl])).toEqual([
      [null, null],
      [null, null],
    ]);
    const both = positionRounds(
      [
        fill('BUY', '0.010', '60000', 10, { positionSide: 'LONG' }),
        fill('SELL', '0.010', '60000', 12, { positionSide: 'SHORT' }),
        fill('SELL', '0.010', '60500', 20, { positionSide: 'LONG', realizedPnl: '5' }),
      ],
      [
        { symbol: 'BTCUSDT', positionSide: 'LONG', size: '0' },
        { symbol: 'BTCUSDT', positionSide: 'SHORT', size: '-0.010' },
      ],
      [funding(11, '-0.1'), funding(15, '0.2')],
    );
    expect(both.map((r) => [r.positionSide, r.funding])).toEqual([
      ['LONG', null],
      ['SHORT', null],
    ]);
  });
});
