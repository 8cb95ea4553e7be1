import { describe, expect, it } from 'vitest';
import { EngineQueries } from '../engine';
import { testVenue } from '../engine/testkit';
import { MarketFeed } from './market-feed';
import { parseStreamName } from './stream-names';

describe('market feed', () => {
  it('sends only aggregate trades made after it started, even when the engine has older ones', async () => {
    const v = testVenue();
    v.limit('alice', 'SELL', '100', '1');
    v.limit('bob', 'BUY', '100', '0.1');
    const feed = new MarketFeed(
      { engine: v.engine, queries: new EngineQueries(v.engine) },
      {
        now: () => 1,
        symbols: ['BTCUSDT'],
      },
    );
    const sent: object[] = [];
    const stream = parseStreamName('btcusdt@aggTrade', (s) => s === 'BTCUSDT');
    feed.subscribe('btcusdt@aggTrade', stream as NonNullable<typeof stream>, (payload) => sent.push(payload));
    v.limit('bob', 'BUY', '100', '0.2');
    await Promise.resolve();
    feed.close();
    expect(sent).toEqual([
      {
        e: 'aggTrade',
        E: 1,
        s: 'BTCUSDT',
        a: 2,
        p: '100.00000000',
        q: '0.20000000',
        f: 2,
        l: 2,
        T: expect.any(Number),
        m: false,
        M: true,
      },
    ]);
  });

  it('groups the fills of one taker order at one price into one aggregate, across the commands of a flush', async () => {
    const v = testVenue();
    const feed = new MarketFeed(
      { engine: v.engine, queries: new EngineQueries(v.engine) },
      { now: () => 1, symbols: ['BTCUSDT'] },
    );
    const sent: { a: number; f: number; l: number; q: string; p: string }[] = [];
    const stream = parseStreamName('btcusdt@aggTrade', (s) => s === 'BTCUSDT');
    feed.subscribe('btcusdt@aggTrade', stream as NonNullable<typeof stream>, (payload) =>
      sent.push(payload as never),
    );
    v.limit('alice', 'SELL', '100', '1');
    v.limit('alice', 'SELL', '100', '1');
    v.limit('alice', 'SELL', '101', '1');
    v.limit('bob', 'BUY', '101', '3');
    v.limit('carol', 'SELL', '99', '1');
    v.limit('bob', 'BUY', '99', '1');
    await Promise.resolve();
    feed.close();
    expect(sent.map(({ a, f, l, p, q }) => [a, f, l, p, q])).toEqual([
      [1, 1, 2, '100.00000000', '2.00000000'],
      [3, 3, 3, '101.00000000', '1.00000000'],
      [4, 4, 4, '99.00000000', '1.00000000'],
    ]);
  });
});
