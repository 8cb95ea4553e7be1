import { describe, expect, it } from 'vitest';
import { futuresUnderTest, markAt, marketOrder, ORDER, orderOf } from './testing';

const ALGO = 'POST /fapi/v1/algoOrder';
const conditional = (extra: Record<string, string>) => ({
  symbol: 'BTCUSDT',
  algoType: 'CONDITIONAL',
  ...extra,
});
type Row = Record<string, unknown>;

describe('POST /fapi/v1/algoOrder (USD-M conditional orders)', () => {
  it('holds a stop off the order book until the mark reaches it, then fills it as a market order', () => {
    const venue = futuresUnderTest();
    const stop = venue.ok(
      ALGO,
      conditional({
        side: 'SELL',
        type: 'STOP_MARKET',
        triggerPrice: '29500.00',
        quantity: '0.010',
        workingType: 'MARK_PRICE',
        clientAlgoId: 'my-stop',
      }),
    );
    expect(stop).toMatchObject({
      algoType: 'CONDITIONAL',
      orderType: 'STOP_MARKET',
      algoStatus: 'NEW',
      triggerPrice: '29500.00',
      quantity: '0.010',
      workingType: 'MARK_PRICE',
      clientAlgoId: 'my-stop',
      actualOrderId: '',
    });
    expect(venue.ok<Row[]>('GET /fapi/v1/openOrders')).toEqual([]);
    expect(venue.ok<Row[]>('GET /fapi/v1/openAlgoOrders').map((o) => o.algoId)).toEqual([stop.algoId]);

    // the contract price crossing alone does not fire a mark-price stop
    markAt(venue, '29600.00', '29400.00');
    expect(venue.ok('GET /fapi/v1/algoOrder', { algoId: String(stop.algoId) }).algoStatus).toBe('NEW');

    venue.clock.now += 1000;
    markAt(venue, '29500.00');
    const fired = venue.ok('GET /fapi/v1/algoOrder', { clientAlgoId: 'my-stop' });
    expect(fired).toMatchObject({ algoStatus: 'FINISHED', triggerTime: venue.clock.now });
    const child = orderOf(venue, fired.actualOrderId);
    expect(child).toMatchObject({
      status: 'FILLED',
      type: 'MARKET',
      origType: 'STOP_MARKET',
      executedQty: '0.010',
    });
    const [position] = venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' });
    expect(position!.positionAmt).toBe('-0.010');
  });

  it('refuses with the venue codes: immediate trigger, closePosition with quantity, reduceOnly in hedge mode, a plain type', () => {
    const venue = futuresUnderTest();
    const body = (params: Record<string, string>) => venue.send(ALGO, conditional(params)).body;
    expect(
      body({
        side: 'SELL',
        type: 'STOP_MARKET',
        triggerPrice: '30100.00',
        quantity: '0.010',
        workingType: 'MARK_PRICE',
      }),
    ).toEqual({ code: -2021, msg: 'Order would immediately trigger.' });
    expect(
      body({
        side: 'SELL',
        type: 'TAKE_PROFIT_MARKET',
        triggerPrice: '31000.00',
        closePosition: 'true',
        quantity: '0.010',
      }),
    ).toEqual({ code: -4137, msg: 'Quantity must be zero with closePosition equals true' });
    expect(body({ side: 'SELL', type: 'LIMIT', quantity: '0.010' })).toEqual({
      code: -1116,
      msg: 'Invalid orderType.',
    });
    expect(body({ side: 'SELL', type: 'STOP_MARKET', quantity: '0.010' })).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'triggerPrice' was not sent, was empty/null, or malformed.",
    });
    expect(
      venue.send(ALGO, {
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'STOP_MARKET',
        triggerPrice: '29000.00',
        quantity: '0.010',
      }).body,
    ).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'algoType' was not sent, was empty/null, or malformed.",
    });
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    expect(
      body({
        side: 'SELL',
        positionSide: 'LONG',
        type: 'STOP_MARKET',
        triggerPrice: '29000.00',
        quantity: '0.010',
        reduceOnly: 'true',
      }),
    ).toEqual({ code: -1106, msg: "Parameter 'reduceOnly' sent when not required." });
  });

  it('cancels a waiting algo order, and only a waiting one', () => {
    const venue = futuresUnderTest();
    const stop = venue.ok(
      ALGO,
      conditional({ side: 'BUY', type: 'STOP_MARKET', triggerPrice: '30500.00', quantity: '0.010' }),
    );
    expect(venue.ok('DELETE /fapi/v1/algoOrder', { algoId: String(stop.algoId) })).toMatchObject({
      algoId: stop.algoId,
      code: '200',
      msg: 'success',
    });
    expect(venue.ok('GET /fapi/v1/algoOrder', { algoId: String(stop.algoId) }).algoStatus).toBe('CANCELED');
    expect(venue.send('DELETE /fapi/v1/algoOrder', { algoId: String(stop.algoId) }).body).toEqual({
      code: -2011,
      msg: 'Unknown order sent.',
    });
  });

  it('trails the contract price and fires a trailing stop after the callback', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, marketOrder('BUY', '0.010'));
    const trail = venue.ok(
      ALGO,
      conditional({
        side: 'SELL',
        type: 'TRAILING_STOP_MARKET',
        callbackRate: '1',
        quantity: '0.010',
        reduceOnly: 'true',
      }),
    );
    expect(trail).toMatchObject({ callbackRate: '1.0', algoStatus: 'NEW' });
    markAt(venue, '31000.00');
    markAt(venue, '30700.00');
    expect(venue.ok('GET /fapi/v1/algoOrder', { algoId: String(trail.algoId) }).algoStatus).toBe('NEW');
    markAt(venue, '30690.00');
    expect(venue.ok('GET /fapi/v1/algoOrder', { algoId: String(trail.algoId) }).algoStatus).toBe('FINISHED');
  });
});

describe('take-profit and stop-loss of a position (closePosition)', () => {
  it('a hedge-mode bracket: the take-profit closes the long, and the venue expires its stop-loss', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    const closer = (type: string, triggerPrice: string) =>
      venue.ok(
        ALGO,
        conditional({ side: 'SELL', positionSide: 'LONG', type, triggerPrice, closePosition: 'true' }),
      );
    // the legs are placed first; they wait for the position they close
    const takeProfit = closer('TAKE_PROFIT_MARKET', '31000.00');
    const stopLoss = closer('STOP_MARKET', '29000.00');
    venue.ok(ORDER, {
      symbol: 'BTCUSDT',
      side: 'BUY',
      positionSide: 'LONG',
      type: 'MARKET',
      quantity: '0.020',
    });
    markAt(venue, '30500.00');
    expect(venue.ok<Row[]>('GET /fapi/v1/openAlgoOrders')).toHaveLength(2);

    markAt(venue, '31000.00');
    const status = (id: unknown) => venue.ok('GET /fapi/v1/algoOrder', { algoId: String(id) }).algoStatus;
    expect(status(takeProfit.algoId)).toBe('FINISHED');
    expect(status(stopLoss.algoId)).toBe('EXPIRED');
    const long = venue
      .ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' })
      .find((p) => p.positionSide === 'LONG');
    expect(long?.positionAmt ?? '0.000').toBe('0.000');
  });

  it('expires the stop-loss when the trader closes the position by hand', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, marketOrder('BUY', '0.010'));
    const stopLoss = venue.ok(
      ALGO,
      conditional({ side: 'SELL', type: 'STOP_MARKET', triggerPrice: '29000.00', closePosition: 'true' }),
    );
    venue.ok(ORDER, marketOrder('SELL', '0.010', { reduceOnly: 'true' }));
    expect(venue.ok('GET /fapi/v1/algoOrder', { algoId: String(stopLoss.algoId) }).algoStatus).toBe(
      'EXPIRED',
    );
  });
});
