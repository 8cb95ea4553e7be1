import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_SYMBOLS } from '../config/symbols';
import { startLiveVenue, type LiveVenue } from './live-fixture';

/** MAX_POSITION needs the account's base balance and open BUY quantity: the adapter supplies both. */
let v: LiveVenue;
beforeAll(async () => {
  const btc = PAPER_SYMBOLS.find((info) => info.symbol === 'BTCUSDT')!;
  v = await startLiveVenue({
    symbols: [
      { ...btc, filters: [...btc.filters, { filterType: 'MAX_POSITION', maxPosition: '10.50000000' }] },
    ],
  });
});
afterAll(() => v.stop());

const buy = (qty: string) => `symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=${qty}&price=50000`;

describe('MAX_POSITION', () => {
  it('counts free and locked base plus open BUY orders against the maximum', async () => {
    // alice holds 10 BTC.
    expect((await v.alice('POST', '/api/v3/order', buy('1'))).body).toEqual({
      code: -1013,
      msg: 'Filter failure: MAX_POSITION',
    });
    expect((await v.alice('POST', '/api/v3/order', buy('0.4'))).status).toBe(200);
    expect((await v.alice('POST', '/api/v3/order', buy('0.2'))).body).toEqual({
      code: -1013,
      msg: 'Filter failure: MAX_POSITION',
    });
    expect((await v.alice('POST', '/api/v3/order', buy('0.1'))).status).toBe(200);
    const sell = await v.alice(
      'POST',
      '/api/v3/order',
      'symbol=BTCUSDT&side=SELL&type=LIMIT&timeInForce=GTC&quantity=5&price=70000',
    );
    expect(sell.status).toBe(200);
  });
});
