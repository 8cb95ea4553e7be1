import { describe, expect, it } from 'vitest';
import { send } from '../test-support';
import { paperVenueForTests } from '../venue-for-tests';

const paper = paperVenueForTests();
const { clock, keys } = paper;

const stream = (method: string, apiKey: string, listenKey?: string) =>
  send(paper.venue.url, '/api/v3/userDataStream', {
    method,
    query: listenKey === undefined ? undefined : `listenKey=${listenKey}`,
    headers: { 'X-MBX-APIKEY': apiKey },
  });
const missing = { code: -1125, msg: 'This listenKey does not exist.' };

describe('userDataStream listen keys', () => {
  it('opens one key per account, returns it again while live, and extends it', async () => {
    const opened = await stream('POST', keys.hmac.apiKey);
    const { listenKey } = opened.body as { listenKey: string };
    expect(listenKey).toMatch(/^[A-Za-z0-9]{64}$/);
    // Another key of the same account gets the same listen key.
    expect((await stream('POST', keys.rsa.apiKey)).body).toEqual({ listenKey });
    expect(paper.venue.listenKeys.owner(listenKey)).toBe(
      paper.venue.accounts.byApiKey(keys.hmac.apiKey)?.account.uid,
    );

    clock.advance(50 * 60_000);
    expect(await stream('PUT', keys.hmac.apiKey, listenKey)).toMatchObject({ status: 200, body: {} });
    clock.advance(50 * 60_000);
    expect(paper.venue.listenKeys.owner(listenKey)).toBeDefined();
    clock.advance(10 * 60_000);
    expect(paper.venue.listenKeys.owner(listenKey)).toBeUndefined();
    expect(await stream('PUT', keys.hmac.apiKey, listenKey)).toMatchObject({ status: 400, body: missing });

    const fresh = ((await stream('POST', keys.hmac.apiKey)).body as { listenKey: string }).listenKey;
    expect(fresh).not.toBe(listenKey);
  });

  it('closes a key, after which it is unknown', async () => {
    const { listenKey } = (await stream('POST', keys.ed25519.apiKey)).body as { listenKey: string };
    expect(await stream('DELETE', keys.ed25519.apiKey, listenKey)).toMatchObject({ status: 200, body: {} });
    expect(await stream('DELETE', keys.ed25519.apiKey, listenKey)).toMatchObject({
      status: 400,
      body: missing,
    });
  });

  it('ignores a timestamp and signature sent by clients that sign everything', async () => {
    const reply = await send(paper.venue.url, '/api/v3/userDataStream', {
      method: 'POST',
      query: `timestamp=${clock.now()}&signature=abc`,
      headers: { 'X-MBX-APIKEY': keys.rsa.apiKey },
    });
    expect(reply.status).toBe(200);
  });

  it('requires listenKey on PUT and DELETE', async () => {
    expect((await stream('PUT', keys.hmac.apiKey)).body).toEqual({
      code: -1102,
      msg: "Mandatory parameter 'listenKey' was not sent, was empty/null, or malformed.",
    });
    expect((await stream('DELETE', keys.hmac.apiKey, 'nonexistent')).body).toEqual(missing);
  });
});
