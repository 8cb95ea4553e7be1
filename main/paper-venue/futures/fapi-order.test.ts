import { describe, expect, it } from 'vitest';
import { bookOf, futuresUnderTest, limit, marketOrder, ORDER, orderOf } from './testing';

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
    const ack = venue.ok(ORDER, marketOrder('SELL', '0.100'));
    expect(ack).toMatchObject({ status: 'NEW', executedQty: '0.000', price: '0', timeInForce: 'GTC' });
    const queried = orderOf(venue, ack.orderId);
    expect(queried).toMatchObject({ status: 'FILLED', executedQty: '0.100' });
    const result = venue.ok(ORDER, marketOrder('BUY', '0.100', { newOrderRespType: 'RESULT' }));
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
    expect(orderOf(venue, order.orderId).status).toBe('NEW');
    venue.clock.now = kept;
    expect(orderOf(venue, order.orderId).status).toBe('EXPIRED');
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
    const market = marketOrder('BUY', '0.010', { priceMatch: 'OPPONENT' });
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
