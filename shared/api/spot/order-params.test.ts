import { describe, expect, it } from 'vitest';
import type { CoinmOrderParams, UsdmOrderParams } from '../futures/order-params';
import type { OcoParams, OtoParams } from './order-list-params';
import type { CancelReplaceParams, NewOrderParams, OrderSelector } from './order-params';

// tsc checks this file: every `@ts-expect-error` line must fail to compile, or the build fails.
const accepted: NewOrderParams[] = [
  { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '100' },
  { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1' },
  { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '100' },
  { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', quantity: '1', stopPrice: '90' },
  { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', quantity: '1', trailingDelta: 100 },
  {
    symbol: 'BTCUSDT',
    side: 'SELL',
    type: 'TAKE_PROFIT_LIMIT',
    timeInForce: 'GTC',
    quantity: '1',
    price: '110',
    stopPrice: '109',
  },
  { symbol: 'BTCUSDT', side: 'SELL', type: 'LIMIT_MAKER', quantity: '1', price: '110' },
];

const rejected: NewOrderParams[] = [
  // @ts-expect-error a LIMIT without price does not compile
  { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1' },
  // @ts-expect-error a LIMIT without timeInForce does not compile
  { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', quantity: '1', price: '100' },
  // @ts-expect-error prices are decimal strings, never JS numbers
  { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: 100 },
  // @ts-expect-error a MARKET order takes quantity or quoteOrderQty, not both
  { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1', quoteOrderQty: '100' },
  // @ts-expect-error a MARKET order needs one of them
  { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET' },
  // @ts-expect-error STOP_LOSS needs stopPrice or trailingDelta
  { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_LOSS', quantity: '1' },
  // @ts-expect-error STOP_LOSS_LIMIT needs a price
  {
    symbol: 'BTCUSDT',
    side: 'SELL',
    type: 'STOP_LOSS_LIMIT',
    timeInForce: 'GTC',
    quantity: '1',
    stopPrice: '9',
  },
  // @ts-expect-error LIMIT_MAKER needs a quantity
  { symbol: 'BTCUSDT', side: 'SELL', type: 'LIMIT_MAKER', price: '110' },
  // @ts-expect-error not an order type
  { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP', quantity: '1', price: '110' },
];

// @ts-expect-error an order is named by orderId or origClientOrderId
const noSelector: OrderSelector = {};

const m = { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1' } as const;
// @ts-expect-error cancelReplace needs cancelOrderId or cancelOrigClientOrderId
const noTarget: CancelReplaceParams = { ...m, cancelReplaceMode: 'STOP_ON_FAILURE' };

const oco: OcoParams = {
  symbol: 'BTCUSDT',
  side: 'SELL',
  quantity: '1',
  above: { type: 'LIMIT_MAKER', price: '110' },
  below: { type: 'STOP_LOSS', stopPrice: '90' },
};
// @ts-expect-error an OCO LIMIT_MAKER leg needs its price
const ocoBadLeg: OcoParams = { ...oco, above: { type: 'LIMIT_MAKER' } };

const oto: OtoParams = {
  symbol: 'BTCUSDT',
  working: { type: 'LIMIT', side: 'BUY', price: '100', quantity: '1', timeInForce: 'GTC' },
  pending: { type: 'MARKET', side: 'SELL', quantity: '1' },
};
// @ts-expect-error the working LIMIT order needs timeInForce
const otoBad: OtoParams = { ...oto, working: { type: 'LIMIT', side: 'BUY', price: '1', quantity: '1' } };

const b = { symbol: 'BTCUSDT', side: 'BUY' } as const;
const usdm: UsdmOrderParams[] = [
  { ...b, type: 'LIMIT', timeInForce: 'GTC', quantity: '0.01', price: '60000' },
  { ...b, type: 'LIMIT', timeInForce: 'GTD', goodTillDate: 2e12, quantity: '1', price: '1' },
  { ...b, type: 'LIMIT', timeInForce: 'GTX', quantity: '1', priceMatch: 'QUEUE' },
  // @ts-expect-error GTD needs goodTillDate
  { ...b, type: 'LIMIT', timeInForce: 'GTD', quantity: '1', price: '1' },
  // @ts-expect-error priceMatch cannot be sent together with price
  { ...b, type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '1', priceMatch: 'QUEUE' },
  // @ts-expect-error the quote-settled family places LIMIT and MARKET only
  { ...b, type: 'STOP_MARKET', stopPrice: '1', quantity: '1' },
];

const s = { symbol: 'BTCUSD_PERP', side: 'SELL' } as const;
const coinm: CoinmOrderParams[] = [
  { ...s, type: 'STOP_MARKET', stopPrice: '50000', closePosition: true },
  { ...s, type: 'TRAILING_STOP_MARKET', quantity: '1', callbackRate: '1' },
  // @ts-expect-error closePosition cannot be combined with quantity
  { ...s, type: 'STOP_MARKET', stopPrice: '1', closePosition: true, quantity: '1' },
  // @ts-expect-error TRAILING_STOP_MARKET needs callbackRate
  { ...s, type: 'TRAILING_STOP_MARKET', quantity: '1' },
];

describe('order params are typed per order type', () => {
  it('accepts every well-formed variant (the rejected ones fail tsc, see @ts-expect-error above)', () => {
    expect(accepted.map((p) => p.type)).toEqual([
      'LIMIT',
      'MARKET',
      'MARKET',
      'STOP_LOSS',
      'STOP_LOSS',
      'TAKE_PROFIT_LIMIT',
      'LIMIT_MAKER',
    ]);
    expect([rejected.length, usdm.length, coinm.length]).toEqual([9, 6, 4]);
    expect([noSelector, noTarget, ocoBadLeg, otoBad].length).toBe(4);
  });
});
