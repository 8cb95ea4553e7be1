import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { setMarkPrice } from './market-moves';
import { setAlgoOrderMigration } from './state';
import { futuresUnderTest } from './testing';

const ORDER = 'POST /dapi/v1/order';
const base = { symbol: 'BTCUSD_PERP', quantity: '10' };
type Row = Record<string, unknown>;
type Venue = ReturnType<typeof futuresUnderTest>;

function orderNow(venue: Venue, orderId: unknown) {
  return venue.ok('GET /dapi/v1/order', { symbol: 'BTCUSD_PERP', orderId: String(orderId) });
}
const position = (venue: Venue) => venue.ok<Row[]>('GET /dapi/v1/positionRisk', { pair: 'BTCUSD' })[0]!;
/** Moves BTCUSD_PERP's mark price and, when given, its contract price. */
const markAt = (venue: Venue, mark: string, contract?: string) =>
  setMarkPrice(venue.state, 'BTCUSD_PERP', mark, venue.clock.now, contract);

/** A fresh venue holding one order of these params on top of the base; `now` reads it back. */
function placed(params: Record<string, string>, venue = futuresUnderTest()) {
  const order = venue.ok(ORDER, { ...base, ...params });
  return { venue, order, now: () => orderNow(venue, order.orderId) };
}
/** A STOP or TAKE_PROFIT order's params: trigger at stopPrice, then rest at price. */
const stopLimit = (side: string, type: string, stopPrice: string, price: string, timeInForce: string) => ({
  side,
  type,
  stopPrice,
  price,
  timeInForce,
});
const sellStop = { side: 'SELL', type: 'STOP_MARKET', stopPrice: '29500' };
const sellTrailing = {
  side: 'SELL',
  type: 'TRAILING_STOP_MARKET',
  callbackRate: '1',
  activationPrice: '31000',
};

describe('POST /dapi/v1/order: mandatory parameters per type', () => {
  const missing = (name: string) => ({
    code: -1102,
    msg: `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`,
  });
  const cases: [string, Record<string, string>, string][] = [
    ['LIMIT without timeInForce', { type: 'LIMIT', side: 'BUY', price: '29000' }, 'timeInForce'],
    ['LIMIT without price', { type: 'LIMIT', side: 'BUY', timeInForce: 'GTC' }, 'price'],
    ['MARKET without quantity', { type: 'MARKET', side: 'BUY', quantity: '' }, 'quantity'],
    ['STOP without price', { type: 'STOP', side: 'BUY', stopPrice: '31000' }, 'price'],
    ['STOP without stopPrice', { type: 'STOP', side: 'BUY', price: '31000' }, 'stopPrice'],
    ['TAKE_PROFIT without stopPrice', { type: 'TAKE_PROFIT', side: 'SELL', price: '31000' }, 'stopPrice'],
    ['STOP_MARKET without stopPrice', { type: 'STOP_MARKET', side: 'SELL' }, 'stopPrice'],
    ['TAKE_PROFIT_MARKET without stopPrice', { type: 'TAKE_PROFIT_MARKET', side: 'SELL' }, 'stopPrice'],
    [
      'TRAILING_STOP_MARKET without callbackRate',
      { type: 'TRAILING_STOP_MARKET', side: 'SELL' },
      'callbackRate',
    ],
  ];
  it.each(cases)('refuses %s', (_name, params, name) => {
    expect(futuresUnderTest().send(ORDER, { ...base, ...params }).body).toEqual(missing(name));
  });

  it('keeps callbackRate within 0.1..10', () => {
    const venue = futuresUnderTest();
    const trailing = (callbackRate: string) => ({
      ...base,
      side: 'SELL',
      type: 'TRAILING_STOP_MARKET',
      callbackRate,
    });
    const invalid = { code: -1130, msg: "Data sent for parameter 'callbackRate' is not valid." };
    expect(venue.send(ORDER, trailing('0.05')).body).toEqual(invalid);
    expect(venue.send(ORDER, trailing('10.1')).body).toEqual(invalid);
    expect(venue.ok(ORDER, trailing('10'))).toMatchObject({
      type: 'TRAILING_STOP_MARKET',
      priceRate: '10.0',
    });
    expect(venue.ok(ORDER, trailing('0.1'))).toMatchObject({
      status: 'NEW',
      pair: 'BTCUSD',
      activatePrice: '30000.0',
    });
  });

  it('has no GTD in the contract-quantity family', () => {
    const venue = futuresUnderTest();
    const gtd = {
      ...base,
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTD',
      price: '29000',
      goodTillDate: '1',
    };
    expect(venue.send(ORDER, gtd).body).toEqual({ code: -1115, msg: 'Invalid timeInForce.' });
  });
});

describe('trigger rules', () => {
  it('refuses stops and take-profits that would trigger at once (-2021)', () => {
    const venue = futuresUnderTest();
    const wouldTrigger = { code: -2021, msg: 'Order would immediately trigger.' };
    const stop = (side: string, stopPrice: string, type = 'STOP_MARKET') => ({
      ...base,
      side,
      type,
      stopPrice,
    });
    expect(venue.send(ORDER, stop('BUY', '29900')).body).toEqual(wouldTrigger);
    expect(venue.send(ORDER, stop('SELL', '30100')).body).toEqual(wouldTrigger);
    expect(venue.send(ORDER, stop('BUY', '30100', 'TAKE_PROFIT_MARKET')).body).toEqual(wouldTrigger);
    expect(venue.send(ORDER, stop('SELL', '29900', 'TAKE_PROFIT_MARKET')).body).toEqual(wouldTrigger);
    expect(venue.ok(ORDER, stop('BUY', '30100')).status).toBe('NEW');
  });

  it('refuses a trailing stop whose activation price is already passed (-2021)', () => {
    const venue = futuresUnderTest();
    const trailing = (side: string, activationPrice: string) => ({
      ...base,
      side,
      type: 'TRAILING_STOP_MARKET',
      callbackRate: '1',
      activationPrice,
    });
    const wouldTrigger = { code: -2021, msg: 'Order would immediately trigger.' };
    expect(venue.send(ORDER, trailing('BUY', '30000')).body).toEqual(wouldTrigger);
    expect(venue.send(ORDER, trailing('SELL', '29000')).body).toEqual(wouldTrigger);
    expect(venue.ok(ORDER, trailing('BUY', '29000'))).toMatchObject({
      activatePrice: '29000.0',
      priceRate: '1.0',
    });
  });

  it('triggers a STOP_MARKET when the contract price crosses it and opens the position', () => {
    const { venue, order, now } = placed(sellStop);
    expect(venue.ok<Row[]>('GET /dapi/v1/openOrders').map((o) => o.orderId)).toEqual([order.orderId]);
    markAt(venue, '29600');
    expect(now().status).toBe('NEW');
    markAt(venue, '29500');
    expect(now()).toMatchObject({
      status: 'FILLED',
      type: 'MARKET',
      origType: 'STOP_MARKET',
      executedQty: '10',
      stopPrice: '29500.0',
    });
    expect(position(venue).positionAmt).toBe('-10');
  });

  it('watches the mark price with MARK_PRICE and the contract price otherwise', () => {
    const stopIn = (workingType: string) => {
      const { venue, now } = placed({ ...sellStop, workingType });
      markAt(venue, '29450', '29550');
      return now();
    };
    expect(stopIn('MARK_PRICE')).toMatchObject({ status: 'FILLED', workingType: 'MARK_PRICE' });
    expect(stopIn('CONTRACT_PRICE')).toMatchObject({ status: 'NEW', workingType: 'CONTRACT_PRICE' });
  });

  it('holds a priceProtect stop while mark and contract price differ by more than triggerProtect', () => {
    const stopIn = (priceProtect: string) => {
      const stop = placed({ ...sellStop, workingType: 'MARK_PRICE', priceProtect });
      // mark 29400, contract 31000: a gap of 5.4 % > triggerProtect 5 %
      markAt(stop.venue, '29400', '31000');
      return stop;
    };
    expect(stopIn('false').now().status).toBe('FILLED');
    const guarded = stopIn('true');
    expect(guarded.now()).toMatchObject({ status: 'NEW', priceProtect: true });
    markAt(guarded.venue, '29400', '29450');
    expect(guarded.now().status).toBe('FILLED');
  });

  it('turns a triggered TAKE_PROFIT into a limit order at its price', () => {
    const { venue, now } = placed(stopLimit('SELL', 'TAKE_PROFIT', '30500', '30400', 'GTC'));
    markAt(venue, '30600');
    const filled = now();
    expect(filled).toMatchObject({
      status: 'FILLED',
      type: 'LIMIT',
      origType: 'TAKE_PROFIT',
      price: '30400.0',
    });
    expect(new Dec(filled.avgPrice as string).greaterThanOrEqualTo('30400')).toBe(true);
  });

  it('expires a triggered post-only STOP that would take', () => {
    const { venue, now } = placed(stopLimit('BUY', 'STOP', '30100', '30200', 'GTX'));
    markAt(venue, '30150');
    expect(now()).toMatchObject({ status: 'EXPIRED', executedQty: '0', type: 'LIMIT' });
  });

  it('fires a SELL trailing stop after the price rises past activation and falls back by callbackRate', () => {
    const { venue, now } = placed(sellTrailing);
    for (const price of ['31500', '31200']) {
      markAt(venue, price);
      expect(now().status).toBe('NEW');
    }
    // highest 31500 × (1 − 1 %) = 31185
    markAt(venue, '31185');
    expect(now()).toMatchObject({ status: 'FILLED', origType: 'TRAILING_STOP_MARKET' });
  });

  it('does not fire a trailing stop that never reached its activation price', () => {
    const { venue, now } = placed(sellTrailing);
    markAt(venue, '30900');
    markAt(venue, '30000');
    expect(now().status).toBe('NEW');
  });
});

describe('closePosition', () => {
  it('cannot go with quantity (-4137), reduceOnly (-4138) or other types (-1106)', () => {
    const venue = futuresUnderTest();
    const close = {
      symbol: 'BTCUSD_PERP',
      side: 'SELL',
      type: 'STOP_MARKET',
      stopPrice: '29000',
      closePosition: 'true',
    };
    expect(venue.send(ORDER, { ...close, quantity: '10' }).body).toEqual({
      code: -4137,
      msg: 'Quantity must be zero with closePosition equals true',
    });
    expect(venue.send(ORDER, { ...close, reduceOnly: 'true' }).body).toEqual({
      code: -4138,
      msg: 'Reduce only must be true with closePosition equals true',
    });
    expect(venue.send(ORDER, { ...close, type: 'STOP', price: '29000' }).body).toEqual({
      code: -1106,
      msg: "Parameter 'closePosition' sent when not required.",
    });
  });

  it('closes the whole position when triggered', () => {
    const venue = futuresUnderTest();
    venue.ok(ORDER, { ...base, side: 'BUY', type: 'MARKET', quantity: '25' });
    const close = venue.ok(ORDER, {
      symbol: 'BTCUSD_PERP',
      side: 'SELL',
      type: 'STOP_MARKET',
      stopPrice: '29000',
      closePosition: 'true',
    });
    expect(close).toMatchObject({ closePosition: true, origQty: '0' });
    markAt(venue, '28900');
    expect(orderNow(venue, close.orderId)).toMatchObject({ status: 'FILLED', executedQty: '25' });
    expect(position(venue).positionAmt).toBe('0');
  });

  it('refuses BUY on the LONG side in hedge mode', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /dapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    const close = {
      symbol: 'BTCUSD_PERP',
      side: 'BUY',
      positionSide: 'LONG',
      type: 'TAKE_PROFIT_MARKET',
      stopPrice: '29000',
      closePosition: 'true',
    };
    expect(venue.send(ORDER, close).body).toMatchObject({ code: -2022 });
  });
});

describe('the algo-order migration switch', () => {
  const stop = { ...base, side: 'SELL', type: 'STOP_MARKET', stopPrice: '29000' };
  const algo = {
    code: -4120,
    msg: 'Order type not supported for this endpoint. Please use the Algo Order API endpoints instead.',
  };

  it('refuses every stop type with -4120 on a migrated symbol, still taking LIMIT and MARKET', () => {
    const venue = futuresUnderTest({ algoMigratedSymbols: ['BTCUSD_PERP'] });
    for (const type of ['STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET', 'TRAILING_STOP_MARKET']) {
      expect(venue.send(ORDER, { ...stop, type }).body).toEqual(algo);
    }
    expect(venue.ok(ORDER, { ...base, side: 'BUY', type: 'MARKET' }).status).toBe('NEW');
    const info = venue.ok<{ symbols: Row[] }>('GET /dapi/v1/exchangeInfo');
    expect(info.symbols[0]!.orderTypes).toEqual(['LIMIT', 'MARKET']);
  });

  it('switches per symbol at run time', () => {
    const venue = futuresUnderTest();
    expect(venue.ok(ORDER, stop).status).toBe('NEW');
    setAlgoOrderMigration(venue.state, 'BTCUSD_PERP', true);
    expect(venue.send(ORDER, stop).body).toEqual(algo);
    setAlgoOrderMigration(venue.state, 'BTCUSD_PERP', false);
    expect(venue.ok(ORDER, stop).status).toBe('NEW');
  });
});

describe('coin-margined positions (BTC wallet, 100 USD contracts)', () => {
  it('books inverse entry, fees and unrealised profit in BTC', () => {
    const venue = futuresUnderTest();
    const asks = venue.state.markets
      .get('BTCUSD_PERP')!
      .book.asks.map((e) => ({ price: e.price, qty: e.qty }));
    let left = new Dec(10);
    let cumBase = new Dec(0);
    for (const level of asks) {
      const qty = Dec.min(left, level.qty);
      cumBase = cumBase.plus(qty.times(100).dividedBy(level.price));
      left = left.minus(qty);
      if (left.isZero()) break;
    }
    const buy = venue.ok(ORDER, { ...base, side: 'BUY', type: 'MARKET', newOrderRespType: 'RESULT' });
    expect(buy).toMatchObject({
      status: 'FILLED',
      executedQty: '10',
      pair: 'BTCUSD',
      cumBase: cumBase.toFixed(8),
    });
    const entry = new Dec(10 * 100).dividedBy(cumBase);
    const row = position(venue);
    expect(row).toMatchObject({ positionAmt: '10', entryPrice: entry.toFixed(7) });
    markAt(venue, '33000');
    const unrealised = new Dec(1000).times(new Dec(1).dividedBy(entry).minus(new Dec(1).dividedBy(33000)));
    expect(position(venue).unRealizedProfit).toBe(unrealised.toFixed(8));
    const account = venue.ok<{ assets: Row[] }>('GET /dapi/v1/account');
    const wallet = new Dec(1).minus(cumBase.times('0.0005'));
    expect(account.assets[0]).toMatchObject({ asset: 'BTC', walletBalance: wallet.toFixed(8) });
  });
});

describe('dapi account endpoints', () => {
  it('sets leverage with the dapi shape and reports it in positionRisk and account', () => {
    const venue = futuresUnderTest();
    expect(venue.ok('POST /dapi/v1/leverage', { symbol: 'BTCUSD_PERP', leverage: '10' })).toEqual({
      leverage: 10,
      maxQty: '200000',
      symbol: 'BTCUSD_PERP',
    });
    venue.ok(ORDER, { ...base, side: 'BUY', type: 'MARKET' });
    expect(position(venue)).toMatchObject({
      leverage: '10',
      maxQty: '200000',
      marginType: 'cross',
      positionSide: 'BOTH',
    });
    const account = venue.ok<{ positions: Row[]; assets: Row[] }>('GET /dapi/v1/account');
    const initial = new Dec(1000).dividedBy(30000).dividedBy(10);
    expect(account.positions[0]).toMatchObject({
      symbol: 'BTCUSD_PERP',
      leverage: '10',
      initialMargin: initial.toFixed(8),
    });
    expect(venue.send('POST /dapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '10' }).body).toEqual({
      code: -1121,
      msg: 'Invalid symbol.',
    });
  });

  it('trades LONG and SHORT separately in dapi hedge mode, independent of the fapi mode', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /dapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    expect(venue.ok('GET /fapi/v1/positionSide/dual')).toEqual({ dualSidePosition: false });
    venue.ok(ORDER, { ...base, side: 'BUY', positionSide: 'LONG', type: 'MARKET' });
    venue.ok(ORDER, { ...base, side: 'SELL', positionSide: 'SHORT', type: 'MARKET', quantity: '4' });
    const rows = venue.ok<Row[]>('GET /dapi/v1/positionRisk', { marginAsset: 'BTC' });
    expect(rows.map((r) => [r.positionSide, r.positionAmt])).toEqual([
      ['LONG', '10'],
      ['SHORT', '-4'],
    ]);
  });
});
