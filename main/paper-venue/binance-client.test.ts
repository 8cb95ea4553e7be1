import { MainClient } from 'binance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts, testKeys, type TestKeys } from './test-support';
import { startPaperVenue, type PaperVenue } from './venue';

/** An off-the-shelf Binance client (npm `binance`) pointed at the paper venue. */
let venue: PaperVenue;
let keys: TestKeys;
let client: MainClient;

beforeAll(async () => {
  keys = testKeys();
  venue = await startPaperVenue({ accounts: testAccounts(keys) });
  client = new MainClient({
    api_key: keys.hmac.apiKey,
    api_secret: keys.hmac.secret,
    baseUrl: venue.url,
    disableTimeSync: true,
    beautifyResponses: false,
  });
});
afterAll(() => venue.close());

describe('the binance npm client against the paper venue', () => {
  it('pings and reads exchangeInfo', async () => {
    expect(await client.testConnectivity()).toEqual({});
    const info = await client.getExchangeInfo({ symbol: 'BTCUSDT' });
    expect(info.symbols.map((symbol) => symbol.symbol)).toEqual(['BTCUSDT']);
  });

  it('signs requests the venue accepts (order/test, rateLimit/order)', async () => {
    await expect(
      client.testNewOrder({
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: 0.01,
        price: 50000,
      }),
    ).resolves.toEqual({});
    const counts = await client.getOrderRateLimit();
    expect(counts.map((count) => count.interval)).toEqual(['SECOND', 'DAY']);
  });

  it('sees the venue’s error codes', async () => {
    await expect(
      client.testNewOrder({
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: 0.01,
      }),
    ).rejects.toMatchObject({ code: -1102 });
  });

  it('manages a user-data listen key', async () => {
    const { listenKey } = await client.getSpotUserDataListenKey();
    expect(listenKey).toMatch(/^[A-Za-z0-9]{64}$/);
    await expect(client.keepAliveSpotUserDataListenKey(listenKey)).resolves.toEqual({});
    await expect(client.closeSpotUserDataListenKey(listenKey)).resolves.toEqual({});
  });
});
