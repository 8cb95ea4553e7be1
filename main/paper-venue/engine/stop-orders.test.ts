import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { testVenue } from './testkit';

describe('conditional orders', () => {
  it('STOP_LOSS_LIMIT SELL waits, then triggers when the last price falls to its stop', () => {
    const v = testVenue();
    v.tradeAt('100');
    v.limit('carol', 'BUY', '94', '5');
    const stop = v.place('alice', {
      side: 'SELL',
      type: 'STOP_LOSS_LIMIT',
      timeInForce: 'GTC',
      quantity: '1',
      price: '94',
      stopPrice: '95',
    });
    expect(stop.order).toMatchObject({
      status: 'NEW',
      isWorking: false,
      workingTime: -1,
      stopPrice: '95.00000000',
    });
    expect(v.balance('alice', 'BTC').locked).toBe('1.00000000');
    v.tradeAt('96');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: stop.order.orderId }).isWorking).toBe(false);
    v.tradeAt('95');
    const after = v.queries.order('alice', 'BTCUSDT', { orderId: stop.order.orderId });
    expect(after).toMatchObject({ status: 'FILLED', isWorking: true, executedQty: '1.00000000' });
    expect(after.workingTime).toBeGreaterThan(0);
  });

  it('STOP_LOSS BUY triggers a market buy when the price rises to its stop', () => {
    const v = testVenue();
    v.tradeAt('100');
    v.limit('carol', 'SELL', '106', '5');
    const stop = v.place('alice', { side: 'BUY', type: 'STOP_LOSS', quantity: '2', stopPrice: '105' });
    expect(v.balance('alice', 'USDT').locked).toBe('210.00000000');
    v.tradeAt('105');
    const after = v.queries.order('alice', 'BTCUSDT', { orderId: stop.order.orderId });
    expect(after).toMatchObject({ status: 'FILLED', cummulativeQuoteQty: '212.00000000' });
    expect(v.balance('alice', 'USDT').locked).toBe('0.00000000');
  });

  it('TAKE_PROFIT SELL triggers on a rise; TAKE_PROFIT_LIMIT BUY on a fall', () => {
    const v = testVenue();
    v.tradeAt('100');
    v.limit('bob', 'BUY', '95', '1');
    v.limit('carol', 'SELL', '130', '5');
    const tp = v.place('alice', { side: 'SELL', type: 'TAKE_PROFIT', quantity: '1', stopPrice: '110' });
    const tpl = v.place('alice', {
      side: 'BUY',
      type: 'TAKE_PROFIT_LIMIT',
      timeInForce: 'GTC',
      quantity: '1',
      price: '85',
      stopPrice: '90',
    });
    v.tradeAt('110');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: tp.order.orderId }).status).toBe('FILLED');
    expect(v.queries.order('alice', 'BTCUSDT', { orderId: tpl.order.orderId }).isWorking).toBe(false);
    v.tradeAt('90');
    const working = v.queries.order('alice', 'BTCUSDT', { orderId: tpl.order.orderId });
    expect(working).toMatchObject({ status: 'NEW', isWorking: true });
    expect(v.queries.depth('BTCUSDT').bids).toEqual([['85.00000000', '1.00000000']]);
    expect(v.balance('alice', 'USDT').locked).toBe('85.00000000');
  });

  it('refuses a stop that would trigger immediately', () => {
    const v = testVenue();
    v.tradeAt('100');
    expect(() =>
      v.place('alice', { side: 'SELL', type: 'STOP_LOSS', quantity: '1', stopPrice: '101' }),
    ).toThrow(new EngineError(-2010, 'Order would trigger immediately.'));
    expect(() =>
      v.place('alice', { side: 'BUY', type: 'TAKE_PROFIT', quantity: '1', stopPrice: '100' }),
    ).toThrow('Order would trigger immediately.');
  });

  it('trailing STOP_LOSS_LIMIT BUY with a stop price follows the FAQ scenario A', () => {
    const v = testVenue();
    v.tradeAt('40000');
    const order = v.place('alice', {
      side: 'BUY',
      type: 'STOP_LOSS_LIMIT',
      timeInForce: 'GTC',
      quantity: '0.1',
      price: '45000',
      stopPrice: '44000',
      trailingDelta: 500,
    });
    const status = () => v.queries.order('alice', 'BTCUSDT', { orderId: order.order.orderId });
    for (const price of ['37000', '44000', '45000', '46000', '42000', '44099.99']) v.tradeAt(price);
    expect(status().isWorking).toBe(false);
    expect(status().trailingTime).toBeGreaterThan(0);
    v.tradeAt('44100');
    expect(status().isWorking).toBe(true);
  });

  it('trailing STOP_LOSS SELL without a stop price tracks from placement (scenario E)', () => {
    const v = testVenue();
    v.tradeAt('40000');
    v.limit('carol', 'BUY', '1000', '10');
    const order = v.place('alice', { side: 'SELL', type: 'STOP_LOSS', quantity: '1', trailingDelta: 700 });
    const status = () => v.queries.order('alice', 'BTCUSDT', { orderId: order.order.orderId });
    for (const price of ['42000', '39500', '45500', '42315.01']) v.tradeAt(price);
    expect(status().status).toBe('NEW');
    v.tradeAt('42315');
    expect(status()).toMatchObject({ status: 'FILLED', executedQty: '1.00000000', trailingDelta: 700 });
  });
});
