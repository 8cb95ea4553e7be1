import { Spot, type SpotWebsocketAPI } from '@binance/spot';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smallLimitBuy, tenthAt60000 } from '../client-test-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsFile } from '../accounts/accounts-file';
import { ROOMY_LIMITS } from '../adapter/live-fixture';
import { testKeys, type TestKeys } from '../test-support';
import { startPaperVenue, type PaperVenue } from '../venue';

/** The official @binance/spot connector's WebSocket API client against the paper venue. */
// The connector types sides and types as its own enums; their values are the venue's strings.
const params = <T>(request: object) => request as T;
/** An order placed over a WebSocket API connection, its params as the venue reads them. */
const placeOn = (connection: SpotWebsocketAPI.WebsocketAPIConnection, request: object) =>
  connection.orderPlace(params<SpotWebsocketAPI.OrderPlaceRequest>(request));
let venue: PaperVenue;
let dataDir: string;
let keys: TestKeys;
let hmac: SpotWebsocketAPI.WebsocketAPIConnection;
let ed25519: SpotWebsocketAPI.WebsocketAPIConnection;
let bob: SpotWebsocketAPI.WebsocketAPIConnection;

const BOB = { apiKey: 'bobWsKey0001', secret: 'bobWsSecretForTestsOnly' };

async function connect(configuration: { apiKey: string; apiSecret?: string; privateKey?: string }) {
  const wsURL = `${venue.url.replace('http', 'ws')}/ws-api/v3`;
  const client = new Spot({ configurationWebsocketAPI: { ...configuration, wsURL, compression: false } });
  return client.websocketAPI.connect();
}

beforeAll(async () => {
  keys = testKeys();
  dataDir = await mkdtemp(join(tmpdir(), 'paper-venue-ws-api-'));
  const balances = { USDT: '100000', BTC: '2' };
  const accounts = accountsFile.parse({
    accounts: [
      {
        name: 'alice',
        permissions: ['SPOT'],
        balances,
        keys: [
          { apiKey: keys.hmac.apiKey, type: 'HMAC', secret: keys.hmac.secret },
          { apiKey: keys.ed25519.apiKey, type: 'ED25519', publicKeyPem: keys.ed25519.publicKeyPem },
        ],
      },
      { name: 'bob', permissions: ['SPOT'], balances, keys: [{ ...BOB, type: 'HMAC' }] },
    ],
  });
  venue = await startPaperVenue({ accounts, rateLimits: ROOMY_LIMITS, dataDir });
  hmac = await connect({ apiKey: keys.hmac.apiKey, apiSecret: keys.hmac.secret });
  bob = await connect({ apiKey: BOB.apiKey, apiSecret: BOB.secret });
  const privateKey = keys.ed25519.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  ed25519 = await connect({ apiKey: keys.ed25519.apiKey, privateKey });
});
afterAll(async () => {
  for (const connection of [hmac, bob, ed25519]) await connection?.disconnect();
  await venue.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the WebSocket API through @binance/spot', () => {
  it('serves market data with the REST shapes and lists the weight used on every answer', async () => {
    const info = await hmac.exchangeInfo({ symbol: 'BTCUSDT' });
    expect((info.data as { symbols: { symbol: string }[] }).symbols.map((symbol) => symbol.symbol)).toEqual([
      'BTCUSDT',
    ]);
    expect(info.rateLimits).toEqual([
      {
        rateLimitType: 'REQUEST_WEIGHT',
        interval: 'MINUTE',
        intervalNum: 1,
        limit: 1_000_000,
        count: expect.any(Number),
      },
    ]);
    const before = info.rateLimits![0]!.count!;
    const depth = await hmac.depth({ symbol: 'BTCUSDT', limit: 5 });
    expect(depth.data).toMatchObject({ lastUpdateId: expect.any(Number), bids: [], asks: [] });
    expect(depth.rateLimits![0]!.count).toBe(before + 5);
    const price = await hmac.tickerPrice({ symbol: 'BTCUSDT' });
    expect(price.data).toMatchObject({ symbol: 'BTCUSDT' });
    const avg = await hmac.avgPrice({ symbol: 'BTCUSDT' });
    expect(avg.data).toMatchObject({ mins: 5 });
  });

  it('places, queries, amends and cancels orders on the one engine behind REST', async () => {
    const placed = await placeOn(hmac, {
      ...smallLimitBuy,
      price: 50000,
      newClientOrderId: 'ws-api-1',
    });
    expect(placed.data).toMatchObject({ clientOrderId: 'ws-api-1', status: 'NEW', fills: [] });
    expect(placed.rateLimits?.map((limit) => limit.rateLimitType)).toEqual([
      'REQUEST_WEIGHT',
      'ORDERS',
      'ORDERS',
    ]);
    const status = await hmac.orderStatus({ symbol: 'BTCUSDT', origClientOrderId: 'ws-api-1' });
    expect(status.data).toMatchObject({ orderId: placed.data.orderId, origQty: '0.01000000' });
    const amended = await hmac.orderAmendKeepPriority({
      symbol: 'BTCUSDT',
      origClientOrderId: 'ws-api-1',
      newQty: 0.005,
    });
    expect(amended.data.amendedOrder).toMatchObject({ qty: '0.00500000' });
    const open = await hmac.openOrdersStatus({ symbol: 'BTCUSDT' });
    expect(open.data.map((order) => order.clientOrderId)).toEqual(['ws-api-1']);
    // The venue's own record over REST agrees.
    const rest = venue.store!.queries.openOrders('alice', 'BTCUSDT');
    expect(rest.map((order) => [order.clientOrderId, order.origQty])).toEqual([['ws-api-1', '0.00500000']]);
    const cancelled = await hmac.orderCancel({ symbol: 'BTCUSDT', origClientOrderId: 'ws-api-1' });
    expect(cancelled.data).toMatchObject({ status: 'CANCELED' });
    expect((await hmac.openOrdersStatus({ symbol: 'BTCUSDT' })).data).toEqual([]);
  });

  it('trades between two accounts and shows the trade in myTrades, allOrders and the account', async () => {
    await placeOn(bob, { ...tenthAt60000, side: 'SELL' });
    const bought = await placeOn(hmac, { ...tenthAt60000, side: 'BUY' });
    expect(bought.data).toMatchObject({
      status: 'FILLED',
      fills: [expect.objectContaining({ price: '60000.00000000' })],
    });
    const trades = await hmac.myTrades({ symbol: 'BTCUSDT' });
    expect(trades.data.map((trade) => [trade.price, trade.qty, trade.isBuyer])).toEqual([
      ['60000.00000000', '0.10000000', true],
    ]);
    const all = await hmac.allOrders({ symbol: 'BTCUSDT' });
    expect(all.data.map((order) => order.status)).toEqual(['CANCELED', 'FILLED']);
    const account = await hmac.accountStatus({ omitZeroBalances: true });
    expect(account.data.balances?.find((balance) => balance.asset === 'BTC')?.free).toBe('2.09990000'); // less the taker's 0.1 % in BTC
    const commission = await hmac.accountCommission({ symbol: 'BTCUSDT' });
    expect(commission.data).toMatchObject({ symbol: 'BTCUSDT' });
    const counts = await hmac.accountRateLimitsOrders();
    expect(counts.data.map((count) => count.interval)).toEqual(['SECOND', 'DAY']);
  });

  it('places and cancels OCO, OTO and OTOCO lists', async () => {
    const oco = await hmac.orderListPlaceOco(
      params<SpotWebsocketAPI.OrderListPlaceOcoRequest>({
        symbol: 'BTCUSDT',
        side: 'SELL',
        quantity: 0.1,
        aboveType: 'LIMIT_MAKER',
        abovePrice: 65000,
        belowType: 'STOP_LOSS',
        belowStopPrice: 55000,
      }),
    );
    expect(oco.data.orderReports?.map((report) => report.status)).toEqual(['NEW', 'NEW']);
    await hmac.orderListCancel({ symbol: 'BTCUSDT', orderListId: Number(oco.data.orderListId) });
    /** The working order both OTO and OTOCO start with: a resting bid. */
    const workingBuy = {
      symbol: 'BTCUSDT',
      workingType: 'LIMIT',
      workingSide: 'BUY',
      workingPrice: 50000,
      workingQuantity: 0.1,
      workingTimeInForce: 'GTC',
    } as const;
    const oto = await hmac.orderListPlaceOto(
      params<SpotWebsocketAPI.OrderListPlaceOtoRequest>({
        ...workingBuy,
        pendingType: 'LIMIT_MAKER',
        pendingSide: 'SELL',
        pendingPrice: 70000,
        pendingQuantity: 0.1,
      }),
    );
    expect(oto.data.orderReports?.map((report) => report.status)).toEqual(['NEW', 'PENDING_NEW']);
    const otoco = await hmac.orderListPlaceOtoco(
      params<SpotWebsocketAPI.OrderListPlaceOtocoRequest>({
        ...workingBuy,
        pendingSide: 'SELL',
        pendingQuantity: 0.1,
        pendingAboveType: 'LIMIT_MAKER',
        pendingAbovePrice: 70000,
        pendingBelowType: 'STOP_LOSS',
        pendingBelowStopPrice: 45000,
      }),
    );
    expect(otoco.data.orders).toHaveLength(3);
    const cancelAll = await hmac.openOrdersCancelAll({ symbol: 'BTCUSDT' });
    expect(cancelAll.data).toHaveLength(2);
    expect(venue.store!.queries.openOrders('alice', 'BTCUSDT')).toEqual([]);
  });

  it('logs on with Ed25519, then trades without signing each request', async () => {
    const logon = [await ed25519.sessionLogon()].flat()[0]!;
    expect(logon.data).toMatchObject({ apiKey: keys.ed25519.apiKey, authorizedSince: expect.any(Number) });
    const placed = await placeOn(ed25519, {
      ...smallLimitBuy,
      price: 40000,
    });
    expect(placed.data).toMatchObject({ status: 'NEW' });
    await ed25519.orderCancel({ symbol: 'BTCUSDT', orderId: placed.data.orderId! });
    const status = [await ed25519.sessionStatus()].flat()[0]!;
    expect(status.data).toMatchObject({ apiKey: keys.ed25519.apiKey });
    await ed25519.sessionLogout();
  });

  it('refuses what REST refuses, with its codes, and changes nothing', async () => {
    await expect(
      placeOn(hmac, {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'LIMIT',
        quantity: 0.01,
        price: 50000,
      }),
    ).rejects.toMatchObject({
      code: -1102,
      msg: "Mandatory parameter 'timeInForce' was not sent, was empty/null, or malformed.",
    });
    await expect(
      placeOn(hmac, {
        symbol: 'NOPEUSDT',
        side: 'BUY',
        type: 'MARKET',
        quantity: 1,
      }),
    ).rejects.toMatchObject({ code: -1121, msg: 'Invalid symbol.' });
    await expect(
      placeOn(hmac, {
        ...smallLimitBuy,
        price: 50000.001,
      }),
    ).rejects.toMatchObject({ code: -1013 });
    await expect(hmac.orderCancel({ symbol: 'BTCUSDT', orderId: 999999 })).rejects.toMatchObject({
      code: -2011,
    });
    expect(venue.store!.queries.openOrders('alice', 'BTCUSDT')).toEqual([]);
  });
});
