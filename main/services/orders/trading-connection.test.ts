import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toErrorPayload } from '../../ipc/error-payload';
import { recordedEvents } from './test-support/recorded-events';
import { startTradingVenue, TRADERS, type TradingVenue } from './test-support/trading-venue';
import { createTradingConnection, type ActiveProfile } from './trading-connection';

let v: TradingVenue;
beforeAll(async () => {
  v = await startTradingVenue();
});
afterAll(() => v.stop());

const signerOf = (name: keyof typeof TRADERS) => ({
  apiKey: TRADERS[name].apiKey,
  sign: (payload: string) => createHmac('sha256', TRADERS[name].secret).update(payload).digest('hex'),
});

describe('trading connection', () => {
  it("signs as the active profile, opens anew when it changes, and reports its stream as 'user-data'", async () => {
    let active: (ActiveProfile & { trader: keyof typeof TRADERS }) | null = null;
    const signed: string[] = [];
    const recorded = recordedEvents();
    const connection = createTradingConnection({
      activeProfile: async () => active,
      signer: async (id) => {
        signed.push(id);
        return signerOf(active!.trader);
      },
      embeddedVenueUrl: v.venue.url,
      emit: recorded.emit,
      resyncMs: 0,
      streamBackoff: { baseMs: 1_000, maxMs: 1_000 },
    });
    const opened: number[] = [];
    connection.onOpened(() => opened.push(opened.length));

    const refusal = await connection.spot().then(
      () => undefined,
      (error: unknown) => toErrorPayload(error),
    );
    expect(refusal).toMatchObject({ kind: 'invalid-arguments' });

    active = { id: 'a', venue: { kind: 'paper' }, version: 'a1', trader: 'alice' };
    const first = await connection.spot();
    await first.account();
    expect(await connection.spot()).toBe(first);
    expect(signed).toEqual(['a']);

    active = { id: 'b', venue: { kind: 'paper' }, version: 'b1', trader: 'bob' };
    const second = await connection.spot();
    expect(second).not.toBe(first);
    await second.account();
    expect(signed).toEqual(['a', 'b']);
    expect(opened).toHaveLength(2);

    await vi.waitFor(() =>
      expect(recorded.of('tt:market:streamStatus').some((s) => s.stream === 'user-data')).toBe(true),
    );
    await connection.dispose();
    expect(connection.streamStatus()).toBeUndefined();
    expect(JSON.stringify(recorded.events)).not.toContain(TRADERS.alice.secret);
  });

  it("signs its subscription again with the venue's clock measured anew after a -1021", async () => {
    const recorded = recordedEvents();
    const connection = createTradingConnection({
      activeProfile: async () => ({ id: 'a', venue: { kind: 'paper' }, version: 'a1' }),
      signer: async () => signerOf('alice'),
      embeddedVenueUrl: v.venue.url,
      emit: recorded.emit,
      // No periodic measurement: only a -1021 can make the client measure the clock again.
      resyncMs: 0,
      streamBackoff: { baseMs: 100, maxMs: 200 },
    });
    const states = () => recorded.of('tt:market:streamStatus').filter((s) => s.stream === 'user-data');
    try {
      await connection.start();
      await vi.waitFor(() => expect(states().at(-1)?.state).toBe('live'), { timeout: 10_000 });
      const liveBefore = states().filter((s) => s.state === 'live').length;

      // The venue's clock jumps past the 5 s receive window, then the connection drops.
      v.venue.faults.apply({ clockSkewMs: 8_000, dropWebSocketEverySeconds: 1 });
      await vi.waitFor(() => expect(states().at(-1)?.state).not.toBe('live'), { timeout: 10_000 });
      v.venue.faults.apply({ dropWebSocketEverySeconds: 0 });

      await vi.waitFor(
        () => expect(states().filter((s) => s.state === 'live').length).toBeGreaterThan(liveBefore),
        { timeout: 10_000 },
      );
      const refusals = states().filter((s) => s.state === 'down' && /-1021/.test(s.reason ?? ''));
      expect(refusals.length).toBeGreaterThan(0);
      expect(refusals.length).toBeLessThanOrEqual(2);
    } finally {
      v.venue.faults.apply({ clockSkewMs: 0, dropWebSocketEverySeconds: 0 });
      await connection.dispose();
    }
  });
});
