import { describe, expect, it } from 'vitest';
import { VenueError } from '../venue/venue-error';
import { keepTrying } from './keep-trying';

const endpoint = 'GET /api/v3/openOrders';
const passing = [
  new VenueError({ kind: 'network', endpoint, message: 'connect ECONNREFUSED' }),
  new VenueError({ kind: 'venue', endpoint, status: 503, code: -1000, message: 'Unknown error.' }),
  new VenueError({ kind: 'rate-limited', endpoint, status: 418, message: 'banned until 12:00:03' }),
  new VenueError({ kind: 'venue', endpoint, status: 400, code: -1021, message: 'Timestamp ahead.' }),
];

describe('a task kept trying until it is done', () => {
  it('tries again after a fault that may pass, 0.5 s doubling to 5 s apart, until it succeeds', async () => {
    const waits: number[] = [];
    const tries = keepTrying({ sleep: async (ms) => void waits.push(ms) });
    let tried = 0;
    await tries.run('orders', async () => {
      tried += 1;
      if (tried <= 6) throw passing[tried % passing.length];
    });
    expect(tried).toBe(7);
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('gives up at once on a refusal the venue would repeat', async () => {
    const tries = keepTrying({ sleep: async () => undefined });
    let tried = 0;
    await tries.run('orders', async () => {
      tried += 1;
      throw new VenueError({
        kind: 'venue',
        endpoint,
        status: 401,
        code: -2015,
        message: 'Invalid API-key.',
      });
    });
    expect(tried).toBe(1);
  });

  it('stops the tries of a name run again, and every try once disposed', async () => {
    let wake!: () => void;
    const tries = keepTrying({ sleep: () => new Promise<void>((resolve) => (wake = resolve)) });
    const calls: string[] = [];
    const failing = (name: string) => async () => {
      calls.push(name);
      throw passing[0];
    };
    const first = tries.run('orders', failing('first'));
    await Promise.resolve();
    const second = tries.run('orders', async () => void calls.push('second'));
    await second;
    wake();
    await first;
    expect(calls).toEqual(['first', 'second']);

    const third = tries.run('balances', failing('third'));
    await Promise.resolve();
    tries.dispose();
    wake();
    await third;
    expect(calls).toEqual(['first', 'second', 'third']);
  });
});
