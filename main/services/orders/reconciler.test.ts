import { describe, expect, it } from 'vitest';
import { VenueError } from '../../venue/venue-error';
import { reconcileUntilKnown } from './reconciler';

const unreachable = () =>
  new VenueError({ kind: 'network', endpoint: 'GET /api/v3/order', message: 'connect ECONNREFUSED' });

describe('asking about an order whose answer was lost', () => {
  it('asks again at most 5 s apart however long the venue stays unreachable, and stops once it answers', async () => {
    const waits: number[] = [];
    let asked = 0;
    let answer: string | undefined;
    await reconcileUntilKnown({
      query: async () => {
        asked += 1;
        if (asked <= 9) throw unreachable();
        return 'FILLED';
      },
      found: (status) => (answer = status),
      absent: () => expect.unreachable('the order was found'),
      settled: () => false,
      stopped: () => false,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
    expect(answer).toBe('FILLED');
  });

  it('takes "does not exist" as final only once the order can no longer arrive', async () => {
    const waits: number[] = [];
    let asked = 0;
    let refusal: VenueError | undefined;
    await reconcileUntilKnown({
      query: async () => {
        asked += 1;
        throw new VenueError({
          kind: 'venue',
          endpoint: 'GET /api/v3/order',
          code: -2013,
          message: 'Order does not exist.',
        });
      },
      found: () => expect.unreachable('the venue has no such order'),
      absent: (error) => (refusal = error),
      settled: () => false,
      stopped: () => false,
      mayStillArrive: () => asked < 2,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(asked).toBe(3);
    expect(refusal?.code).toBe(-2013);
    expect(waits).toEqual([500, 1_000, 2_000]);
  });

  it('asks nothing once the user-data stream has told what became of the order', async () => {
    let asked = 0;
    let settled = false;
    await reconcileUntilKnown({
      query: async () => {
        asked += 1;
        settled = true;
        throw unreachable();
      },
      found: () => expect.unreachable('settled by the stream'),
      absent: () => expect.unreachable('settled by the stream'),
      settled: () => settled,
      stopped: () => false,
      sleep: async () => undefined,
    });
    expect(asked).toBe(1);
  });
});
