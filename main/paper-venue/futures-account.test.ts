import { describe, expect, it } from 'vitest';
import { setMarkPrice } from './futures';
import { ALICE, BOB, futuresTradersForTests } from './futures/test-venue';
import { createHmac } from 'node:crypto';

const traders = futuresTradersForTests();
const BTC = 'BTC/USDT:USDT';
const ETH = 'ETH/USDT:USDT';
const PERP = 'BTC/USD:BTC';

/** A signed request, as any client sends it. */
async function signed(key: typeof BOB, method: string, path: string, query: string) {
  const payload = `${query}&timestamp=${traders.clock.now()}`;
  const signature = createHmac('sha256', key.secret).update(payload).digest('hex');
  const response = await fetch(`${traders.venue.url}${path}?${payload}&signature=${signature}`, {
    method,
    headers: { 'X-MBX-APIKEY': key.apiKey },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const bobSends = (method: string, path: string, query: string) => signed(BOB, method, path, query);

type Amounts = Record<string, number>;
const usdt = async (client: typeof traders.alice.usdm) =>
  ((await client.fetchBalance()).total as unknown as Amounts)['USDT']!;
const freeUsdt = async (client: typeof traders.alice.usdm) =>
  ((await client.fetchBalance()).free as unknown as Amounts)['USDT']!;

describe('the futures account through ccxt binanceusdm', () => {
  it('books fills, realised profit and commission, and lists them in userTrades and income', async () => {
    expect(await usdt(traders.alice.usdm)).toBe(10000);
    const bought = await traders.alice.usdm.createOrder(BTC, 'market', 'buy', 0.1);
    const buyPrice = bought.average!;
    traders.clock.advance(1000);
    setMarkPrice(traders.venue.futures, 'BTCUSDT', '30500.00', traders.clock.now());
    traders.clock.advance(1000);
    const sold = await traders.alice.usdm.createOrder(BTC, 'market', 'sell', 0.1);
    const trades = await traders.alice.usdm.fetchMyTrades(BTC);
    expect(trades.map((t) => [t.side, t.amount, t.price])).toEqual([
      ['buy', 0.1, buyPrice],
      ['sell', 0.1, sold.average],
    ]);
    const fees = trades.map((t) => t.fee!.cost!);
    expect(fees[0]).toBeCloseTo(buyPrice * 0.1 * 0.0005, 8);
    const realised = (sold.average! - buyPrice) * 0.1;
    expect(Number(trades[1]!.info.realizedPnl)).toBeCloseTo(realised, 8);

    const ledger = await traders.alice.usdm.fetchLedger('USDT');
    expect(ledger.map((e) => e.info.incomeType)).toEqual(['COMMISSION', 'REALIZED_PNL', 'COMMISSION']);
    const sum = ledger.reduce((total, e) => total + Number(e.info.income), 0);
    expect(await usdt(traders.alice.usdm)).toBeCloseTo(10000 + sum, 6);
    expect(sum).toBeCloseTo(realised - fees[0]! - fees[1]!, 8);
  });

  it('charges funding every 8 hours of traders.venue time and lists it as FUNDING_FEE', async () => {
    await traders.alice.usdm.createOrder(ETH, 'market', 'sell', 1);
    const before = await usdt(traders.alice.usdm);
    const next = Date.parse('2026-03-02T16:00:00.000Z');
    traders.clock.advance(next - traders.clock.now());
    const history = await traders.alice.usdm.fetchFundingHistory(ETH);
    expect(history).toHaveLength(1);
    const rate = (await traders.alice.usdm.fetchFundingRateHistory(ETH)).at(-1)!.fundingRate!;
    const mark = Number(traders.venue.futures.markets.get('ETHUSDT')!.mark.toFixed());
    // a short receives funding when the rate is positive
    expect(history[0]!.amount).toBeCloseTo(mark * rate, 8);
    expect(history[0]!.timestamp).toBe(next);
    expect(await usdt(traders.alice.usdm)).toBeCloseTo(before + history[0]!.amount!, 8);
    traders.clock.advance(8 * 3600_000);
    expect(await traders.alice.usdm.fetchFundingHistory(ETH)).toHaveLength(2);
  });

  it('lists held positions in v3 positionRisk and account, and balances in v2 and v3 balance', async () => {
    const positions = await traders.alice.usdm.fetchPositions([ETH]);
    expect(positions.map((p) => [p.symbol, p.side, p.contracts, p.marginMode])).toEqual([
      [ETH, 'short', 1, 'cross'],
    ]);
    const v3 = await signed(ALICE, 'GET', '/fapi/v3/positionRisk', '');
    expect((v3.body as { symbol: string }[]).map((p) => p.symbol)).toEqual(['ETHUSDT']);
    expect(v3.body).toMatchObject([{ positionAmt: '-1.000', marginAsset: 'USDT', positionSide: 'BOTH' }]);
    const account = (await signed(ALICE, 'GET', '/fapi/v3/account', '')).body as {
      totalWalletBalance: string;
      positions: { symbol: string }[];
    };
    expect(account.positions.map((p) => p.symbol)).toEqual(['ETHUSDT']);
    for (const version of ['v2', 'v3']) {
      const balance = await signed(ALICE, 'GET', `/fapi/${version}/balance`, '');
      expect(balance.body).toEqual([
        {
          accountAlias: expect.stringMatching(/^[A-Za-z]{4}$/),
          asset: 'USDT',
          balance: account.totalWalletBalance,
          crossWalletBalance: account.totalWalletBalance,
          crossUnPnl: expect.any(String),
          availableBalance: expect.any(String),
          maxWithdrawAmount: expect.any(String),
          marginAvailable: true,
          updateTime: traders.clock.now(),
        },
      ]);
    }
  });

  it('cancels every open order of a symbol with one call', async () => {
    const bid = (await traders.alice.usdm.fetchOrderBook(BTC, 5)).bids[0]![0]!;
    await traders.alice.usdm.createOrder(BTC, 'limit', 'buy', 0.01, bid - 100);
    await traders.alice.usdm.createOrder(BTC, 'limit', 'buy', 0.01, bid - 200);
    await traders.alice.usdm.createOrder(ETH, 'limit', 'buy', 0.1, 1500);
    const reply = await signed(ALICE, 'DELETE', '/fapi/v1/allOpenOrders', 'symbol=BTCUSDT');
    expect(reply.body).toEqual({ code: 200, msg: 'The operation of cancel all open order is done.' });
    expect((await traders.alice.usdm.fetchOpenOrders()).map((o) => o.symbol)).toEqual([ETH]);
    await traders.alice.usdm.cancelAllOrders(ETH);
  });

  it('moves margin into and out of an isolated position', async () => {
    await traders.bob.usdm.setMarginMode('isolated', BTC);
    await traders.bob.usdm.setLeverage(10, BTC);
    await traders.bob.usdm.createOrder(BTC, 'market', 'buy', 0.1);
    const [position] = await traders.bob.usdm.fetchPositions([BTC]);
    expect(position!.marginMode).toBe('isolated');
    const initial = Number(position!.info.isolatedWallet);
    expect(initial).toBeCloseTo((position!.entryPrice! * 0.1) / 10, 6);
    const available = await freeUsdt(traders.bob.usdm);
    await traders.bob.usdm.addMargin(BTC, 100);
    const [added] = await traders.bob.usdm.fetchPositions([BTC]);
    expect(Number(added!.info.isolatedWallet)).toBeCloseTo(initial + 100, 6);
    expect(await freeUsdt(traders.bob.usdm)).toBeCloseTo(available - 100, 6);
    await traders.bob.usdm.reduceMargin(BTC, 40);
    const [reduced] = await traders.bob.usdm.fetchPositions([BTC]);
    expect(Number(reduced!.info.isolatedWallet)).toBeCloseTo(initial + 60, 6);
  });
});

describe('refusals on the account endpoints change nothing', () => {
  it.each([
    [
      'POST',
      '/fapi/v1/marginType',
      'symbol=BTCUSDT&marginType=ISOLATED',
      -4046,
      'No need to change margin type.',
    ],
    [
      'POST',
      '/fapi/v1/marginType',
      'symbol=BTCUSDT&marginType=CROSSED',
      -4048,
      'Margin type cannot be changed if there exists position.',
    ],
    [
      'POST',
      '/fapi/v1/marginType',
      'symbol=BTCUSDT&marginType=BOTH',
      -1130,
      "Data sent for parameter 'marginType' is not valid.",
    ],
    [
      'POST',
      '/fapi/v1/positionMargin',
      'symbol=BTCUSDT&amount=61&type=2',
      -4051,
      'Isolated balance insufficient.',
    ],
    [
      'POST',
      '/fapi/v1/positionMargin',
      'symbol=BTCUSDT&amount=1000000&type=1',
      -4050,
      'Cross balance insufficient.',
    ],
    [
      'POST',
      '/fapi/v1/positionMargin',
      'symbol=ETHUSDT&amount=1&type=1',
      -4049,
      'Add margin only support for isolated position.',
    ],
    [
      'POST',
      '/fapi/v1/positionMargin',
      'symbol=BTCUSDT&amount=1&type=3',
      -1130,
      "Data sent for parameter 'type' is not valid.",
    ],
    [
      'POST',
      '/fapi/v1/positionMargin',
      'symbol=BTCUSDT&type=1',
      -1102,
      "Mandatory parameter 'amount' was not sent, was empty/null, or malformed.",
    ],
    [
      'DELETE',
      '/fapi/v1/allOpenOrders',
      '',
      -1102,
      "Mandatory parameter 'symbol' was not sent, was empty/null, or malformed.",
    ],
    [
      'GET',
      '/fapi/v1/userTrades',
      'symbol=BTCUSDT&fromId=1&startTime=1',
      -1128,
      'Combination of optional parameters invalid.',
    ],
    [
      'GET',
      '/fapi/v1/income',
      'incomeType=BONUS',
      -1130,
      "Data sent for parameter 'incomeType' is not valid.",
    ],
    [
      'GET',
      '/dapi/v1/userTrades',
      '',
      -1102,
      "Param 'symbol' or 'pair' must be sent, but both were empty/null!",
    ],
  ])('%s %s?%s → %i', async (method, path, query, code, msg) => {
    const before = JSON.stringify((await bobSends('GET', '/fapi/v3/account', '')).body);
    const reply = await bobSends(method, path, query);
    expect(reply).toEqual({ status: 400, body: { code, msg } });
    expect(JSON.stringify((await bobSends('GET', '/fapi/v3/account', '')).body)).toBe(before);
  });

  it('refuses a margin type change while orders are open (-4047)', async () => {
    await traders.bob.usdm.createOrder(ETH, 'limit', 'buy', 0.1, 1500);
    const reply = await bobSends('POST', '/fapi/v1/marginType', 'symbol=ETHUSDT&marginType=ISOLATED');
    expect(reply.body).toEqual({
      code: -4047,
      msg: 'Margin type cannot be changed if there exists open orders.',
    });
    expect((await traders.bob.usdm.fetchPositions([ETH]))[0]?.marginMode ?? 'cross').toBe('cross');
    await traders.bob.usdm.cancelAllOrders(ETH);
  });
});

describe('the COIN-M account through ccxt binancecoinm', () => {
  it('books a fill in contracts with its fee in BTC and lists balance, trades, positions and income', async () => {
    const total = (await traders.alice.coinm.fetchBalance()).total as unknown as Record<string, number>;
    expect(total['BTC']).toBe(1);
    const order = await traders.alice.coinm.createOrder(PERP, 'market', 'buy', 3);
    const [trade] = await traders.alice.coinm.fetchMyTrades(PERP);
    expect([trade!.amount, trade!.price, trade!.fee!.currency]).toEqual([3, order.average, 'BTC']);
    const fee = (300 / order.average!) * 0.0005;
    expect(trade!.fee!.cost).toBeCloseTo(fee, 8);
    const balance = await traders.alice.coinm.fetchBalance();
    const wallet = (balance.info as { assets: { asset: string; walletBalance: string }[] }).assets.find(
      (a) => a.asset === 'BTC',
    )!.walletBalance;
    expect(Number(wallet)).toBeCloseTo(1 - fee, 8);
    const [position] = await traders.alice.coinm.fetchPositions([PERP]);
    expect([position!.contracts, position!.side]).toEqual([3, 'long']);
    const ledger = await traders.alice.coinm.fetchLedger('BTC');
    expect(ledger.map((e) => [e.info.incomeType, e.info.asset])).toEqual([['COMMISSION', 'BTC']]);
  });
});
