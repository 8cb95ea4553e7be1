import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { futuresUnderTest, limit, marketOrder, ORDER, orderOf } from './testing';

/** A BUY that passes every filter and rests below the market; `extra` changes what a test needs. */
const restingBuy = (extra: Record<string, string> = {}) => limit('BUY', '29000.00', '0.010', extra);
const TOO_PRECISE = 'Precision is over the maximum defined for this asset.';

describe('filters and parameter refusals', () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ['price off tick', limit('BUY', '29000.05', '0.010'), -4014, 'Price not increased by tick size.'],
    ['price too precise', limit('BUY', '29000.123', '0.010'), -1111, TOO_PRECISE],
    ['quantity too precise', limit('BUY', '29000.00', '0.0105'), -1111, TOO_PRECISE],
    ['zero quantity', limit('BUY', '29000.00', '0'), -4003, 'Quantity less than zero.'],
    [
      'quantity above LOT_SIZE',
      limit('BUY', '29000.00', '1001'),
      -4005,
      'Quantity greater than max quantity.',
    ],
    ['price below min', limit('BUY', '556.70', '1'), -4013, 'Price less than min price.'],
    ['price above max', limit('SELL', '4529764.10', '0.010'), -4002, 'Price greater than max price.'],
    [
      'BUY above the mark cap',
      limit('BUY', '31500.10', '0.010'),
      -4016,
      'Price is higher than mark price multiplier cap.',
    ],
    [
      'SELL below the mark floor',
      limit('SELL', '28499.90', '0.010'),
      -4024,
      'Price is lower than mark price multiplier floor.',
    ],
    [
      'notional below MIN_NOTIONAL',
      limit('BUY', '29000.00', '0.003'),
      -4164,
      "Order's notional must be no smaller than 100 (unless you choose reduce only)",
    ],
    ['unknown symbol', restingBuy({ symbol: 'BTCUSD_PERP' }), -1121, 'Invalid symbol.'],
    ['bad side', limit('HOLD', '29000.00', '0.010'), -1117, 'Invalid side.'],
    ['bad type', restingBuy({ type: 'LIMIT_MAKER' }), -1116, 'Invalid orderType.'],
    ['bad timeInForce', restingBuy({ timeInForce: 'GTE' }), -1115, 'Invalid timeInForce.'],
    [
      'missing price',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.010' },
      -1102,
      "Mandatory parameter 'price' was not sent, was empty/null, or malformed.",
    ],
    [
      'missing timeInForce',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', price: '29000.00', quantity: '0.010' },
      -1102,
      "Mandatory parameter 'timeInForce' was not sent, was empty/null, or malformed.",
    ],
    ['market above MARKET_LOT_SIZE', marketOrder('BUY', '121'), -4005, 'Quantity greater than max quantity.'],
    [
      'conditional type on /fapi/v1/order',
      { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_MARKET', stopPrice: '29000', quantity: '0.010' },
      -4120,
      'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
    ],
    [
      'client id too long',
      restingBuy({ newClientOrderId: 'a'.repeat(37) }),
      -4015,
      'Client order id length should not be more than 36 chars',
    ],
    [
      'client id with illegal characters',
      restingBuy({ newClientOrderId: 'no spaces' }),
      -1100,
      "Illegal characters found in parameter 'newClientOrderId'; legal range is '^[\\.A-Z\\:/a-z0-9_-]{1,36}$'.",
    ],
    [
      'malformed price',
      limit('BUY', '2.9e4', '0.010'),
      -1100,
      "Illegal characters found in parameter 'price'; legal range is '^([0-9]{1,20})(\\.[0-9]{1,20})?$'.",
    ],
  ];
  it.each(cases)('refuses %s', (_name, params, code, msg) => {
    const reply = futuresUnderTest().send(ORDER, params);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code, msg });
  });

  it('accepts a tick-aligned price and a reduce-only order below MIN_NOTIONAL', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, marketOrder('BUY', '0.010'));
    expect(venue.ok(ORDER, limit('SELL', '31000.10', '0.003', { reduceOnly: 'true' }))).toMatchObject({
      status: 'NEW',
      reduceOnly: true,
    });
  });

  it('refuses a client order id already used by an open order (-4116)', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, restingBuy({ newClientOrderId: 'my-order_1' }));
    expect(venue.send(ORDER, restingBuy({ newClientOrderId: 'my-order_1' })).body).toEqual({
      code: -4116,
      msg: 'clientOrderId is duplicated',
    });
    expect(venue.ok(ORDER, restingBuy({ newClientOrderId: 'my-order_1' }), 'bob')).toMatchObject({
      clientOrderId: 'my-order_1',
    });
  });

  it('refuses a market order whose best counter price is beyond marketTakeBound (-4131)', () => {
    const venue = futuresUnderTest();
    venue.state.markets.get('BTCUSDT')!.mark = new Dec('28000');
    expect(venue.send(ORDER, marketOrder('BUY', '0.010')).body).toEqual({
      code: -4131,
      msg: "The counterparty's best price does not meet the PERCENT_PRICE filter limit",
    });
  });
});

describe('reduceOnly', () => {
  it('refuses a reduce-only order that would not reduce (-2022) or would exceed the position (-4118)', () => {
    const venue = futuresUnderTest();
    expect(venue.send(ORDER, limit('SELL', '31000.00', '0.010', { reduceOnly: 'true' })).body).toEqual({
      code: -2022,
      msg: 'ReduceOnly Order is rejected.',
    });
    venue.ok(ORDER, marketOrder('BUY', '0.050'));
    venue.ok(ORDER, limit('SELL', '31000.00', '0.030', { reduceOnly: 'true' }));
    expect(venue.send(ORDER, limit('SELL', '31000.00', '0.030', { reduceOnly: 'true' })).body).toEqual({
      code: -4118,
      msg: 'ReduceOnly Order Failed. Please check your existing position and open orders',
    });
    const closing = venue.ok(
      ORDER,
      marketOrder('SELL', '0.020', { reduceOnly: 'true', newOrderRespType: 'RESULT' }),
    );
    expect(closing).toMatchObject({ status: 'FILLED', reduceOnly: true });
  });

  it('expires a resting reduce-only order once the position is closed', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, marketOrder('BUY', '0.050'));
    const resting = venue.ok(ORDER, limit('SELL', '31000.00', '0.050', { reduceOnly: 'true' }));
    venue.ok(ORDER, marketOrder('SELL', '0.050'));
    expect(orderOf(venue, resting.orderId).status).toBe('EXPIRED');
    expect(venue.ok<unknown[]>('GET /fapi/v1/openOrders')).toEqual([]);
  });
});

describe('open order limits', () => {
  it('refuses the order past MAX_NUM_ORDERS (-2025)', () => {
    const venue = futuresUnderTest();
    for (let i = 0; i < 200; i += 1) venue.ok(ORDER, restingBuy());
    expect(venue.send(ORDER, restingBuy()).body).toEqual({
      code: -2025,
      msg: 'Reach max open order limit.',
    });
    expect(venue.ok(ORDER, limit('BUY', '2000.00', '0.010', { symbol: 'ETHUSDT' })).status).toBe('NEW');
  });
});

describe('self-trade prevention', () => {
  function crossingOwnOrder(mode: string) {
    const venue = futuresUnderTest();
    const maker = venue.ok(ORDER, limit('SELL', '30000.00', '0.010'));
    const taker = venue.ok(
      ORDER,
      limit('BUY', '30000.00', '0.010', { selfTradePreventionMode: mode, newOrderRespType: 'RESULT' }),
    );
    const makerNow = orderOf(venue, maker.orderId);
    return { taker, maker: makerNow };
  }

  it('EXPIRE_MAKER (the default mode) expires the resting order and lets the taker rest', () => {
    const { taker, maker } = crossingOwnOrder('EXPIRE_MAKER');
    expect(maker.status).toBe('EXPIRED_IN_MATCH');
    expect(taker).toMatchObject({ status: 'NEW', selfTradePreventionMode: 'EXPIRE_MAKER' });
  });

  it('EXPIRE_TAKER expires the incoming order and keeps the resting one', () => {
    const { taker, maker } = crossingOwnOrder('EXPIRE_TAKER');
    expect(taker.status).toBe('EXPIRED_IN_MATCH');
    expect(maker.status).toBe('NEW');
  });

  it('EXPIRE_BOTH expires both', () => {
    const { taker, maker } = crossingOwnOrder('EXPIRE_BOTH');
    expect([taker.status, maker.status]).toEqual(['EXPIRED_IN_MATCH', 'EXPIRED_IN_MATCH']);
  });

  it('NONE lets the account trade with itself', () => {
    const { taker, maker } = crossingOwnOrder('NONE');
    expect([taker.status, maker.status]).toEqual(['FILLED', 'FILLED']);
  });

  it('defaults to EXPIRE_MAKER', () => {
    const venue = futuresUnderTest();
    expect(venue.ok(ORDER, restingBuy()).selfTradePreventionMode).toBe('EXPIRE_MAKER');
  });
});

describe('position side', () => {
  it('refuses LONG/SHORT in one-way mode and BOTH or nothing in hedge mode (-4061)', () => {
    const venue = futuresUnderTest();
    const mismatch = { code: -4061, msg: "Order's position side does not match user's setting." };
    expect(venue.send(ORDER, restingBuy({ positionSide: 'LONG' })).body).toEqual(mismatch);
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    expect(venue.send(ORDER, restingBuy()).body).toEqual(mismatch);
    expect(venue.send(ORDER, restingBuy({ positionSide: 'BOTH' })).body).toEqual(mismatch);
    expect(venue.send(ORDER, restingBuy({ positionSide: 'UP' })).body).toEqual({
      code: -4060,
      msg: 'Invalid position side.',
    });
    expect(venue.send(ORDER, restingBuy({ positionSide: 'LONG', reduceOnly: 'false' })).body).toEqual({
      code: -1106,
      msg: "Parameter 'reduceOnly' sent when not required.",
    });
    expect(venue.ok(ORDER, restingBuy({ positionSide: 'LONG' })).positionSide).toBe('LONG');
  });
});
