import { describe, expect, it } from 'vitest';
import { dec } from '@shared/decimal/decimal';
import { crossMarginRatio, isolatedMarginRatio } from '@shared/api/futures/margin-ratio';
import { futuresUnderTest } from '../../paper-venue/futures/testing';
import { setWalletBalance } from '../../paper-venue/futures/state';
import { setMarkPrice } from '../../paper-venue/futures/market-moves';

type Row = Record<string, unknown>;
const text = (value: unknown) => String(value);

describe('the margin ratio from the venue’s figures', () => {
  it('nears 100 % as the mark nears the reported liquidation price, cross and isolated alike', () => {
    const venue = futuresUnderTest();
    setWalletBalance(venue.state, 'alice', 'USDT', '1000');
    venue.ok('POST /fapi/v1/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'MARKET', quantity: '2.000' });
    venue.ok('POST /fapi/v1/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.300' });
    const ratio = () => {
      const account = venue.ok<{ assets: Row[]; positions: Row[] }>('GET /fapi/v2/account');
      const usdt = account.assets.find((a) => a.asset === 'USDT')!;
      return crossMarginRatio(
        text(usdt.crossWalletBalance),
        account.positions.map((p) => ({
          maintMargin: text(p.maintMargin),
          unrealized: text(p.unrealizedProfit),
          isolated: p.isolated === true,
        })),
      )!;
    };
    const before = ratio();
    expect(before.gt(0) && before.lt('0.5')).toBe(true);
    const liquidation = dec(
      text(venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' })[0]!.liquidationPrice),
    );
    venue.clock.now += 1_000;
    setMarkPrice(
      venue.state,
      'BTCUSDT',
      liquidation.plus('0.5').toDecimalPlaces(2).toFixed(2),
      venue.clock.now,
    );
    const near = ratio();
    expect(near.gt('0.99') && near.lt(1), `ratio ${near.toFixed()}`).toBe(true);
  });

  it('is an isolated position’s maintenance margin over its isolated margin', () => {
    const venue = futuresUnderTest();
    venue.ok('POST /fapi/v1/marginType', { symbol: 'BTCUSDT', marginType: 'ISOLATED' });
    venue.ok('POST /fapi/v1/leverage', { symbol: 'BTCUSDT', leverage: '50' });
    venue.ok('POST /fapi/v1/order', { symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.500' });
    const ratioAt = () => {
      const [row] = venue.ok<Row[]>('GET /fapi/v2/positionRisk', { symbol: 'BTCUSDT' });
      const position = venue
        .ok<{ positions: Row[] }>('GET /fapi/v2/account')
        .positions.find((p) => p.symbol === 'BTCUSDT')!;
      return {
        ratio: isolatedMarginRatio(text(position.maintMargin), text(row!.isolatedMargin))!,
        row: row!,
      };
    };
    const { row } = ratioAt();
    venue.clock.now += 1_000;
    const liquidation = dec(text(row.liquidationPrice));
    setMarkPrice(
      venue.state,
      'BTCUSDT',
      liquidation.minus('0.5').toDecimalPlaces(2).toFixed(2),
      venue.clock.now,
    );
    const near = ratioAt().ratio;
    expect(near.gt('0.99') && near.lt(1), `ratio ${near.toFixed()}`).toBe(true);
  });
});
