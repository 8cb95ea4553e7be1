import { MainClient } from 'binance';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenthAt60000 } from '../client-test-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAccounts, ROOMY_LIMITS, TRADERS, type Trader } from '../adapter/live-fixture';
import { startPaperVenue, type PaperVenue } from '../venue';

/** The deprecated POST /api/v3/order/oco, as the npm `binance` client's submitNewOCO calls it. */
let venue: PaperVenue;
let dataDir: string;
const clients = {} as Record<Trader, MainClient>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'paper-venue-legacy-oco-'));
  venue = await startPaperVenue({ accounts: liveAccounts(), rateLimits: ROOMY_LIMITS, dataDir });
  for (const trader of ['alice', 'bob'] as const) {
    clients[trader] = new MainClient({
      api_key: TRADERS[trader].apiKey,
      api_secret: TRADERS[trader].secret,
      baseUrl: venue.url,
      disableTimeSync: true,
      beautifyResponses: false,
    });
  }
  // A last price of 60000 for the list price rules.
  await clients.bob.submitNewOrder({ ...tenthAt60000, side: 'SELL' });
  await clients.alice.submitNewOrder({ ...tenthAt60000, side: 'BUY' });
});
afterAll(async () => {
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface ListReply {
  contingencyType: string;
  listClientOrderId: string;
  orderListId: number;
  orders: { orderId: number; clientOrderId: string }[];
  orderReports: Record<string, unknown>[];
}

type OcoParams = Parameters<MainClient['submitNewOCO']>[0];
/** alice's OCO over 0.1 BTCUSDT through the deprecated endpoint, its reply as the venue sends it. */
const aliceOco = async (params: Omit<OcoParams, 'symbol' | 'quantity'>) =>
  (await clients.alice.submitNewOCO({ symbol: 'BTCUSDT', quantity: 0.1, ...params })) as unknown as ListReply;

describe('the deprecated OCO endpoint', () => {
  it('places a sell: a LIMIT_MAKER above the market and a STOP_LOSS_LIMIT below, named by its own ids', async () => {
    const reply = await aliceOco({
      side: 'SELL',
      price: 65000,
      stopPrice: 55000,
      stopLimitPrice: 54900,
      stopLimitTimeInForce: 'GTC',
      listClientOrderId: 'x-U5D79M5Blegacy-1',
      limitClientOrderId: 'x-U5D79M5Blegacy-take-profit',
      stopClientOrderId: 'x-U5D79M5Blegacy-stop',
    });
    expect(reply).toMatchObject({ contingencyType: 'OCO', listClientOrderId: 'x-U5D79M5Blegacy-1' });
    const legs = reply.orderReports.map((r) => [r.clientOrderId, r.type, r.status, r.price, r.stopPrice]);
    expect(legs).toEqual([
      ['x-U5D79M5Blegacy-stop', 'STOP_LOSS_LIMIT', 'NEW', '54900.00000000', '55000.00000000'],
      ['x-U5D79M5Blegacy-take-profit', 'LIMIT_MAKER', 'NEW', '65000.00000000', undefined],
    ]);
    const open = await clients.alice.getOpenOrders({ symbol: 'BTCUSDT' });
    expect(open.map((order) => order.orderListId)).toEqual([reply.orderListId, reply.orderListId]);
    await clients.alice.cancelAllSymbolOrders({ symbol: 'BTCUSDT' });
  });

  it('places a buy: the stop above the market, the limit below; STOP_LOSS without a stopLimitPrice', async () => {
    const reply = await aliceOco({ side: 'BUY', price: 55000, stopPrice: 65000 });
    expect(reply.orderReports.map((r) => [r.side, r.type, r.price])).toEqual([
      ['BUY', 'STOP_LOSS', '0.00000000'],
      ['BUY', 'LIMIT_MAKER', '55000.00000000'],
    ]);
    await clients.alice.cancelAllSymbolOrders({ symbol: 'BTCUSDT' });
  });

  it('refuses what the venue refuses, with its codes, and places nothing', async () => {
    const sell = { symbol: 'BTCUSDT', side: 'SELL', quantity: 0.1, price: 65000 } as const;
    await expect(
      clients.alice.submitNewOCO({ ...sell, stopPrice: 55000, stopLimitPrice: 54900 }),
    ).rejects.toMatchObject({
      code: -1102,
      message: "Mandatory parameter 'stopLimitTimeInForce' was not sent, was empty/null, or malformed.",
    });
    await expect(
      clients.alice.submitNewOCO({ ...sell, stopPrice: 55000, stopLimitTimeInForce: 'GTC' }),
    ).rejects.toMatchObject({ code: -1114 });
    await expect(clients.alice.submitNewOCO({ ...sell, stopPrice: 61000 })).rejects.toMatchObject({
      code: -2010,
      message: 'The relationship of the prices for the orders is not correct.',
    });
    expect(await clients.alice.getOpenOrders({ symbol: 'BTCUSDT' })).toEqual([]);
  });
});
