import { describe, expect, it } from 'vitest';
import { btcusdCoin, btcusdtPerp } from './fake-futures';
import { futuresOrderPreview, futuresScaledPreview, withLiquidationPreview } from './futures-preview';

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

describe('where the position would be liquidated, on the chart before the order is sent', () => {
  const limit = futuresOrderPreview('usdm', btcusdtPerp, {
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'LIMIT',
    price: '60000.0',
    quantity: '3.000',
    timeInForce: 'GTC',
  });

  it('adds a warning line at the estimate after the order’s own, and leaves the order movable', () => {
    expect(withLiquidationPreview('usdm', btcusdtPerp, limit, { after: 'long', price: '56917.5' })).toEqual({
      symbol: 'BTCUSDT',
      market: 'usdm',
      movable: true,
      orders: [
        { side: 'BUY', price: '60000.0', label: 'Preview · Limit buy 3.000 BTC' },
        {
          side: 'SELL',
          price: '56917.5',
          label: 'Preview · Long liquidation after this order',
          warning: true,
        },
      ],
    });
  });

  it('shows it alone for a market order, and nothing where there is no liquidation price', () => {
    expect(withLiquidationPreview('coinm', btcusdCoin, null, { after: 'short', price: '71000.0' })).toEqual({
      symbol: 'BTCUSD_PERP',
      market: 'coinm',
      movable: false,
      orders: [
        {
          side: 'BUY',
          price: '71000.0',
          label: 'Preview · Short liquidation after this order',
          warning: true,
        },
      ],
    });
    expect(withLiquidationPreview('usdm', btcusdtPerp, limit, { after: 'long', price: null })).toBe(limit);
    expect(withLiquidationPreview('usdm', btcusdtPerp, limit, { after: 'none', price: null })).toBe(limit);
    expect(withLiquidationPreview('usdm', btcusdtPerp, null, null)).toBeNull();
  });
});
