import { describe, expect, it } from 'vitest';
import type { KlineRow } from '@shared/market/klines';
import { Dec } from './decimal';
import { setMarkPrice } from './market-moves';
import type { IndexHistory } from './state';
import { futuresUnderTest, ORDER } from './testing';

const MINUTE = 60_000;
/** A minute's open: the tests' clock starts on one. */
const T0 = 1_760_000_040_000;
const NONE = ['0.000', '0.00000', 0, '0.000', '0.00000', '0'] as const;

const klines = (venue: ReturnType<typeof futuresUnderTest>, params: Record<string, string> = {}) =>
  venue.ok<KlineRow[]>('GET /fapi/v1/klines', { symbol: 'BTCUSDT', interval: '1m', ...params });

/** A flat minute at `price` with no trades: the row's own fields in the venue's order. */
const flat = (open: number, price: string): KlineRow => {
  const [volume, quote, count, buyVolume, buyQuote, unused] = NONE;
  return [
    open,
    price,
    price,
    price,
    price,
    volume,
    open + MINUTE - 1,
    quote,
    count,
    buyVolume,
    buyQuote,
    unused,
  ];
};

/** A BTCUSDT market that moved three times and traded once in the minute from T0; now two minutes on. */
function movedAndTraded() {
  const venue = futuresUnderTest();
  setMarkPrice(venue.state, 'BTCUSDT', '30010', T0 + 1_000);
  setMarkPrice(venue.state, 'BTCUSDT', '29990', T0 + 20_000);
  venue.clock.now = T0 + 30_000;
  const bought = venue.ok<{ avgPrice: string }>(ORDER, {
    symbol: 'BTCUSDT',
    side: 'BUY',
    type: 'MARKET',
    quantity: '0.010',
    newOrderRespType: 'RESULT',
  });
  setMarkPrice(venue.state, 'BTCUSDT', '30005', T0 + 50_000);
  venue.clock.now = T0 + 2 * MINUTE + 5_000;
  return { venue, fill: new Dec(bought.avgPrice) };
}

/** Three spot minutes before T0, served by the REST paging rules; the queries it was asked. */
function spotHistory() {
  const asked: Parameters<IndexHistory>[1][] = [];
  const prices = [
    ['29980.04', '29990.05', '29970.00', '29985.55'],
    ['29985.55', '29999.99', '29981.15', '29990.01'],
    ['29990.01', '29995.25', '29984.94', '29989.95'],
  ];
  const rows: KlineRow[] = prices.map(([o, h, l, c], i) => {
    const open = T0 - (3 - i) * MINUTE;
    return [open, o!, h!, l!, c!, '12.5', open + MINUTE - 1, '375000', 40, '6', '180000', '0'];
  });
  const history: IndexHistory = (symbol, query) => {
    asked.push(query);
    expect(symbol).toBe('BTCUSDT');
    const within = rows.filter(
      (r) => r[0] >= (query.startTime ?? -Infinity) && r[0] <= (query.endTime ?? Infinity),
    );
    return query.startTime !== undefined ? within.slice(0, query.limit) : within.slice(-query.limit);
  };
  return { history, asked };
}

describe('futures klines', () => {
  it('chart the contract price: mark steps and fills set the prices, only fills the volume', () => {
    const { venue, fill } = movedAndTraded();
    expect(fill.greaterThan('29990')).toBe(true);
    const value = fill.times('0.010').toFixed(5);
    expect(klines(venue)).toEqual([
      [
        T0,
        '30010.00',
        Dec.max(fill, '30010').toFixed(2),
        '29990.00',
        '30005.00',
        '0.010',
        T0 + MINUTE - 1,
        value,
        1,
        '0.010',
        value,
        '0',
      ],
      flat(T0 + MINUTE, '30005.00'),
      flat(T0 + 2 * MINUTE, '30005.00'),
    ]);
  });

  it('before the contract’s own record, show its index’s spot history on the tick, with no volume', () => {
    const { venue } = movedAndTraded();
    const spot = spotHistory();
    venue.state.indexHistory = spot.history;

    const newest = klines(venue, { endTime: String(T0), limit: '4' });
    expect(newest.map((row) => row.slice(0, 5))).toEqual([
      [T0 - 3 * MINUTE, '29980.00', '29990.10', '29970.00', '29985.60'],
      [T0 - 2 * MINUTE, '29985.60', '30000.00', '29981.20', '29990.00'],
      [T0 - MINUTE, '29990.00', '29995.30', '29984.90', '29990.00'],
      [T0, '30010.00', '30010.00', '29990.00', '30005.00'],
    ]);
    expect(newest.slice(0, 3).map((row) => row.slice(5))).toEqual(
      [3, 2, 1].map((ago) => ['0.000', T0 - (ago - 1) * MINUTE - 1, '0.00000', 0, '0.000', '0.00000', '0']),
    );
    // The spot market is never asked for a minute the contract has a record of.
    expect(spot.asked.every((q) => q.endTime! < T0)).toBe(true);

    // Paged forward from a start time: the oldest first, through to the contract's own minutes.
    const paged = klines(venue, { startTime: String(T0 - 2 * MINUTE), limit: '3' });
    expect(paged.map((row) => row[0])).toEqual([T0 - 2 * MINUTE, T0 - MINUTE, T0]);
    expect(klines(venue, { endTime: String(T0 - MINUTE), limit: '2' }).map((row) => row[0])).toEqual([
      T0 - 2 * MINUTE,
      T0 - MINUTE,
    ]);
  });

  it('mark price klines follow the index’s history on the tick too; index price klines keep its prices', () => {
    const { venue } = movedAndTraded();
    venue.state.indexHistory = spotHistory().history;
    const opens = (path: string) =>
      venue
        .ok<KlineRow[]>(`GET /fapi/v1/${path}`, {
          ...(path.startsWith('index') ? { pair: 'BTCUSDT' } : { symbol: 'BTCUSDT' }),
          interval: '1m',
          endTime: String(T0),
          limit: '2',
        })
        .map((row) => row.slice(0, 2));
    expect(opens('markPriceKlines')).toEqual([
      [T0 - MINUTE, '29990.00000000'],
      [T0, '30010.00000000'],
    ]);
    expect(opens('indexPriceKlines')[0]).toEqual([T0 - MINUTE, '29990.01000000']);
  });
});
