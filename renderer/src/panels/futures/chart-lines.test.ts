import { describe, expect, it, vi } from 'vitest';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { futuresChartLines, triggerAt } from './chart-lines';
import { btcusdtPerp, order, position } from './fake-futures';
import { symbolFigures } from './figures';

const closer = (orderId: number, origType: string, stopPrice: string): FuturesOrderView => ({
  ...order('usdm', 'BTCUSDT', orderId),
  side: 'SELL',
  type: origType,
  origType,
  price: '0',
  origQty: '0',
  stopPrice,
  closePosition: true,
  workingType: 'MARK_PRICE',
});

describe('a futures contract on its chart', () => {
  const units = { size: 'BTC', pnl: 'USDT', sizeText: symbolFigures(btcusdtPerp).size };
  const long = position('usdm', 'BTCUSDT', '0.010');
  const takeProfit = closer(7, 'TAKE_PROFIT_MARKET', '62000.0');
  const stopLoss = closer(8, 'STOP_MARKET', '58000.0');
  const limit = order('usdm', 'BTCUSDT', 9);
  const elsewhere = order('usdm', 'ETHUSDT', 10);

  it('draws the entry, the liquidation, the take-profit, the stop-loss and the working orders', () => {
    const lines = futuresChartLines('BTCUSDT', units, [long], [takeProfit, stopLoss, limit, elsewhere], {
      setTrigger: vi.fn(),
      cancel: vi.fn(),
      moveExit: vi.fn(),
      modify: vi.fn(),
      moveConditional: vi.fn(),
    });
    expect(lines.map((l) => [l.label, l.price, l.tone, l.onMove !== undefined])).toEqual([
      ['Long BTCUSDT entry · 0.010 BTC · P&L +5.00 USDT', '60000.0', 'neutral', false],
      ['Long BTCUSDT liquidation', '30000.5', 'alert', false],
      ['Long BTCUSDT take profit', '62000.0', 'buy', true],
      ['Long BTCUSDT stop loss', '58000.0', 'sell', true],
      ['Limit buy 0.010 BTC', '59000.0', 'buy', true],
    ]);
  });

  it('draws the take profit and stop loss riding on an entry, where they go on once it fills', () => {
    const entry = { ...limit, exits: { takeProfit: '63000.0', stopLoss: '57000.0' } };
    const actions = {
      setTrigger: vi.fn(),
      cancel: vi.fn(),
      moveExit: vi.fn(),
      modify: vi.fn(),
      moveConditional: vi.fn(),
    };
    const lines = futuresChartLines('BTCUSDT', units, [], [entry], actions);
    expect(lines.map((l) => [l.label, l.price, l.tone, l.onMove !== undefined])).toEqual([
      ['Limit buy 0.010 BTC', '59000.0', 'buy', true],
      ['Limit buy 0.010 BTC: take profit on fill', '63000.0', 'buy', true],
      ['Limit buy 0.010 BTC: stop loss on fill', '57000.0', 'sell', true],
    ]);
    lines[1]!.onMove!('63500.0');
    lines[2]!.remove!.run();
    expect(actions.moveExit.mock.calls).toEqual([
      [entry, 'takeProfit', '63500.0'],
      [entry, 'stopLoss', null],
    ]);
    expect(lines[2]!.remove!.label).toBe('Remove Limit buy 0.010 BTC: stop loss on fill');
  });

  it('moves a take-profit dragged on the chart and cancels what a line stands for', () => {
    const setTrigger = vi.fn();
    const cancel = vi.fn();
    const lines = futuresChartLines('BTCUSDT', units, [long], [takeProfit, limit], {
      setTrigger,
      cancel,
      moveExit: vi.fn(),
      modify: vi.fn(),
      moveConditional: vi.fn(),
    });
    lines.find((l) => l.label === 'Long BTCUSDT take profit')?.onMove?.('62500.0');
    expect(setTrigger).toHaveBeenCalledWith(long, 'takeProfit', '62500.0');
    lines.find((l) => l.label === 'Long BTCUSDT take profit')?.remove?.run();
    lines.find((l) => l.label === 'Limit buy 0.010 BTC')?.remove?.run();
    expect(cancel.mock.calls.map(([o]) => (o as FuturesOrderView).orderId)).toEqual([7, 9]);
  });

  it('leaves out a closed position, a filled order and a price-matched limit', () => {
    const filled = { ...order('usdm', 'BTCUSDT', 11), status: 'FILLED' as const };
    const matched = { ...order('usdm', 'BTCUSDT', 12), priceMatch: 'QUEUE' as const };
    const flat = position('usdm', 'BTCUSDT', '0');
    const actions = {
      setTrigger: vi.fn(),
      cancel: vi.fn(),
      moveExit: vi.fn(),
      modify: vi.fn(),
      moveConditional: vi.fn(),
    };
    expect(futuresChartLines('BTCUSDT', units, [flat], [filled, matched], actions)).toEqual([]);
  });

  it('moves a working limit dragged on the chart in place, and draws it where it was dropped until answered', () => {
    const modify = vi.fn();
    const stop = { ...order('usdm', 'BTCUSDT', 13), type: 'STOP', origType: 'STOP', stopPrice: '61000.0' };
    const actions = {
      setTrigger: vi.fn(),
      cancel: vi.fn(),
      moveExit: vi.fn(),
      modify,
      moveConditional: vi.fn(),
    };
    const [limitLine, stopLine] = futuresChartLines('BTCUSDT', units, [], [limit, stop], actions);
    limitLine!.onMove!('58500.0');
    expect(modify).toHaveBeenCalledWith(limit, '58500.0');
    // A stop already in the book (it triggered) is not moved.
    expect(stopLine!.onMove).toBeUndefined();

    const moving = new Map([[limit.clientOrderId, '58500.0']]);
    const [dropped] = futuresChartLines('BTCUSDT', units, [], [limit], { ...actions, moving });
    expect([dropped!.label, dropped!.price]).toEqual(['Limit buy 0.010 BTC · moving', '58500.0']);
  });

  it('moves a conditional order waiting for its trigger to where it is dropped, but not a trailing stop', () => {
    const moveConditional = vi.fn();
    const waiting = (orderId: number, origType: string, stopPrice: string): FuturesOrderView => ({
      ...order('usdm', 'BTCUSDT', orderId),
      orderId: null,
      type: origType,
      origType,
      stopPrice,
      algoId: 500 + orderId,
      algoStatus: 'NEW',
      ...(origType === 'TRAILING_STOP_MARKET' ? { activatePrice: stopPrice, priceRate: '1' } : {}),
    });
    const stop = waiting(14, 'STOP_MARKET', '61000.0');
    const trailing = waiting(15, 'TRAILING_STOP_MARKET', '61500.0');
    const actions = {
      setTrigger: vi.fn(),
      cancel: vi.fn(),
      moveExit: vi.fn(),
      modify: vi.fn(),
      moveConditional,
    };
    const [stopLine, trailingLine] = futuresChartLines('BTCUSDT', units, [], [stop, trailing], actions);
    stopLine!.onMove!('61200.0');
    expect(moveConditional).toHaveBeenCalledWith(stop, '61200.0');
    expect(trailingLine!.onMove).toBeUndefined();
  });

  it("reads a price above the mark as a long's take-profit and a short's stop-loss", () => {
    const short = position('usdm', 'BTCUSDT', '-0.010');
    expect([triggerAt(long, '61000'), triggerAt(long, '60000'), triggerAt(long, '60500.0')]).toEqual([
      'takeProfit',
      'stopLoss',
      null,
    ]);
    expect([triggerAt(short, '61000'), triggerAt(short, '60000')]).toEqual(['stopLoss', 'takeProfit']);
  });
});
