import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedRequest, TRADERS, type Trader } from './adapter/live-fixture';
import { send } from './test-support';

/**
 * Nothing acknowledged is lost: the venue CLI in a child process takes orders over HTTP, is
 * killed with SIGKILL, and a new process on the same data directory answers exactly the same.
 */
const CLI = resolve('main/paper-venue/cli.ts');
let dir: string;
let accountsFile: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'paper-venue-crash-'));
  accountsFile = join(dir, 'accounts.json');
  const account = (name: Trader) => ({
    name,
    permissions: ['SPOT'],
    balances: { USDT: '100000', BTC: '2' },
    commission: { maker: '0.001', taker: '0.001' },
    keys: [{ apiKey: TRADERS[name].apiKey, type: 'HMAC', secret: TRADERS[name].secret }],
  });
  await writeFile(accountsFile, JSON.stringify({ accounts: [account('alice'), account('bob')] }));
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Starts `npm run venue`'s entry and resolves with its URL once it listens. */
function startVenueProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', CLI, '--port', '0', '--data-dir', join(dir, 'data'), '--accounts', accountsFile],
      // Only the test's own orders trade.
      ...['--activity', 'off'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((done, fail) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Paper venue listening on (http:\/\/\S+)/.exec(stdout);
      if (match) done({ child, url: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`venue exited (${code}): ${stderr}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

const call = (url: string, trader: Trader, method: string, path: string, query: string) =>
  signedRequest(url, trader, method, path, query, Date.now());

/** Everything a client can see of the two accounts and the market. */
async function observe(url: string) {
  const seen: Record<string, unknown> = {};
  for (const trader of ['alice', 'bob'] as const) {
    seen[`${trader} account`] = (await call(url, trader, 'GET', '/api/v3/account', '')).body;
    seen[`${trader} orders`] = (await call(url, trader, 'GET', '/api/v3/allOrders', 'symbol=BTCUSDT')).body;
    seen[`${trader} open`] = (await call(url, trader, 'GET', '/api/v3/openOrders', '')).body;
    seen[`${trader} lists`] = (await call(url, trader, 'GET', '/api/v3/allOrderList', '')).body;
    seen[`${trader} trades`] = (await call(url, trader, 'GET', '/api/v3/myTrades', 'symbol=BTCUSDT')).body;
  }
  seen.trades = (await send(url, '/api/v3/trades', { query: 'symbol=BTCUSDT' })).body;
  seen.depth = (await send(url, '/api/v3/depth', { query: 'symbol=BTCUSDT' })).body;
  const firstTrade = (seen.trades as { time: number }[])[0]!.time;
  seen.klines = (
    await send(url, '/api/v3/klines', { query: `symbol=BTCUSDT&interval=1h&startTime=${firstTrade}&limit=1` })
  ).body;
  return seen;
}

describe('a venue killed with SIGKILL', () => {
  it('restarts on the same data directory with accounts, balances, orders, lists, trades and klines intact', async () => {
    const first = await startVenueProcess();
    const order = (side: string, qty: string, price: string) =>
      `symbol=BTCUSDT&side=${side}&type=LIMIT&timeInForce=GTC&quantity=${qty}&price=${price}`;
    const acknowledged = [
      await call(first.url, 'bob', 'POST', '/api/v3/order', order('SELL', '0.5', '60000')),
      await call(first.url, 'alice', 'POST', '/api/v3/order', order('BUY', '0.2', '60000')),
      await call(first.url, 'alice', 'POST', '/api/v3/order', order('BUY', '0.1', '50000')),
      await call(
        first.url,
        'alice',
        'POST',
        '/api/v3/orderList/oco',
        'symbol=BTCUSDT&side=SELL&quantity=0.1&aboveType=LIMIT_MAKER&abovePrice=65000' +
          '&belowType=STOP_LOSS&belowStopPrice=55000',
      ),
      await call(
        first.url,
        'bob',
        'POST',
        '/api/v3/order',
        'symbol=BTCUSDT&side=BUY&type=MARKET&quantity=0.05',
      ),
    ];
    expect(acknowledged.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const before = await observe(first.url);
    expect(before['alice trades']).toHaveLength(2);
    expect(before['alice lists']).toHaveLength(1);
    await killed(first.child);

    const second = await startVenueProcess();
    expect(await observe(second.url)).toEqual(before);
    // And it keeps trading from where it was: ids continue.
    const next = await call(second.url, 'alice', 'POST', '/api/v3/order', order('BUY', '0.01', '50000'));
    const lastId = Math.max(...(before['alice orders'] as { orderId: number }[]).map((o) => o.orderId));
    expect((next.body as { orderId: number }).orderId).toBeGreaterThan(lastId);
    await killed(second.child);
  });
});
