import { describe, expect, it } from 'vitest';
import { liquidationPrice } from './contract-math';
import { Dec } from './decimal';
import { setWalletBalance } from './state';
import { futuresUnderTest, limit, markAt, marketOrder, ORDER, orderOf } from './testing';

const market = (side: string, quantity: string, extra: Record<string, string> = {}) =>
  marketOrder(side, quantity, { newOrderRespType: 'RESULT', ...extra });
type Row = Record<string, unknown>;
const risk = (venue: ReturnType<typeof futuresUnderTest>, symbol = 'BTCUSDT') =>
  venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol });

describe('positions and balances (fapi, USDT margin)', () => {
  it('opens a position at the fill price, charges the taker fee, and marks it to the mark price', () => {
    const venue = futuresUnderTest();
    const buy = venue.ok(ORDER, market('BUY', '0.500'));
    const cost = new Dec(buy.cumQuote as string);
    const [row] = risk(venue);
    expect(row).toMatchObject({
      positionAmt: '0.500',
      positionSide: 'BOTH',
      leverage: '20',
      marginType: 'cross',
    });
    const entry = cost.dividedBy('0.5');
    expect(new Dec(row!.entryPrice as string).equals(entry.toDecimalPlaces(8))).toBe(true);
    const wallet = new Dec('10000').minus(cost.times('0.0005'));
    const account = venue.ok('GET /fapi/v2/account');
    expect(account.totalWalletBalance).toBe(wallet.toFixed(8));

    venue.clock.now += 1000;
    markAt(venue, '31000');
    const [moved] = risk(venue);
    expect(moved!.markPrice).toBe('31000.00000000');
    expect(moved!.unRealizedProfit).toBe(new Dec('0.5').times(new Dec('31000').minus(entry)).toFixed(8));
    expect(moved!.notional).toBe('15500.00000000');
  });

  it('realises profit into the wallet exactly when the position closes', () => {
    const venue = futuresUnderTest();
    const buy = venue.ok(ORDER, market('BUY', '0.500'));
    markAt(venue, '31000');
    const sell = venue.ok(ORDER, market('SELL', '0.500'));
    const bought = new Dec(buy.cumQuote as string);
    const sold = new Dec(sell.cumQuote as string);
    const wallet = new Dec('10000').plus(sold.minus(bought)).minus(bought.plus(sold).times('0.0005'));
    expect(venue.ok('GET /fapi/v2/account').totalWalletBalance).toBe(wallet.toFixed(8));
    expect(risk(venue)[0]).toMatchObject({
      positionAmt: '0.000',
      unRealizedProfit: '0.00000000',
      liquidationPrice: '0.00000000',
    });
  });

  it('flips a one-way position through zero, the new side entering at its own fills', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, market('BUY', '0.100'));
    const bids = venue.state.markets.get('BTCUSDT')!.book.bids.map((e) => ({ price: e.price, qty: e.qty }));
    venue.ok(ORDER, market('SELL', '0.300'));
    let toClose = new Dec('0.1');
    let toOpen = new Dec('0.2');
    let value = new Dec(0);
    for (const level of bids) {
      let qty = level.qty;
      const closed = Dec.min(qty, toClose);
      toClose = toClose.minus(closed);
      qty = qty.minus(closed);
      const opened = Dec.min(qty, toOpen);
      toOpen = toOpen.minus(opened);
      value = value.plus(opened.times(level.price));
      if (toOpen.isZero()) break;
    }
    const [row] = risk(venue);
    expect(row!.positionAmt).toBe('-0.200');
    expect(row!.entryPrice).toBe(value.dividedBy('0.2').toFixed(8));
  });

  it('reports the documented cross liquidation price', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, market('BUY', '0.500'));
    const [row] = risk(venue);
    const spec = venue.state.markets.get('BTCUSDT')!.spec;
    const wallet = new Dec(venue.ok('GET /fapi/v2/account').totalWalletBalance as string);
    const expected = liquidationPrice(
      spec,
      [{ amount: new Dec('0.5'), entry: new Dec(row!.entryPrice as string) }],
      wallet,
    );
    // P = (W − A·E) / (mmr·|A| − A): for a long, below the entry by about the wallet per unit held.
    expect(row!.liquidationPrice).toBe(expected.toFixed(8));
    const byHand = wallet
      .minus(new Dec('0.5').times(row!.entryPrice as string))
      .dividedBy(new Dec('0.004').times('0.5').minus('0.5'));
    expect(expected.minus(byHand).abs().lessThan('0.0000001')).toBe(true);
  });

  it('fills a resting limit at its own price when the mark moves through it (maker fee)', () => {
    const venue = futuresUnderTest();
    const order = venue.ok(ORDER, limit('BUY', '29990.00', '0.010'));
    markAt(venue, '29900');
    expect(orderOf(venue, order.orderId)).toMatchObject({
      status: 'FILLED',
      avgPrice: '29990.00000',
    });
    const fee = new Dec('29990').times('0.01').times('0.0002');
    expect(venue.ok('GET /fapi/v2/account').totalWalletBalance).toBe(new Dec('10000').minus(fee).toFixed(8));
  });

  it('refuses an order whose initial margin exceeds the available balance (-2019)', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '100');
    expect(venue.send(ORDER, market('BUY', '0.100')).body).toEqual({
      code: -2019,
      msg: 'Margin is insufficient.',
    });
    expect(venue.ok(ORDER, market('BUY', '0.050'))).toMatchObject({ status: 'FILLED' });
  });

  it('keeps open-order initial margin in the account', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, limit('BUY', '29000.00', '0.100'));
    const account = venue.ok('GET /fapi/v2/account');
    expect(account.totalOpenOrderInitialMargin).toBe('145.00000000');
    expect(account.availableBalance).toBe('9855.00000000');
  });
});

describe('leverage', () => {
  it('sets leverage per symbol and uses it for initial margin', () => {
    const venue = futuresUnderTest();
    expect(venue.ok('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '50' })).toEqual({
      leverage: 50,
      maxNotionalValue: '1000000',
      symbol: 'BTCUSDT',
    });
    venue.ok(ORDER, market('BUY', '0.100'));
    const account = venue.ok<{ positions: Row[] }>('GET /fapi/v2/account');
    const btc = account.positions.find((p) => p.symbol === 'BTCUSDT')!;
    expect(btc).toMatchObject({ leverage: '50', initialMargin: '60.00000000', maintMargin: '12.00000000' });
    expect(risk(venue, 'ETHUSDT')[0]!.leverage).toBe('20');
  });

  it('refuses a leverage outside 1..max (-4028) and one the held position exceeds (-2027)', () => {
    const venue = futuresUnderTest();
    expect(venue.send('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '126' }).body).toEqual({
      code: -4028,
      msg: 'Leverage 126 is not valid',
    });
    expect(venue.send('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '0' }).body).toMatchObject({
      code: -4028,
    });
    venue.ok(ORDER, market('BUY', '2.000'));
    expect(venue.send('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '125' }).body).toEqual({
      code: -2027,
      msg: 'Exceeded the maximum allowable position at current leverage.',
    });
  });

  it('refuses lowering leverage below what the margin covers (-2028)', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1000');
    venue.ok(ORDER, market('BUY', '0.500'));
    expect(venue.send('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '1' }).body).toMatchObject({
      code: -2028,
    });
    expect(risk(venue)[0]!.leverage).toBe('20');
  });
});

describe('position mode', () => {
  it('reads and switches the mode, refusing the same mode (-4059), open orders (-4067) and positions (-4068)', () => {
    const venue = futuresUnderTest();
    expect(venue.ok('GET /fapi/v1/positionSide/dual')).toEqual({ dualSidePosition: false });
    expect(venue.send('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'false' }).body).toEqual({
      code: -4059,
      msg: 'No need to change position side.',
    });
    const order = venue.ok(ORDER, limit('BUY', '29000.00', '0.010'));
    expect(venue.send('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' }).body).toEqual({
      code: -4067,
      msg: 'Position side cannot be changed if there exists open orders.',
    });
    venue.ok('DELETE /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(order.orderId) });
    venue.ok(ORDER, market('BUY', '0.010'));
    expect(venue.send('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' }).body).toEqual({
      code: -4068,
      msg: 'Position side cannot be changed if there exists position.',
    });
    venue.ok(ORDER, market('SELL', '0.010'));
    expect(venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' })).toEqual({
      code: 200,
      msg: 'success',
    });
    expect(venue.ok('GET /fapi/v1/positionSide/dual')).toEqual({ dualSidePosition: true });
    expect(venue.ok('GET /dapi/v1/positionSide/dual')).toEqual({ dualSidePosition: false });
  });

  it('keeps LONG and SHORT apart in hedge mode and refuses closing more than held (-2022)', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    venue.ok(ORDER, market('BUY', '0.200', { positionSide: 'LONG' }));
    venue.ok(ORDER, market('SELL', '0.100', { positionSide: 'SHORT' }));
    const rows = risk(venue);
    expect(rows.map((r) => [r.positionSide, r.positionAmt])).toEqual([
      ['LONG', '0.200'],
      ['SHORT', '-0.100'],
    ]);
    expect(venue.send(ORDER, market('SELL', '0.300', { positionSide: 'LONG' })).body).toEqual({
      code: -2022,
      msg: 'ReduceOnly Order is rejected.',
    });
    venue.ok(ORDER, market('SELL', '0.200', { positionSide: 'LONG' }));
    expect(risk(venue).map((r) => r.positionAmt)).toEqual(['0.000', '-0.100']);
  });
});

describe('only-reducing orders never overfill', () => {
  it('caps a resting hedge closing order at what is left of the position, then expires it', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    venue.ok(ORDER, market('BUY', '0.200', { positionSide: 'LONG' }));
    const closer = venue.ok(ORDER, limit('SELL', '31000.00', '0.200', { positionSide: 'LONG' }));
    venue.ok(ORDER, market('SELL', '0.100', { positionSide: 'LONG' }));
    markAt(venue, '31100');
    expect(orderOf(venue, closer.orderId)).toMatchObject({
      status: 'EXPIRED',
      executedQty: '0.100',
      avgPrice: '31000.00000',
    });
    expect(risk(venue).map((r) => [r.positionSide, r.positionAmt])).toEqual([
      ['LONG', '0.000'],
      ['SHORT', '0.000'],
    ]);
  });
});

describe('orders: cancel and query', () => {
  it('cancels an open order and refuses an unknown one', () => {
    const venue = futuresUnderTest();
    const order = venue.ok(ORDER, limit('BUY', '29000.00', '0.010', { newClientOrderId: 'cancel-me' }));
    expect(
      venue.ok('DELETE /fapi/v1/order', { symbol: 'BTCUSDT', origClientOrderId: 'cancel-me' }),
    ).toMatchObject({
      orderId: order.orderId,
      status: 'CANCELED',
    });
    expect(
      venue.send('DELETE /fapi/v1/order', { symbol: 'BTCUSDT', orderId: String(order.orderId) }).body,
    ).toEqual({
      code: -2011,
      msg: 'Unknown order sent.',
    });
    expect(venue.send('GET /fapi/v1/order', { symbol: 'BTCUSDT', orderId: '999' }).body).toEqual({
      code: -2013,
      msg: 'Order does not exist.',
    });
    expect(venue.send('DELETE /fapi/v1/order', { symbol: 'BTCUSDT' }).body).toEqual({
      code: -1102,
      msg: "Param 'orderId' or 'origClientOrderId' must be sent, but both were empty/null!",
    });
    expect(venue.ok<unknown[]>('GET /fapi/v1/openOrders')).toEqual([]);
  });
});

describe('liquidation', () => {
  it('closes the position at the mark once the mark reaches the reported liquidation price, not before', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1000');
    venue.ok(ORDER, market('BUY', '0.500'));
    const resting = venue.ok(ORDER, limit('BUY', '28000.00', '0.004'));
    const liquidation = new Dec(risk(venue)[0]!.liquidationPrice as string);
    expect(liquidation.greaterThan(28000)).toBe(true);
    const above = liquidation.plus('0.01').toDecimalPlaces(2, Dec.ROUND_UP);
    markAt(venue, above.toFixed(2));
    expect(risk(venue)[0]!.positionAmt).not.toBe('0.000');
    const wallet = new Dec(venue.ok('GET /fapi/v2/account').totalWalletBalance as string);
    const [row] = risk(venue);
    const entry = new Dec(row!.entryPrice as string);
    const at = liquidation.toDecimalPlaces(2, Dec.ROUND_DOWN);
    markAt(venue, at.toFixed(2));
    expect(risk(venue)[0]).toMatchObject({ positionAmt: '0.000', liquidationPrice: '0.00000000' });
    const value = at.times('0.5');
    const expected = wallet.plus(value.minus(entry.times('0.5'))).minus(value.times('0.0125'));
    expect(venue.ok('GET /fapi/v2/account').totalWalletBalance).toBe(Dec.max(expected, 0).toFixed(8));
    expect(orderOf(venue, resting.orderId).status).toBe('CANCELED');
  });

  it("counts the other cross positions' maintenance margin, so the reported price is where liquidation comes", () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1000');
    venue.ok(ORDER, market('BUY', '0.300'));
    venue.ok(ORDER, { ...market('SELL', '4.000'), symbol: 'ETHUSDT' });
    const [eth] = risk(venue, 'ETHUSDT');
    const liquidation = new Dec(risk(venue)[0]!.liquidationPrice as string);
    // Without the ETH position's maintenance margin the price would be lower by about that much over 0.3.
    const ethMaintenance = new Dec(eth!.notional as string).abs().times('0.005');
    const wallet = new Dec(venue.ok('GET /fapi/v2/account').totalCrossWalletBalance as string);
    const [btc] = risk(venue);
    const entry = new Dec(btc!.entryPrice as string);
    const others = new Dec(eth!.unRealizedProfit as string).minus(ethMaintenance);
    const expected = wallet
      .plus(others)
      .minus(entry.times('0.3'))
      .dividedBy(new Dec('0.3').times('0.004').minus('0.3'));
    expect(liquidation.minus(expected).abs().lessThan('0.000001')).toBe(true);

    markAt(venue, liquidation.plus('0.01').toDecimalPlaces(2, Dec.ROUND_UP).toFixed(2));
    expect(risk(venue)[0]!.positionAmt).toBe('0.300');
    markAt(venue, liquidation.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2));
    expect(risk(venue)[0]!.positionAmt).toBe('0.000');
  });

  it('in hedge mode counts both sides of the contract, which move with the same mark: one price for both', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1200');
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    venue.ok(ORDER, market('BUY', '0.500', { positionSide: 'LONG' }));
    venue.ok(ORDER, market('SELL', '0.200', { positionSide: 'SHORT' }));
    const rows = risk(venue).filter((r) => r.positionAmt !== '0.000');
    expect(rows.map((r) => r.positionSide)).toEqual(['LONG', 'SHORT']);
    expect(rows[0]!.liquidationPrice).toBe(rows[1]!.liquidationPrice);
    const liquidation = new Dec(rows[0]!.liquidationPrice as string);
    expect(liquidation.greaterThan(0)).toBe(true);
    markAt(venue, liquidation.plus('0.01').toDecimalPlaces(2, Dec.ROUND_UP).toFixed(2));
    expect(risk(venue).find((r) => r.positionSide === 'LONG')!.positionAmt).toBe('0.500');
    markAt(venue, liquidation.toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2));
    expect(risk(venue).every((r) => r.positionAmt === '0.000')).toBe(true);
  });
});
