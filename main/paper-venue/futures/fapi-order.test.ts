import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { futuresUnderTest } from './testing';

const ORDER = 'POST /fapi/v1/order';
const limit = (side: string, price: string, quantity: string, extra: Record<string, string> = {}) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  price,
  quantity,
  ...extra,
});

function bookOf(venue: ReturnType<typeof futuresUnderTest>, symbol = 'BTCUSDT') {
  return venue.state.markets.get(symbol)!.book;
}

describe('POST /fapi/v1/order, LIMIT and MARKET', () => {
  it('rests a GTC limit below the market and lists it in openOrders', () => {
    const venue = futuresUnderTest();
    const ack = venue.ok(ORDER, limit('BUY', '29000.00', '0.010'));
    expect(ack).toMatchObject({ status: 'NEW', price: '29000.00', origQty: '0.010', executedQty: '0.000' });
    expect(ack).toMatchObject({ type: 'LIMIT', origType: 'LIMIT', positionSide: 'BOTH', goodTillDate: 0 });
    const open = venue.ok<Record<string, unknown>[]>('GET /fapi/v1/openOrders', { symbol: 'BTCUSDT' });
    expect(open.map((o) => o.orderId)).toEqual([ack.orderId]);
    expect(bookOf(venue).bids.some((e) => e.order?.orderId === ack.orderId)).toBe(true);
  });

  it('fills a crossing limit against the market maker at the book prices, best first', () => {
    const venue = futuresUnderTest();
    const [first, second] = bookOf(venue).asks.map((e) => ({ price: e.price, qty: e.qty }));
    const qty = first!.qty.plus('0.001');
    const result = venue.ok(
      ORDER,
      limit('BUY', second!.price.toFixed(2), qty.toFixed(3), { newOrderRespType: 'RESULT' }),
    );
    const cost = first!.price.times(first!.qty).plus(second!.price.times('0.001'));
    expect(result).toMatchObject({ status: 'FILLED', executedQty: qty.toFixed(3), cumQuote: cost.toFixed() });
    expect(result.avgPrice).toBe(cost.dividedBy(qty).toFixed(5));
  });

  it('answers ACK with the accepted order and RESULT with the final MARKET fill', () => {
    const venue = futuresUnderTest();
    const ack = venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.100' });
    expect(ack).toMatchObject({ status: 'NEW', executedQty: '0.000', price: '0', timeInForce: 'GTC' });
    const queried = venue.ok('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(ack.orderId) });
    expect(queried).toMatchObject({ status: 'FILLED', executedQty: '0.100' });
    const result = venue.ok(ORDER, {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'MARKET',
      quantity: '0.100',
      newOrderRespType: 'RESULT',
    });
    expect(result).toMatchObject({ status: 'FILLED', executedQty: '0.100', type: 'MARKET' });
  });

  it('expires the unfilled rest of an IOC order', () => {
    const venue = futuresUnderTest();
    const best = { ...bookOf(venue).asks[0]! };
    const qty = best.qty.plus('0.005');
    const result = venue.ok(
      ORDER,
      limit('BUY', best.price.toFixed(2), qty.toFixed(3), { timeInForce: 'IOC', newOrderRespType: 'RESULT' }),
    );
    expect(result).toMatchObject({ status: 'EXPIRED', executedQty: best.qty.toFixed(3), timeInForce: 'IOC' });
    expect(venue.ok<unknown[]>('GET /fapi/v1/openOrders')).toEqual([]);
  });

  it('refuses a FOK order it cannot fill at once (-5021) and fills one it can', () => {
    const venue = futuresUnderTest();
    const best = bookOf(venue).asks[0]!;
    const tooMuch = limit('BUY', best.price.toFixed(2), best.qty.plus('0.001').toFixed(3), {
      timeInForce: 'FOK',
    });
    expect(venue.send(ORDER, tooMuch).body).toEqual({
      code: -5021,
      msg: 'Due to the order could not be filled immediately, the FOK order has been rejected.',
    });
    const exact = limit('BUY', best.price.toFixed(2), best.qty.toFixed(3), {
      timeInForce: 'FOK',
      newOrderRespType: 'RESULT',
    });
    expect(venue.ok(ORDER, exact)).toMatchObject({ status: 'FILLED' });
  });

  it('refuses a post-only (GTX) order that would take (-5022) and rests one that would not', () => {
    const venue = futuresUnderTest();
    const bestAsk = bookOf(venue).asks[0]!.price;
    const taking = venue.send(ORDER, limit('BUY', bestAsk.toFixed(2), '0.010', { timeInForce: 'GTX' }));
    expect(taking.status).toBe(400);
    expect(taking.body).toEqual({
      code: -5022,
      msg: 'Due to the order could not be executed as maker, the Post Only order will be rejected.',
    });
    const making = venue.ok(
      ORDER,
      limit('BUY', bestAsk.minus('0.1').toFixed(2), '0.010', { timeInForce: 'GTX' }),
    );
    expect(making).toMatchObject({ status: 'NEW', timeInForce: 'GTX' });
  });
});

describe('GTD orders', () => {
  it('needs goodTillDate more than 600 s ahead and below the ceiling', () => {
    const venue = futuresUnderTest();
    const gtd = (extra: Record<string, string>) =>
      limit('BUY', '29000.00', '0.010', { timeInForce: 'GTD', ...extra });
    expect(venue.send(ORDER, gtd({})).body).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'goodTillDate' was not sent, was empty/null, or malformed.",
    });
    const soon = String(venue.clock.now + 600_000);
    expect(venue.send(ORDER, gtd({ goodTillDate: soon })).body).toMatchObject({ code: -1130 });
    expect(venue.send(ORDER, gtd({ goodTillDate: '253402300799000' })).body).toMatchObject({ code: -1130 });
  });

  it('keeps second precision and auto-cancels once the injected clock passes the date', () => {
    const venue = futuresUnderTest();
    const until = venue.clock.now + 3_600_000 + 789;
    const order = venue.ok(
      ORDER,
      limit('BUY', '29000.00', '0.010', { timeInForce: 'GTD', goodTillDate: String(until) }),
    );
    const kept = until - 789;
    expect(order.goodTillDate).toBe(kept);
    venue.clock.now = kept - 1;
    expect(venue.ok('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(order.orderId) }).status).toBe(
      'NEW',
    );
    venue.clock.now = kept;
    expect(venue.ok('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(order.orderId) }).status).toBe(
      'EXPIRED',
    );
    expect(bookOf(venue).bids.some((e) => e.order?.orderId === order.orderId)).toBe(false);
  });
});

describe('priceMatch', () => {
  it('cannot be sent with a price, nor on a MARKET order', () => {
    const venue = futuresUnderTest();
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010', { priceMatch: 'QUEUE' })).body).toEqual({
      code: -1106,
      msg: "Parameter 'price' sent when not required.",
    });
    const market = {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'MARKET',
      quantity: '0.010',
      priceMatch: 'OPPONENT',
    };
    expect(venue.send(ORDER, market).body).toMatchObject({ code: -1106 });
  });

  it('takes the price from the book: OPPONENT(_n) on the other side, QUEUE(_n) on its own', () => {
    const venue = futuresUnderTest();
    const book = bookOf(venue);
    const fifthAsk = book.asks[4]!.price;
    const bestBid = book.bids[0]!.price;
    const base = { symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '0.010' };
    const queue = venue.ok(ORDER, { ...base, priceMatch: 'QUEUE' });
    expect(queue).toMatchObject({ price: bestBid.toFixed(2), priceMatch: 'QUEUE', status: 'NEW' });
    const opponent = venue.ok(ORDER, { ...base, priceMatch: 'OPPONENT_5', newOrderRespType: 'RESULT' });
    expect(opponent).toMatchObject({
      price: fifthAsk.toFixed(2),
      priceMatch: 'OPPONENT_5',
      status: 'FILLED',
    });
  });
});

describe('filters and parameter refusals', () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ['price off tick', limit('BUY', '29000.05', '0.010'), -4014, 'Price not increased by tick size.'],
    [
      'price too precise',
      limit('BUY', '29000.123', '0.010'),
      -1111,
      'Precision is over the maximum defined for this asset.',
    ],
    [
      'quantity too precise',
      limit('BUY', '29000.00', '0.0105'),
      -1111,
      'Precision is over the maximum defined for this asset.',
    ],
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
    [
      'unknown symbol',
      limit('BUY', '29000.00', '0.010', { symbol: 'BTCUSD_PERP' }),
      -1121,
      'Invalid symbol.',
    ],
    ['bad side', limit('HOLD', '29000.00', '0.010'), -1117, 'Invalid side.'],
    ['bad type', limit('BUY', '29000.00', '0.010', { type: 'LIMIT_MAKER' }), -1116, 'Invalid orderType.'],
    [
      'bad timeInForce',
      limit('BUY', '29000.00', '0.010', { timeInForce: 'GTE' }),
      -1115,
      'Invalid timeInForce.',
    ],
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
    [
      'market above MARKET_LOT_SIZE',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '121' },
      -4005,
      'Quantity greater than max quantity.',
    ],
    [
      'conditional type on /fapi/v1/order',
      { symbol: 'BTCUSDT', side: 'SELL', type: 'STOP_MARKET', stopPrice: '29000', quantity: '0.010' },
      -4120,
      'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
    ],
    [
      'client id too long',
      limit('BUY', '29000.00', '0.010', { newClientOrderId: 'a'.repeat(37) }),
      -4015,
      'Client order id length should not be more than 36 chars',
    ],
    [
      'client id with illegal characters',
      limit('BUY', '29000.00', '0.010', { newClientOrderId: 'no spaces' }),
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
    venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.010' });
    expect(venue.ok(ORDER, limit('SELL', '31000.10', '0.003', { reduceOnly: 'true' }))).toMatchObject({
      status: 'NEW',
      reduceOnly: true,
    });
  });

  it('refuses a client order id already used by an open order (-4116)', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, limit('BUY', '29000.00', '0.010', { newClientOrderId: 'my-order_1' }));
    expect(
      venue.send(ORDER, limit('BUY', '29000.00', '0.010', { newClientOrderId: 'my-order_1' })).body,
    ).toEqual({
      code: -4116,
      msg: 'clientOrderId is duplicated',
    });
    expect(
      venue.ok(ORDER, limit('BUY', '29000.00', '0.010', { newClientOrderId: 'my-order_1' }), 'bob'),
    ).toMatchObject({
      clientOrderId: 'my-order_1',
    });
  });

  it('refuses a market order whose best counter price is beyond marketTakeBound (-4131)', () => {
    const venue = futuresUnderTest();
    venue.state.markets.get('BTCUSDT')!.mark = new Dec('28000');
    expect(
      venue.send(ORDER, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.010' }).body,
    ).toEqual({
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
    venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.050' });
    venue.ok(ORDER, limit('SELL', '31000.00', '0.030', { reduceOnly: 'true' }));
    expect(venue.send(ORDER, limit('SELL', '31000.00', '0.030', { reduceOnly: 'true' })).body).toEqual({
      code: -4118,
      msg: 'ReduceOnly Order Failed. Please check your existing position and open orders',
    });
    const closing = venue.ok(ORDER, {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'MARKET',
      quantity: '0.020',
      reduceOnly: 'true',
      newOrderRespType: 'RESULT',
    });
    expect(closing).toMatchObject({ status: 'FILLED', reduceOnly: true });
  });

  it('expires a resting reduce-only order once the position is closed', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.050' });
    const resting = venue.ok(ORDER, limit('SELL', '31000.00', '0.050', { reduceOnly: 'true' }));
    venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.050' });
    expect(
      venue.ok('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(resting.orderId) }).status,
    ).toBe('EXPIRED');
    expect(venue.ok<unknown[]>('GET /fapi/v1/openOrders')).toEqual([]);
  });
});

describe('open order limits', () => {
  it('refuses the order past MAX_NUM_ORDERS (-2025)', () => {
    const venue = futuresUnderTest();
    for (let i = 0; i < 200; i += 1) venue.ok(ORDER, limit('BUY', '29000.00', '0.010'));
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010')).body).toEqual({
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
    const makerNow = venue.ok('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(maker.orderId) });
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
    expect(venue.ok(ORDER, limit('BUY', '29000.00', '0.010')).selfTradePreventionMode).toBe('EXPIRE_MAKER');
  });
});

describe('position side', () => {
  it('refuses LONG/SHORT in one-way mode and BOTH or nothing in hedge mode (-4061)', () => {
    const venue = futuresUnderTest();
    const mismatch = { code: -4061, msg: "Order's position side does not match user's setting." };
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010', { positionSide: 'LONG' })).body).toEqual(
      mismatch,
    );
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010')).body).toEqual(mismatch);
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010', { positionSide: 'BOTH' })).body).toEqual(
      mismatch,
    );
    expect(venue.send(ORDER, limit('BUY', '29000.00', '0.010', { positionSide: 'UP' })).body).toEqual({
      code: -4060,
      msg: 'Invalid position side.',
    });
    expect(
      venue.send(ORDER, limit('BUY', '29000.00', '0.010', { positionSide: 'LONG', reduceOnly: 'false' }))
        .body,
    ).toEqual({
      code: -1106,
      msg: "Parameter 'reduceOnly' sent when not required.",
    });
    expect(venue.ok(ORDER, limit('BUY', '29000.00', '0.010', { positionSide: 'LONG' })).positionSide).toBe(
      'LONG',
    );
  });
});

describe('the route table', () => {
  it('declares the order counters and no IP weight for order placement', () => {
    const { routes } = futuresUnderTest();
    expect(routes['POST /fapi/v1/order']).toMatchObject({
      security: 'TRADE',
      weight: 0,
      orderCount: { '10S': 1, '1M': 1 },
    });
    expect(routes['POST /dapi/v1/order']).toMatchObject({
      security: 'TRADE',
      weight: 0,
      orderCount: { '1M': 1 },
    });
    expect(routes['POST /dapi/v1/order']!.orderCount).not.toHaveProperty('10S');
    expect(routes['GET /fapi/v1/exchangeInfo']).toMatchObject({ security: 'NONE', weight: 1 });
  });
});
