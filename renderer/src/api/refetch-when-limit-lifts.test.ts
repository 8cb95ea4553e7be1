import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TerminalErrorPayload } from '@shared/ipc/errors';
import { refetchWhenLimitLifts } from './refetch-when-limit-lifts';

const START = Date.UTC(2026, 10, 30, 22, 26, 40);
const limited = (until: number): TerminalErrorPayload => ({
  kind: 'rate-limited',
  message: `GET /dapi/v1/exchangeInfo: rate limited until ${new Date(until).toISOString()}`,
  status: 429,
  data: { until, scope: 'all' },
});

let client: QueryClient;
let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers({ now: START });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = refetchWhenLimitLifts(client);
});
afterEach(() => {
  stop();
  client.clear();
  vi.useRealTimers();
});

/** A read shown by a pane (an observer), whose answers are `answers` in turn. */
function shownRead(answers: readonly (() => Promise<string>)[]) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['futures', 'coinm', 'symbols'],
    queryFn: () => answers[Math.min(calls++, answers.length - 1)]!(),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe, calls: () => calls };
}

describe('a read refused by the rate limit', () => {
  it('is asked again once the limit lifts, and shows its refusal until then', async () => {
    const read = shownRead([() => Promise.reject(limited(START + 20_000)), () => Promise.resolve('listed')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(read.observer.getCurrentResult().error).toMatchObject({ kind: 'rate-limited' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read.calls()).toBe(1);
    expect(read.observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(300);
    expect(read.calls()).toBe(2);
    expect(read.observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'listed' });
    read.unsubscribe();
  });

  it('is left alone when nothing shows it any more, and other refusals wait for a click', async () => {
    const gone = shownRead([() => Promise.reject(limited(START + 5_000))]);
    await vi.advanceTimersByTimeAsync(0);
    gone.unsubscribe();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gone.calls()).toBe(1);

    client.clear();
    const network: TerminalErrorPayload = {
      kind: 'network',
      message: 'GET /dapi/v1/exchangeInfo: timed out',
    };
    const failed = shownRead([() => Promise.reject(network)]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failed.calls()).toBe(1);
    failed.unsubscribe();
  });
});
