import { describe, expect, it } from 'vitest';
import { marketRequests } from './market';

describe('market watch arguments', () => {
  it('take a COIN-M contract, whose symbol carries an underscore, as main checks them', () => {
    const mark = marketRequests['tt:market:watchMark'].args;
    expect(mark.safeParse({ symbol: 'BTCUSD_PERP', market: 'coinm' }).success).toBe(true);
    const book = marketRequests['tt:market:watchBook'].args;
    expect(book.safeParse({ symbol: 'BTCUSD_PERP', group: '0.1', levels: 20, market: 'coinm' }).success).toBe(
      true,
    );
    expect(marketRequests['tt:market:watchTrades'].args.safeParse({ symbol: 'BTCUSDT' }).success).toBe(true);
  });

  it('refuse what no venue lists as a symbol', () => {
    const trades = marketRequests['tt:market:watchTrades'].args;
    for (const symbol of ['btcusdt', 'B', 'BTC-USDT', 'BTC USDT', 'A'.repeat(31)])
      expect(trades.safeParse({ symbol }).success, symbol).toBe(false);
  });
});
