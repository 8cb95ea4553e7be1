import { describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import {
  backingOf,
  liquidationAfterFills,
  type LiquidationContext,
} from '@shared/api/futures/liquidation-estimate';
import { futuresUnderTest } from '../../paper-venue/futures/testing';
import { setWalletBalance } from '../../paper-venue/futures/state';
import { setMarkPrice } from '../../paper-venue/futures/market-moves';

type Venue = ReturnType<typeof futuresUnderTest>;
type Row = Record<string, unknown>;
type PositionSide = 'BOTH' | 'LONG' | 'SHORT';

interface Contract {
  readonly family: 'fapi' | 'dapi';
  readonly symbol: string;
  readonly contractSize: number | null;
}
const btcusdt: Contract = { family: 'fapi', symbol: 'BTCUSDT', contractSize: null };
const btcusd: Contract = { family: 'dapi', symbol: 'BTCUSD_PERP', contractSize: 100 };

const text = (value: unknown) => String(value);

/**
 * What the order form knows before the order, read from the venue's own answers as main hands them
 * to it: the position row, the account's cross wallet and other positions, the brackets, the leverage.
 */
function contextFrom(venue: Venue, contract: Contract, positionSide: PositionSide): LiquidationContext {
  const { family, symbol } = contract;
  const risk = `GET /${family}/${family === 'fapi' ? 'v2' : 'v1'}/positionRisk`;
  const rows = venue.ok<Row[]>(risk, { symbol }).filter((r) => r.symbol === symbol);
  const row = rows.find((r) => r.positionSide === positionSide)!;
  const siblings = rows
    .filter((r) => r.positionSide !== positionSide && !dec(text(r.positionAmt)).isZero())
    .map((r) => ({ amount: dec(text(r.positionAmt)), entry: dec(text(r.entryPrice)) }));
  const account = venue.ok<{ assets: Row[]; positions: Row[] }>(
    `GET /${family}/${family === 'fapi' ? 'v2' : 'v1'}/account`,
  );
  const asset = family === 'fapi' ? 'USDT' : 'BTC';
  const wallet = account.assets.find((a) => a.asset === asset)!;
  const others = account.positions
    .filter((p) => p.symbol !== symbol && !dec(text(p.positionAmt)).isZero())
    .map((p) => ({
      maintMargin: text(p.maintMargin),
      unrealized: text(p.unrealizedProfit),
      isolated: p.isolated === true,
    }));
  const bracketRows =
    family === 'fapi'
      ? venue.ok<{ brackets: Row[] }>('GET /fapi/v1/leverageBracket', { symbol }).brackets
      : venue.ok<{ brackets: Row[] }[]>('GET /dapi/v2/leverageBracket', { symbol })[0]!.brackets;
  const isolated = row.marginType === 'isolated';
  return {
    contractSize: contract.contractSize,
    leverage: Number(row.leverage),
    held: { amount: dec(text(row.positionAmt)), entry: dec(text(row.entryPrice)) },
    siblings,
    isolated,
    backing: backingOf({
      isolated,
      isolatedMargin: text(row.isolatedMargin),
      unrealized: text(row.unRealizedProfit),
      crossWallet: text(wallet.crossWalletBalance),
      others,
    }),
    brackets: bracketRows.map((b) => ({
      cap: text(b.notionalCap ?? b.qtyCap),
      maintMarginRatio: text(b.maintMarginRatio),
      cum: text(b.cum),
    })),
  };
}

/**
 * Estimates the liquidation price a market order leaves, at the price and fee it then fills at, and
 * returns it beside the price the venue reports once it has.
 */
function marketOrderAgainstVenue(
  venue: Venue,
  contract: Contract,
  side: 'BUY' | 'SELL',
  quantity: string,
  positionSide: PositionSide = 'BOTH',
) {
  const context = contextFrom(venue, contract, positionSide);
  const { family, symbol } = contract;
  const fill = venue.ok(`POST /${family}/v1/order`, {
    symbol,
    side,
    type: 'MARKET',
    quantity,
    newOrderRespType: 'RESULT',
    ...(positionSide === 'BOTH' ? {} : { positionSide }),
  });
  const qty = dec(quantity);
  // The fill's value-weighted price: quote over quantity, or contracts' worth over base on an inverse contract.
  const price =
    contract.contractSize === null
      ? dec(text(fill.cumQuote)).div(qty)
      : qty.mul(String(contract.contractSize)).div(text(fill.cumBase));
  const value = contract.contractSize === null ? dec(text(fill.cumQuote)) : dec(text(fill.cumBase));
  const fee = value.mul(venue.state.fees.taker.toFixed());
  const estimate = liquidationAfterFills(context, side, [{ qty, price, fee }]);
  const risk = `GET /${family}/${family === 'fapi' ? 'v2' : 'v1'}/positionRisk`;
  const row = venue
    .ok<Row[]>(risk, { symbol })
    .find((r) => r.symbol === symbol && r.positionSide === positionSide)!;
  return {
    estimate: estimate.price,
    reported: dec(text(row.liquidationPrice)),
    amount: estimate.position.amount,
    held: text(row.positionAmt),
  };
}

/** The two agree to a millionth of the price (the venue prints the entry it uses rounded). */
function expectAgreement(result: ReturnType<typeof marketOrderAgainstVenue>) {
  expect(result.amount.eq(result.held)).toBe(true);
  if (result.reported.isZero()) {
    expect(result.estimate).toBeNull();
    return;
  }
  expect(result.estimate).not.toBeNull();
  expect(result.estimate!.minus(result.reported).abs().div(result.reported).lt('0.000001')).toBe(true);
}

/**
 * Each step a second later at its own mark, so the entry's average and what a reduction realizes
 * count: a market order the estimate and the venue must agree on.
 */
function orderAtEachMark(
  venue: Venue,
  contract: Contract,
  steps: readonly {
    readonly side: 'BUY' | 'SELL';
    readonly quantity: string;
    readonly mark: string;
    readonly positionSide?: PositionSide;
  }[],
) {
  for (const { side, quantity, mark, positionSide } of steps) {
    venue.clock.now += 1_000;
    setMarkPrice(venue.state, contract.symbol, mark, venue.clock.now);
    expectAgreement(marketOrderAgainstVenue(venue, contract, side, quantity, positionSide));
  }
}

describe('the liquidation estimate against the paper venue', () => {
  it('opens, adds to, reduces and flips a cross USD-M position beside another cross position', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '2000');
    venue.ok('POST /fapi/v1/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'MARKET', quantity: '3.000' });
    orderAtEachMark(venue, btcusdt, [
      { side: 'BUY', quantity: '0.300', mark: '30000' },
      { side: 'BUY', quantity: '0.200', mark: '33000' },
      { side: 'SELL', quantity: '0.150', mark: '31500' },
      { side: 'SELL', quantity: '0.600', mark: '32500' },
    ]);
  });

  it('counts both sides of a hedge-mode cross contract, which move with the same mark', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '2500');
    venue.ok('POST /fapi/v1/positionSide/dual', { dualSidePosition: 'true' });
    orderAtEachMark(venue, btcusdt, [
      { side: 'BUY', quantity: '0.600', positionSide: 'LONG', mark: '30000' },
      { side: 'SELL', quantity: '0.250', positionSide: 'SHORT', mark: '31000' },
      { side: 'BUY', quantity: '0.300', positionSide: 'LONG', mark: '32000' },
      { side: 'BUY', quantity: '0.100', positionSide: 'SHORT', mark: '31500' },
    ]);
  });

  it('composes several fills in turn (a scaled order), each at its own price and fee', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1500');
    const before = contextFrom(venue, btcusdt, 'BOTH');
    const fills = (['30000', '31000', '29500'] as const).map((mark) => {
      venue.clock.now += 1_000;
      setMarkPrice(venue.state, 'BTCUSDT', mark, venue.clock.now);
      const fill = venue.ok('POST /fapi/v1/order', {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'MARKET',
        quantity: '0.200',
        newOrderRespType: 'RESULT',
      });
      const value = dec(text(fill.cumQuote));
      return {
        qty: dec('0.200'),
        price: value.div('0.200'),
        fee: value.mul(venue.state.fees.taker.toFixed()),
      };
    });
    const estimate = liquidationAfterFills(before, 'BUY', fills);
    const [row] = venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' });
    const reported = dec(text(row!.liquidationPrice));
    expect(reported.gt(0)).toBe(true);
    expect(estimate.price!.minus(reported).abs().div(reported).lt('0.000001')).toBe(true);
  });

  it('follows an isolated USD-M position as its own wallet grows and shrinks', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /fapi/v1/marginType', { symbol: 'BTCUSDT', marginType: 'ISOLATED' });
    expectAgreement(marketOrderAgainstVenue(venue, btcusdt, 'SELL', '0.400'));
    venue.ok('POST /fapi/v1/positionMargin', { symbol: 'BTCUSDT', amount: '150', type: '1' });
    expectAgreement(marketOrderAgainstVenue(venue, btcusdt, 'SELL', '0.100'));
    expectAgreement(marketOrderAgainstVenue(venue, btcusdt, 'BUY', '0.200'));
  });

  it('prices a COIN-M position in contracts, averaging its entry harmonically', () => {
    const venue = futuresUnderTest();
    orderAtEachMark(venue, btcusd, [
      { side: 'BUY', quantity: '30', mark: '30000' },
      { side: 'BUY', quantity: '45', mark: '36000' },
      { side: 'SELL', quantity: '100', mark: '34000' },
    ]);
  });

  it('says there is none where the margin covers a fall to zero', () => {
    const venue = futuresUnderTest();
    const result = marketOrderAgainstVenue(venue, btcusdt, 'BUY', '0.010');
    expect(result.reported.isZero()).toBe(true);
    expect(result.estimate).toBeNull();
  });
});
