import { describe, expect, it } from 'vitest';
import { BASIS_BOUND_BP, basisWalk } from './basis-walk';
import { Dec } from './decimal';
import { followIndex } from './index-follower';
import { futuresUnderTest, markAt, orderOf } from './testing';

const ORDER = 'POST /fapi/v1/order';
const DAPI_ORDER = 'POST /dapi/v1/order';

/** A spot market whose prices the test moves: the index the follower reads. */
function spotOf(prices: Record<string, string>) {
  const spot = { ...prices };
  return { spot, price: (symbol: string) => spot[symbol] };
}

/** |mark − index| stays within the basis bound, up to half a tick of rounding. */
function expectWithinBasis(mark: Dec, index: string, tickSize: string) {
  const bound = new Dec(index).times(BASIS_BOUND_BP).dividedBy(10_000).plus(new Dec(tickSize).dividedBy(2));
  expect(mark.minus(index).abs().lessThanOrEqualTo(bound)).toBe(true);
}

const marksOf = (venue: ReturnType<typeof futuresUnderTest>) =>
  [...venue.state.markets.values()].map((m) => `${m.spec.symbol}@${m.mark.toFixed()}`);

/** Walks the spot prices up for ten steps, down for ten, and so on, recording every mark. */
function walkSpot(seed: number, steps: number) {
  const venue = futuresUnderTest({ seed });
  const { spot, price } = spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' });
  const follow = followIndex(venue.state, price);
  const seen: string[][] = [];
  for (let i = 0; i < steps; i += 1) {
    const sign = Math.floor(i / 10) % 2 === 0 ? 1 : -1;
    spot.BTCUSDT = new Dec(spot.BTCUSDT!).plus(sign * 13.37).toFixed(2);
    spot.ETHUSDT = new Dec(spot.ETHUSDT!).plus(sign * 1.01).toFixed(2);
    venue.clock.now += 250;
    follow(venue.clock.now);
    seen.push(marksOf(venue));
  }
  return seen;
}

describe('the futures marks follow the spot index', () => {
  it('keeps each contract within the basis bound of its index, on the tick, as the index moves', () => {
    const venue = futuresUnderTest();
    const { spot, price } = spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' });
    const follow = followIndex(venue.state, price);
    const basisSeen = new Set<string>();
    for (let i = 0; i < 60; i += 1) {
      spot.BTCUSDT = new Dec('65000').plus(i * 21.5).toFixed(2);
      spot.ETHUSDT = new Dec('3200').minus(i * 0.73).toFixed(2);
      venue.clock.now += 250;
      follow(venue.clock.now);
      for (const market of venue.state.markets.values()) {
        const index = spot[market.spec.indexSymbol]!;
        expectWithinBasis(market.mark, index, market.spec.tickSize);
        expect(market.mark.mod(market.spec.tickSize).isZero()).toBe(true);
        expect(market.last.equals(market.mark)).toBe(true);
        basisSeen.add(`${market.spec.symbol}:${market.mark.minus(index).toFixed()}`);
      }
    }
    // The USD index of the COIN-M contract is the BTC/USDT spot price.
    expectWithinBasis(venue.state.markets.get('BTCUSD_PERP')!.mark, spot.BTCUSDT!, '0.1');
    // The basis drifts rather than standing still.
    expect(basisSeen.size).toBeGreaterThan(venue.state.markets.size * 2);
  });

  it('requotes the market maker around the followed mark', () => {
    const venue = futuresUnderTest();
    const { price } = spotOf({ BTCUSDT: '64321.09', ETHUSDT: '3111.11' });
    followIndex(venue.state, price)(venue.clock.now);
    for (const market of venue.state.markets.values()) {
      const gap = new Dec(market.spec.tickSize).times(market.spec.marketMaker.gapTicks);
      const bid = market.book.bids[0]!.price;
      const ask = market.book.asks[0]!.price;
      expect(bid.lessThan(market.mark) && ask.greaterThan(market.mark)).toBe(true);
      expect(market.mark.minus(bid).lessThanOrEqualTo(gap)).toBe(true);
      expect(ask.minus(market.mark).lessThanOrEqualTo(gap)).toBe(true);
    }
  });

  it('gives the same marks for the same seed and spot prices, and other marks for another seed', () => {
    expect(walkSpot(5, 80)).toEqual(walkSpot(5, 80));
    expect(walkSpot(5, 80)).not.toEqual(walkSpot(6, 80));
  });

  it('leaves a contract whose index has no price at its mark', () => {
    const venue = futuresUnderTest();
    const eth = venue.state.markets.get('ETHUSDT')!.mark;
    followIndex(venue.state, spotOf({ BTCUSDT: '65000.00' }).price)(venue.clock.now);
    expect(venue.state.markets.get('ETHUSDT')!.mark.equals(eth)).toBe(true);
    expectWithinBasis(venue.state.markets.get('BTCUSDT')!.mark, '65000.00', '0.10');
  });

  it('lets a test set the mark explicitly until the index is followed again', () => {
    const venue = futuresUnderTest();
    const { price } = spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' });
    const follow = followIndex(venue.state, price);
    follow(venue.clock.now);
    markAt(venue, '60000');
    expect(venue.state.markets.get('BTCUSDT')!.mark.toFixed()).toBe('60000');
    follow(venue.clock.now);
    expectWithinBasis(venue.state.markets.get('BTCUSDT')!.mark, '65000.00', '0.10');
  });
});

describe('futures behaviour while the marks follow the index', () => {
  it('fills a resting buy once the index falls through it, at its own price', () => {
    const venue = futuresUnderTest();
    const { spot, price } = spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' });
    const follow = followIndex(venue.state, price);
    follow(venue.clock.now);
    const limit = venue.state.markets.get('BTCUSDT')!.mark.times('0.99').toDecimalPlaces(1).toFixed(2);
    const placed = venue.ok(ORDER, {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: limit,
      quantity: '0.010',
    });
    expect(placed.status).toBe('NEW');
    spot.BTCUSDT = new Dec(limit).times('0.98').toFixed(2);
    venue.clock.now += 250;
    follow(venue.clock.now);
    const filled = orderOf(venue, placed.orderId);
    expect(filled.status).toBe('FILLED');
    expect(new Dec(filled.avgPrice as string).equals(limit)).toBe(true);
  });

  it('fires a COIN-M stop on the mark price once the index drops below it, closing the position', () => {
    const venue = futuresUnderTest();
    const { spot, price } = spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' });
    const follow = followIndex(venue.state, price);
    follow(venue.clock.now);
    venue.ok(DAPI_ORDER, { symbol: 'BTCUSD_PERP', side: 'BUY', type: 'MARKET', quantity: '3' });
    const mark = venue.state.markets.get('BTCUSD_PERP')!.mark;
    const stop = mark.times('0.97').toDecimalPlaces(1).toFixed(1);
    const placed = venue.ok(DAPI_ORDER, {
      symbol: 'BTCUSD_PERP',
      side: 'SELL',
      type: 'STOP_MARKET',
      stopPrice: stop,
      closePosition: 'true',
      workingType: 'MARK_PRICE',
      priceProtect: 'true',
    });
    spot.BTCUSDT = mark.times('0.98').toFixed(2);
    follow((venue.clock.now += 250));
    const waiting = venue.ok('GET /dapi/v1/order', {
      symbol: 'BTCUSD_PERP',
      orderId: String(placed.orderId),
    });
    expect(waiting.status).toBe('NEW');
    spot.BTCUSDT = mark.times('0.96').toFixed(2);
    follow((venue.clock.now += 250));
    const fired = venue.ok('GET /dapi/v1/order', { symbol: 'BTCUSD_PERP', orderId: String(placed.orderId) });
    expect(fired).toMatchObject({ status: 'FILLED', executedQty: '3' });
    const [row] = venue.ok<Record<string, unknown>[]>('GET /dapi/v1/positionRisk', { symbol: 'BTCUSD_PERP' });
    expect(row?.positionAmt).toBe('0');
  });

  it('checks PERCENT_PRICE against the followed mark', () => {
    const venue = futuresUnderTest();
    followIndex(venue.state, spotOf({ BTCUSDT: '65000.00', ETHUSDT: '3200.00' }).price)(venue.clock.now);
    const cap = venue.state.markets.get('BTCUSDT')!.mark.times('1.05');
    const buy = (price: Dec) =>
      venue.send(ORDER, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTX',
        price: price.toFixed(2),
        quantity: '0.010',
      });
    expect(buy(cap.plus('0.1').toDecimalPlaces(1, Dec.ROUND_UP)).body).toMatchObject({ code: -4016 });
    // Below the old 30000 mark's cap, yet far below the followed mark: accepted and resting.
    expect(buy(new Dec('31000')).status).toBe(200);
  });
});

describe('the basis walk', () => {
  it('stays within the bound, moving at most one point a step', () => {
    const walk = basisWalk(9, 'BTCUSDT');
    let previous = walk.current();
    const seen = new Set<number>([previous]);
    for (let i = 0; i < 2000; i += 1) {
      const bp = walk.next();
      expect(Math.abs(bp)).toBeLessThanOrEqual(BASIS_BOUND_BP);
      expect(Math.abs(bp - previous)).toBeLessThanOrEqual(1);
      seen.add(bp);
      previous = bp;
    }
    expect(seen.size).toBe(2 * BASIS_BOUND_BP + 1);
  });
});
