import { describe, expect, it } from 'vitest';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { futuresMarks } from './futures-marks';
import { order, position } from './fake-futures';

const conditional = (
  orderId: number,
  origType: string,
  stopPrice: string,
  more: Partial<FuturesOrderView> = {},
) => ({
  ...order('usdm', 'BTCUSDT', orderId),
  side: 'SELL' as const,
  type: origType,
  origType,
  price: '0',
  stopPrice,
  ...more,
});

describe("a contract's futures orders as ladder marks", () => {
  it("marks limits at their price, the position's exits at their trigger, and other stops as fixed", () => {
    const long = position('usdm', 'BTCUSDT', '0.010');
    const takeProfit = conditional(7, 'TAKE_PROFIT_MARKET', '62000.0', { closePosition: true, origQty: '0' });
    const stop = conditional(8, 'STOP_MARKET', '58000.0', { origQty: '0.004' });
    const partly = { ...order('usdm', 'BTCUSDT', 9), origQty: '0.010', executedQty: '0.004' };
    const elsewhere = order('usdm', 'ETHUSDT', 10);
    const filled = { ...order('usdm', 'BTCUSDT', 11), status: 'FILLED' as const };
    const marks = futuresMarks('BTCUSDT', [long], [takeProfit, stop, partly, elsewhere, filled]);
    expect(
      marks.map((m) => [m.id, m.side, m.kind, m.role, m.at, m.remaining, m.closesPosition, m.fixed]),
    ).toEqual([
      ['tt-7', 'SELL', 'stop', 'take-profit', '62000.0', '0', true, undefined],
      ['tt-8', 'SELL', 'stop', null, '58000.0', '0.004', undefined, true],
      ['tt-9', 'BUY', 'limit', null, '59000.0', '0.006', undefined, undefined],
    ]);
    expect(marks[0]!.exit).toEqual({ position: long, kind: 'takeProfit' });
  });

  it('leaves a conditional order waiting for its trigger movable, and a trailing stop fixed', () => {
    const waiting = { algoId: 501, algoStatus: 'NEW', orderId: null };
    const stop = conditional(13, 'STOP_MARKET', '58000.0', { ...waiting, origQty: '0.004' });
    const trailing = conditional(14, 'TRAILING_STOP_MARKET', '57000.0', {
      ...waiting,
      algoId: 502,
      activatePrice: '57000.0',
      origQty: '0.004',
    });
    expect(futuresMarks('BTCUSDT', [], [stop, trailing]).map((m) => [m.id, m.kind, m.fixed])).toEqual([
      ['tt-13', 'stop', undefined],
      ['tt-14', 'stop', true],
    ]);
  });

  it('leaves a price-matched limit fixed: its price follows the book', () => {
    const matched = { ...order('usdm', 'BTCUSDT', 12), priceMatch: 'QUEUE' as const };
    expect(futuresMarks('BTCUSDT', [], [matched])).toEqual([]);
  });
});
