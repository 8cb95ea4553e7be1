import { describe, expect, it } from 'vitest';
import { signPayload, type Signer } from '../test-support';
import { connect, type TestClient } from './test-harness';
import { streamingSession, type StreamingVenue } from './streaming-session';
import { wsApiPayload } from '../ws-api/signature';

const session = streamingSession();

async function wsApi() {
  const v = await session.start();
  return { v, client: await session.open('/ws-api/v3') };
}

function signed(v: StreamingVenue, signer: Signer, extra: Record<string, unknown> = {}) {
  const params: Record<string, unknown> = { apiKey: v.keys[signer].apiKey, timestamp: Date.now(), ...extra };
  return { ...params, signature: signPayload(v.keys, signer, wsApiPayload(params).toString()) };
}

const request = async (client: TestClient, id: string, method: string, params?: object) => {
  client.send({ id, method, params });
  return client.next((m) => m.id === id);
};

describe('user-data stream over the WebSocket API', () => {
  it('logs on with Ed25519, subscribes and receives wrapped events in the order they happen', async () => {
    const { v, client } = await wsApi();
    const logon = await request(client, 'l1', 'session.logon', signed(v, 'ed25519'));
    expect(logon).toMatchObject({ id: 'l1', status: 200, result: { apiKey: v.keys.ed25519.apiKey } });
    const sub = await request(client, 's1', 'userDataStream.subscribe');
    expect(sub).toEqual({
      id: 's1',
      status: 200,
      result: { subscriptionId: 0 },
      rateLimits: [expect.objectContaining({ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE' })],
    });

    v.limit('mm', 'SELL', '65000.00', '1');
    const placed = v.limit('alice', 'BUY', '65000.00', '0.2');
    const last = await client.next(
      (m) =>
        (m.event as { e?: string } | undefined)?.e === 'outboundAccountPosition' &&
        (m.event as { B: unknown[] }).B.length === 2,
    );
    const events = client.messages.filter((m) => (m as { subscriptionId?: number }).subscriptionId === 0) as {
      subscriptionId: number;
      event: Record<string, unknown>;
    }[];
    expect(events.map((m) => `${m.event.e}:${String(m.event.x ?? '')}`)).toEqual([
      'executionReport:NEW',
      'executionReport:TRADE',
      'outboundAccountPosition:',
    ]);
    expect(last).toBe(events[2]);
    const fill = events[1]?.event;
    expect(Object.keys(fill ?? {})).toEqual([
      'e',
      'E',
      's',
      'c',
      'S',
      'o',
      'f',
      'q',
      'p',
      'P',
      'F',
      'g',
      'C',
      'x',
      'X',
      'r',
      'i',
      'l',
      'z',
      'L',
      'n',
      'N',
      'T',
      't',
      'I',
      'w',
      'm',
      'M',
      'O',
      'Z',
      'Y',
      'Q',
      'W',
      'V',
    ]);
    expect(fill).toMatchObject({
      s: 'BTCUSDT',
      c: placed.order.clientOrderId,
      S: 'BUY',
      X: 'FILLED',
      l: '0.20000000',
      L: '65000.00000000',
      Y: '13000.00000000',
      n: '0.00020000',
      N: 'BTC',
      t: 1,
      m: false,
      w: false,
      C: '',
      i: placed.order.orderId,
    });
    expect(events[2]?.event.B).toEqual([
      { a: 'BTC', f: '1000.19980000', l: '0.00000000' },
      { a: 'USDT', f: '9987000.00000000', l: '0.00000000' },
    ]);
  });

  it('reports a cancel with the cancel id in c and the order id in C', async () => {
    const { v, client } = await wsApi();
    await request(client, 'l', 'session.logon', signed(v, 'ed25519'));
    await request(client, 's', 'userDataStream.subscribe');
    const placed = v.limit('alice', 'BUY', '60000.00', '0.1');
    v.engine.execute({
      kind: 'cancelOrder',
      at: v.at(),
      accountId: 'alice',
      symbol: 'BTCUSDT',
      orderId: placed.order.orderId,
      newClientOrderId: 'myCancel1',
    });
    const cancel = await client.next((m) => (m.event as { x?: string } | undefined)?.x === 'CANCELED');
    expect(cancel.event).toMatchObject({
      c: 'myCancel1',
      C: placed.order.clientOrderId,
      X: 'CANCELED',
      w: false,
    });
  });

  it('sends listStatus with the executionReports of an OCO', async () => {
    const { v, client } = await wsApi();
    await request(client, 'l', 'session.logon', signed(v, 'ed25519'));
    await request(client, 's', 'userDataStream.subscribe');
    v.limit('mm', 'SELL', '65000.00', '0.01');
    v.limit('mm', 'BUY', '65000.00', '0.01');
    v.engine.execute({
      kind: 'placeOco',
      at: v.at(),
      accountId: 'alice',
      list: {
        symbol: 'BTCUSDT',
        side: 'SELL',
        quantity: '0.1',
        above: { type: 'LIMIT_MAKER', price: '70000.00' },
        below: { type: 'STOP_LOSS', stopPrice: '60000.00' },
      },
    });
    const status = await client.next((m) => (m.event as { e?: string } | undefined)?.e === 'listStatus');
    expect(status.event).toMatchObject({
      e: 'listStatus',
      s: 'BTCUSDT',
      c: 'OCO',
      l: 'EXEC_STARTED',
      L: 'EXECUTING',
      r: 'NONE',
    });
    expect((status.event as { O: unknown[] }).O).toHaveLength(2);
  });

  it('refuses a logon with an HMAC key but subscribes any key type by signature', async () => {
    const { v, client } = await wsApi();
    const refused = await request(client, 'l', 'session.logon', signed(v, 'hmac'));
    expect(refused).toMatchObject({ status: 400, error: { code: -4056 } });
    const notLogged = await request(client, 's0', 'userDataStream.subscribe');
    expect(notLogged).toMatchObject({ status: 400, error: { code: -2015 } });
    // The signature covers another timestamp than the one sent.
    const genuine: Record<string, unknown> = signed(v, 'hmac');
    const badSig = await request(client, 'b', 'userDataStream.subscribe.signature', {
      ...genuine,
      timestamp: (genuine.timestamp as number) - 1,
    });
    expect(badSig).toMatchObject({
      id: 'b',
      status: 400,
      error: { code: -1022, msg: 'Signature for this request is not valid.' },
    });
    const hmac = await request(client, 'h', 'userDataStream.subscribe.signature', signed(v, 'hmac'));
    const rsa = await request(client, 'r', 'userDataStream.subscribe.signature', signed(v, 'rsa'));
    expect([hmac.result, rsa.result]).toEqual([{ subscriptionId: 0 }, { subscriptionId: 1 }]);
    v.engine.execute({ kind: 'deposit', at: v.at(), accountId: 'alice', asset: 'USDT', amount: '5' });
    const update = await client.next(
      (m) => m.subscriptionId === 1 && (m.event as { e: string }).e === 'balanceUpdate',
    );
    expect(update.event).toEqual({
      e: 'balanceUpdate',
      E: expect.any(Number),
      a: 'USDT',
      d: '5.00000000',
      T: expect.any(Number),
    });

    const done = await request(client, 'u', 'userDataStream.unsubscribe', { subscriptionId: 0 });
    expect(done).toMatchObject({ id: 'u', status: 200, result: {} });
    const terminated = await client.next(
      (m) => (m.event as { e?: string } | undefined)?.e === 'eventStreamTerminated',
    );
    expect(terminated).toEqual({
      subscriptionId: 0,
      event: { e: 'eventStreamTerminated', E: expect.any(Number) },
    });
    const again = await request(client, 'u2', 'userDataStream.unsubscribe', { subscriptionId: 0 });
    expect(again).toMatchObject({ status: 400, error: { code: -2036 } });
  });
});

describe('legacy listenKey stream', () => {
  it('serves the account events on /ws/<listenKey> unwrapped', async () => {
    const v = await session.start();
    const { client } = await session.openListenKeyStream();
    v.engine.execute({ kind: 'deposit', at: v.at(), accountId: 'alice', asset: 'BTC', amount: '0.5' });
    const update = await client.next((m) => m.e === 'balanceUpdate');
    expect(update).toMatchObject({ a: 'BTC', d: '0.50000000' });
    const position = await client.next((m) => m.e === 'outboundAccountPosition');
    expect(position.B).toEqual([{ a: 'BTC', f: '1000.50000000', l: '0.00000000' }]);
    expect(client.messages.indexOf(update)).toBeLessThan(client.messages.indexOf(position));
  });

  it('refuses an unknown listenKey', async () => {
    const v = await session.start();
    await expect(connect(`${v.wsUrl}/ws/${'x'.repeat(64)}`)).rejects.toThrow(/400/);
  });
});
