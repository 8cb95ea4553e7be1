import { describe, expect, it } from 'vitest';
import { orderCosts, walkBook } from './order-costs';

const level = (price: string, quantity: string) => ({ price, quantity, total: quantity });
const book = {
  bids: [level('99', '1'), level('98', '2')],
  asks: [level('101', '0.5'), level('102', '1'), level('105', '10')],
};
const rates = { maker: '0.001', taker: '0.002' };
const assets = { base: 'BTC', quote: 'USDT' };

describe('what an order costs', () => {
  it('walks a market buy through the asks: average price, slippage, and a fee in the base asset', () => {
    const costs = orderCosts(
      { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1' },
      rates,
      book,
      assets,
    );
    // 0.5 @ 101 + 0.5 @ 102 = 101.5 on average; (101.5 − 101) / 101 = 49.5 bps
    expect(costs.market).toEqual({
      averagePrice: '101.5',
      slippageBps: '49.5',
      quantity: '1',
      complete: true,
    });
    expect(costs.total).toEqual({ amount: '101.5', asset: 'USDT' });
    expect(costs.fee).toEqual({ amount: '0.002', asset: 'BTC', rate: '0.002', role: 'taker' });
  });

  it('spends a quote amount level by level, and says when the levels in view run out', () => {
    // 50.5 buys 0.5 @ 101, the other 51 buys 0.5 @ 102
    expect(walkBook(book.asks, { quote: '101.5' })).toEqual({
      averagePrice: '101.5',
      slippageBps: '49.5',
      quantity: '1',
      complete: true,
    });
    expect(walkBook(book.bids, { quantity: '5' })).toMatchObject({ quantity: '3', complete: false });
  });

  it('prices a resting limit as maker and a crossing one as taker; a seller pays in the quote asset', () => {
    const resting = orderCosts(
      { symbol: 'BTCUSDT', side: 'SELL', type: 'LIMIT', timeInForce: 'GTC', quantity: '2', price: '110' },
      rates,
      book,
      assets,
    );
    expect(resting.total).toEqual({ amount: '220', asset: 'USDT' });
    expect(resting.fee).toEqual({ amount: '0.22', asset: 'USDT', rate: '0.001', role: 'maker' });
    const crossing = orderCosts(
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '102' },
      rates,
      book,
      assets,
    );
    expect(crossing.fee).toMatchObject({ role: 'taker', amount: '0.002', asset: 'BTC' });
  });
});
