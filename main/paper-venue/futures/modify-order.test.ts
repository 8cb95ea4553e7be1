import { describe, expect, it } from 'vitest';
import { userFeed } from '../futures-streams/user-feed';
import { MAX_MODIFICATIONS } from './modify-order';
import { bookOf, futuresUnderTest, limit, ORDER, orderOf } from './testing';
import { setWalletBalance } from './state';

const MODIFY = 'PUT /fapi/v1/order';
type Row = Record<string, unknown>;

/** Alice's resting GTC buy at `price`. */
function restingBuy(venue: ReturnType<typeof futuresUnderTest>, price = '29000.00', quantity = '0.010') {
  return venue.ok(ORDER, limit('BUY', price, quantity));
}

describe('PUT /fapi/v1/order (modify a limit order)', () => {
  it("changes a resting limit's price and quantity in place, keeping its ids, at the back of the new level", () => {
    const venue = futuresUnderTest();
    const first = restingBuy(venue);
    const second = restingBuy(venue, '29000.00', '0.020');
    venue.clock.now += 1_000;
    const moved = venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(first.orderId),
      side: 'BUY',
      quantity: '0.015',
      price: '29000.00',
    });
    expect(moved).toMatchObject({
      orderId: first.orderId,
      clientOrderId: first.clientOrderId,
      status: 'NEW',
      price: '29000.00',
      origQty: '0.015',
      updateTime: venue.clock.now,
    });
    expect(orderOf(venue, first.orderId)).toMatchObject({ origQty: '0.015', price: '29000.00' });
    const queue = bookOf(venue).bids.filter((e) => e.order !== null && e.price.equals('29000'));
    expect(queue.map((e) => e.order?.orderId)).toEqual([second.orderId, first.orderId]);

    venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      origClientOrderId: String(first.clientOrderId),
      side: 'BUY',
      quantity: '0.015',
      price: '28990.00',
    });
    const open = venue.ok<Row[]>('GET /fapi/v1/openOrders', { symbol: 'BTCUSDT' });
    expect(open.find((o) => o.orderId === first.orderId)).toMatchObject({ price: '28990.00' });
    expect(
      bookOf(venue)
        .bids.find((e) => e.order?.orderId === first.orderId)
        ?.price.toFixed(2),
    ).toBe('28990.00');
  });

  it('trades at once when the new price crosses the book', () => {
    const venue = futuresUnderTest();
    const order = restingBuy(venue);
    const ask = bookOf(venue).asks[0]!;
    const quantity = ask.qty.greaterThan('0.010') ? '0.010' : ask.qty.toFixed(3);
    const moved = venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(order.orderId),
      side: 'BUY',
      quantity,
      price: ask.price.toFixed(2),
    });
    expect(moved).toMatchObject({ status: 'FILLED', executedQty: quantity, avgPrice: ask.price.toFixed(5) });
    const [position] = venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' });
    expect(position).toMatchObject({ positionAmt: quantity });
  });

  it('refuses what the venue would refuse on a new order, and leaves the order as it was', () => {
    const venue = futuresUnderTest();
    const order = restingBuy(venue);
    const modify = (params: Record<string, string>) =>
      venue.send(MODIFY, { symbol: 'BTCUSDT', orderId: String(order.orderId), side: 'BUY', ...params }).body;
    expect(modify({ quantity: '0.010', price: '29000.05' })).toEqual({
      code: -4014,
      msg: 'Price not increased by tick size.',
    });
    expect(modify({ quantity: '0.0105', price: '29000.00' })).toMatchObject({ code: -1111 });
    expect(modify({ quantity: '0.010', price: '29000.00' })).toEqual({
      code: -5027,
      msg: 'No need to modify the order.',
    });
    expect(modify({ price: '29000.00' })).toMatchObject({ code: -1102 });
    expect(modify({ quantity: '0.010' })).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'price' was not sent, was empty/null, or malformed.",
    });
    expect(modify({ quantity: '0.010', price: '29000.00', priceMatch: 'QUEUE' })).toEqual({
      code: -1106,
      msg: "Parameter 'price' sent when not required.",
    });
    expect(modify({ side: 'SELL', quantity: '0.010', price: '29100.00' })).toEqual({
      code: -1117,
      msg: 'Invalid side.',
    });
    expect(modify({ quantity: '0.010', price: '99000.00' })).toMatchObject({ code: -4016 });
    expect(
      venue.send(MODIFY, { symbol: 'BTCUSDT', orderId: '999999', side: 'BUY', quantity: '1', price: '1' })
        .body,
    ).toEqual({ code: -2013, msg: 'Order does not exist.' });
    expect(orderOf(venue, order.orderId)).toMatchObject({
      status: 'NEW',
      price: '29000.00',
      origQty: '0.010',
    });
  });

  it('refuses an increase the margin cannot hold (-2019) and a reduce-only order past its position (-4118)', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '100');
    const order = restingBuy(venue, '29000.00', '0.010');
    expect(
      venue.send(MODIFY, {
        symbol: 'BTCUSDT',
        orderId: String(order.orderId),
        side: 'BUY',
        quantity: '1.000',
        price: '29000.00',
      }).body,
    ).toEqual({ code: -2019, msg: 'Margin is insufficient.' });

    venue.ok(ORDER, { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.004' });
    const closing = venue.ok(ORDER, limit('SELL', '31000.00', '0.004', { reduceOnly: 'true' }));
    expect(
      venue.send(MODIFY, {
        symbol: 'BTCUSDT',
        orderId: String(closing.orderId),
        side: 'SELL',
        quantity: '0.005',
        price: '31000.00',
      }).body,
    ).toMatchObject({ code: -4118 });
  });

  it('cancels a partly filled order modified to no more than has filled, and a post-only one moved to trade', () => {
    const venue = futuresUnderTest();
    const ask = bookOf(venue).asks[0]!;
    const partly = venue.ok(
      ORDER,
      limit('BUY', ask.price.toFixed(2), ask.qty.plus('0.005').toFixed(3), { newOrderRespType: 'RESULT' }),
    );
    expect(partly.status).toBe('PARTIALLY_FILLED');
    const cancelled = venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(partly.orderId),
      side: 'BUY',
      quantity: String(partly.executedQty),
      price: ask.price.minus(1).toFixed(2),
    });
    expect(cancelled).toMatchObject({ status: 'CANCELED', executedQty: partly.executedQty });

    const postOnly = venue.ok(ORDER, limit('BUY', '29000.00', '0.010', { timeInForce: 'GTX' }));
    const best = bookOf(venue).asks[0]!.price.toFixed(2);
    const gone = venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(postOnly.orderId),
      side: 'BUY',
      quantity: '0.010',
      price: best,
    });
    expect(gone).toMatchObject({ status: 'CANCELED', executedQty: '0.000', price: '29000.00' });
  });

  it('takes priceMatch for the price, and refuses past the limit of modifications (-5026)', () => {
    const venue = futuresUnderTest();
    const order = restingBuy(venue);
    const bestBid = bookOf(venue)
      .bids.find((e) => e.order === null)!
      .price.toFixed(2);
    const matched = venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(order.orderId),
      side: 'BUY',
      quantity: '0.010',
      priceMatch: 'QUEUE',
    });
    expect(matched).toMatchObject({ price: bestBid, status: 'NEW' });
    venue.state.orders.get(order.orderId as number)!.amendments = MAX_MODIFICATIONS;
    expect(
      venue.send(MODIFY, {
        symbol: 'BTCUSDT',
        orderId: String(order.orderId),
        side: 'BUY',
        quantity: '0.011',
        price: '29000.00',
      }).body,
    ).toEqual({ code: -5026, msg: 'Exceed maximum modify order limit.' });
  });

  it('refuses a conditional order (-1116): only limit orders can be modified', () => {
    const venue = futuresUnderTest();
    const stop = venue.ok('POST /dapi/v1/order', {
      symbol: 'BTCUSD_PERP',
      side: 'SELL',
      type: 'STOP_MARKET',
      stopPrice: '20000.0',
      quantity: '1',
    });
    expect(
      venue.send('PUT /dapi/v1/order', {
        symbol: 'BTCUSD_PERP',
        orderId: String(stop.orderId),
        side: 'SELL',
        price: '20100.0',
      }).body,
    ).toEqual({ code: -1116, msg: 'Invalid orderType.' });
  });

  it('on COIN-M takes the price alone, keeping the quantity', () => {
    const venue = futuresUnderTest();
    const order = venue.ok('POST /dapi/v1/order', {
      symbol: 'BTCUSD_PERP',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '29000.0',
      quantity: '3',
    });
    const moved = venue.ok('PUT /dapi/v1/order', {
      symbol: 'BTCUSD_PERP',
      orderId: String(order.orderId),
      side: 'BUY',
      price: '28900.0',
    });
    expect(moved).toMatchObject({ orderId: order.orderId, price: '28900.0', origQty: '3', status: 'NEW' });
    expect(
      venue.send('PUT /dapi/v1/order', { symbol: 'BTCUSD_PERP', orderId: String(order.orderId), side: 'BUY' })
        .body,
    ).toEqual({ code: -1102, msg: "Param 'quantity' or 'price' must be sent, but both were empty/null!" });
  });

  it("tells the account's user-data stream AMENDMENT with the new price and quantity", () => {
    const venue = futuresUnderTest();
    const order = restingBuy(venue);
    const feed = userFeed(venue.state, 'alice', 'fapi');
    venue.ok(MODIFY, {
      symbol: 'BTCUSDT',
      orderId: String(order.orderId),
      side: 'BUY',
      quantity: '0.012',
      price: '29010.00',
    });
    const events = feed.poll(venue.clock.now) as { e: string; o?: Row }[];
    const updates = events.filter((event) => event.e === 'ORDER_TRADE_UPDATE').map((event) => event.o);
    expect(updates).toEqual([
      expect.objectContaining({ i: order.orderId, x: 'AMENDMENT', X: 'NEW', p: '29010.00', q: '0.012' }),
    ]);
    expect(feed.poll(venue.clock.now)).toEqual([]);
  });
});
