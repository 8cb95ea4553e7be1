import { MainClient } from 'binance';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smallLimitBuy } from './client-test-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts, testKeys, type TestKeys } from './test-support';
import { startPaperVenue, type PaperVenue } from './venue';

/** An off-the-shelf Binance client (npm `binance`) pointed at the paper venue. */
let venue: PaperVenue;
let keys: TestKeys;
let client: MainClient;
let dataDir: string;

beforeAll(async () => {
  keys = testKeys();
  dataDir = await mkdtemp(join(tmpdir(), 'paper-venue-binance-'));
  venue = await startPaperVenue({ accounts: testAccounts(keys), dataDir });
  client = new MainClient({
    api_key: keys.hmac.apiKey,
    api_secret: keys.hmac.secret,
    baseUrl: venue.url,
    disableTimeSync: true,
    beautifyResponses: false,
  });
});
afterAll(async () => {
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the binance npm client against the paper venue', () => {
  it('pings and reads exchangeInfo', async () => {
    expect(await client.testConnectivity()).toEqual({});
    const info = await client.getExchangeInfo({ symbol: 'BTCUSDT' });
    expect(info.symbols.map((symbol) => symbol.symbol)).toEqual(['BTCUSDT']);
  });

  it('signs requests the venue accepts (order/test, rateLimit/order)', async () => {
    await expect(
      client.testNewOrder({
        ...smallLimitBuy,
        price: 50000,
      }),
    ).resolves.toEqual({});
    const counts = await client.getOrderRateLimit();
    expect(counts.map((count) => count.interval)).toEqual(['SECOND', 'DAY']);
  });

  it('sees the venue’s error codes', async () => {
    await expect(
      client.testNewOrder({
        ...smallLimitBuy,
      }),
    ).rejects.toMatchObject({ code: -1102 });
  });

  it('manages a user-data listen key', async () => {
    const { listenKey } = await client.getSpotUserDataListenKey();
    expect(listenKey).toMatch(/^[A-Za-z0-9]{64}$/);
    await expect(client.keepAliveSpotUserDataListenKey(listenKey)).resolves.toEqual({});
    await expect(client.closeSpotUserDataListenKey(listenKey)).resolves.toEqual({});
  });

  it('places, queries and cancels orders on the matching engine', async () => {
    // The client's own API takes numbers; it sends them as the decimal text they print as.
    const placed = await client.submitNewOrder({
      ...smallLimitBuy,
      price: 50000,
      newClientOrderId: 'npm-client-1',
    });
    expect(placed).toMatchObject({ symbol: 'BTCUSDT', clientOrderId: 'npm-client-1', status: 'NEW' });
    const { orderId } = placed as { orderId: number };
    const queried = await client.getOrder({ symbol: 'BTCUSDT', orderId });
    expect(queried).toMatchObject({ orderId, origQty: '0.01000000', price: '50000.00000000', status: 'NEW' });
    const open = await client.getOpenOrders({ symbol: 'BTCUSDT' });
    expect(open.map((order) => order.orderId)).toEqual([orderId]);
    const account = await client.getAccountInformation();
    expect(account.balances.find((balance) => balance.asset === 'USDT')).toMatchObject({
      free: '99500.00000000',
      locked: '500.00000000',
    });
    const cancelled = await client.cancelOrder({ symbol: 'BTCUSDT', origClientOrderId: 'npm-client-1' });
    expect(cancelled).toMatchObject({ orderId, origClientOrderId: 'npm-client-1', status: 'CANCELED' });
    expect(await client.getOpenOrders({ symbol: 'BTCUSDT' })).toEqual([]);
    await expect(client.cancelOrder({ symbol: 'BTCUSDT', orderId })).rejects.toMatchObject({ code: -2011 });
  });
});
