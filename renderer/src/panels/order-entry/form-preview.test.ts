import { describe, expect, it } from 'vitest';
import { scaledPreview, singleOrderPreview, withExitsPreview } from './form-preview';

const precision = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  tickSize: '0.01000000',
  stepSize: '0.00001000',
};
const common = { symbol: 'BTCUSDT', timeInForce: 'GTC' } as const;

describe('the order form’s preview on the chart', () => {
  it("adds a limit entry's take profit and stop loss, each at its price with the size it trades", () => {
    const entry = singleOrderPreview(
      { ...common, side: 'BUY', type: 'LIMIT', price: '60000', quantity: '0.01' },
      precision,
    );
    const exits = { side: 'SELL', quantity: '0.00999', takeProfit: '63000', stopLoss: '58000' } as const;
    expect(withExitsPreview(entry, exits, precision)?.orders).toEqual([
      { side: 'BUY', price: '60000', label: 'Preview · Limit buy 0.01000' },
      { side: 'SELL', price: '63000', label: 'Preview · Take profit sell 0.00999' },
      { side: 'SELL', price: '58000', label: 'Preview · Stop loss sell 0.00999' },
    ]);
    expect(withExitsPreview(entry, { ...exits, takeProfit: null }, precision)?.orders).toHaveLength(2);
    expect(withExitsPreview(null, exits, precision)).toBeNull();
  });

  it('draws a limit at its price, movable; a stop at its trigger, fixed; a market order not at all', () => {
    expect(
      singleOrderPreview(
        { ...common, side: 'BUY', type: 'LIMIT', price: '60000', quantity: '0.001' },
        precision,
      ),
    ).toEqual({
      symbol: 'BTCUSDT',
      market: 'spot',
      movable: true,
      orders: [{ side: 'BUY', price: '60000', label: 'Preview · Limit buy 0.00100' }],
    });
    expect(
      singleOrderPreview(
        { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', stopPrice: '59000', quantity: '0.001' },
        precision,
      ),
    ).toEqual({
      symbol: 'BTCUSDT',
      market: 'spot',
      movable: false,
      orders: [{ side: 'SELL', price: '59000', label: 'Preview · Stop loss sell 0.00100' }],
    });
    expect(
      singleOrderPreview({ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '100' }, precision),
    ).toBeNull();
  });

  it('numbers a scaled order’s orders from the start price', () => {
    const orders = ['60000', '59500'].map((price) => ({
      ...common,
      side: 'BUY' as const,
      type: 'LIMIT' as const,
      price,
      quantity: '0.002',
    }));
    expect(scaledPreview(orders, precision)?.orders.map((o) => o.label)).toEqual([
      'Preview 1/2 · Limit buy 0.00200',
      'Preview 2/2 · Limit buy 0.00200',
    ]);
  });
});
