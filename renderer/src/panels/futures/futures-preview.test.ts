import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtPerp } from './fake-futures';
import { futuresOrderPreview, futuresScaledPreview } from './futures-preview';

describe('the futures form’s preview on the contract’s chart', () => {
  it('draws a limit at its price, movable; a stop at its trigger, fixed; a market order not at all', () => {
    expect(
      futuresOrderPreview('usdm', btcusdtPerp, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        price: '60000.0',
        quantity: '0.010',
        timeInForce: 'GTC',
      }),
    ).toEqual({
      symbol: 'BTCUSDT',
      market: 'usdm',
      movable: true,
      orders: [{ side: 'BUY', price: '60000.0', label: 'Preview · Limit buy 0.010 BTC' }],
    });
    expect(
      futuresOrderPreview('coinm', btcusdCoin, {
        symbol: 'BTCUSD_PERP',
        side: 'SELL',
        type: 'STOP_MARKET',
        stopPrice: '59000.0',
        closePosition: true,
      }),
    ).toMatchObject({
      market: 'coinm',
      movable: false,
      orders: [{ price: '59000.0', label: 'Preview · Stop market sell closing the position' }],
    });
    expect(
      futuresOrderPreview('usdm', btcusdtPerp, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'MARKET',
        quantity: '1',
      }),
    ).toBeNull();
  });

  it('numbers a scaled order’s orders, in contracts on an inverse contract', () => {
    const order = (price: string) => ({
      family: 'coinm' as const,
      order: {
        symbol: 'BTCUSD_PERP',
        side: 'BUY' as const,
        type: 'LIMIT' as const,
        price,
        quantity: '2',
        timeInForce: 'GTC' as const,
      },
    });
    expect(
      futuresScaledPreview('coinm', btcusdCoin, [order('60000.0'), order('59000.0')])?.orders.map(
        (o) => o.label,
      ),
    ).toEqual(['Preview 1/2 · Limit buy 2 contracts', 'Preview 2/2 · Limit buy 2 contracts']);
  });
});
