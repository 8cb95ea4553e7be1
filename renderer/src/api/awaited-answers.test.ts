import { afterEach, describe, expect, it } from 'vitest';
import type { TerminalApi } from '@shared/ipc/contract';
import {
  ANSWER_HOLDS_PAINT_MS,
  awaitAnswersFirst,
  callAnsweredEvent,
  createAwaitedAnswers,
  type CallAnsweredDetail,
} from './awaited-answers';

/** A call the test answers (or refuses) when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const heard: CallAnsweredDetail[] = [];
const hear = (event: Event) => heard.push((event as CustomEvent<CallAnsweredDetail>).detail);
window.addEventListener(callAnsweredEvent, hear);
afterEach(() => {
  heard.length = 0;
});

describe('createAwaitedAnswers', () => {
  it('holds the paint while a call is unanswered, and tells how long its answer took', async () => {
    let now = 1_000;
    const answers = createAwaitedAnswers(() => now);
    expect(answers.holdPaint()).toBe(false);
    const answer = deferred<string>();
    const call = answers.track('tt:orders:place', () => answer.promise);
    expect(answers.holdPaint()).toBe(true);
    now += 4;
    answer.resolve('NEW');
    await expect(call).resolves.toBe('NEW');
    expect(answers.holdPaint()).toBe(false);
    expect(heard).toEqual([{ channel: 'tt:orders:place', ms: 4, ok: true }]);
  });

  it('lets the page paint again once the oldest unanswered call is older than the hold', async () => {
    let now = 0;
    const answers = createAwaitedAnswers(() => now);
    const slow = deferred<void>();
    const call = answers.track('tt:orders:cancel', () => slow.promise);
    now = ANSWER_HOLDS_PAINT_MS - 1;
    expect(answers.holdPaint()).toBe(true);
    now = ANSWER_HOLDS_PAINT_MS;
    expect(answers.holdPaint()).toBe(false);
    // A second call sent meanwhile holds it again, for its own span.
    const second = deferred<void>();
    const other = answers.track('tt:orders:place', () => second.promise);
    expect(answers.holdPaint()).toBe(true);
    slow.reject(new Error('timed out'));
    await expect(call).rejects.toThrow('timed out');
    expect(answers.holdPaint()).toBe(true);
    second.resolve();
    await other;
    expect(answers.holdPaint()).toBe(false);
    expect(heard.map(({ channel, ok }) => [channel, ok])).toEqual([
      ['tt:orders:cancel', false],
      ['tt:orders:place', true],
    ]);
  });
});

describe('awaitAnswersFirst', () => {
  it('counts placements and cancels as awaited, and passes moves, reads and events through as they are', async () => {
    const answers = createAwaitedAnswers();
    const place = deferred<string>();
    const move = deferred<string>();
    const onUpdated = () => () => undefined;
    const source = {
      orders: {
        place: () => place.promise,
        move: () => move.promise,
        open: () => Promise.resolve([]),
        onUpdated,
      },
      futures: { place: () => Promise.resolve('futures'), positions: () => Promise.resolve([]) },
      market: { onBook: onUpdated },
    } as unknown as TerminalApi;
    const terminal = awaitAnswersFirst(source, answers);

    const moving = terminal.orders.move({} as never);
    expect(answers.holdPaint()).toBe(false);
    void terminal.orders.open({});
    expect(answers.holdPaint()).toBe(false);
    expect(terminal.orders.onUpdated).toBe(onUpdated);
    expect(terminal.market).toBe(source.market);

    const placing = terminal.orders.place({} as never);
    expect(answers.holdPaint()).toBe(true);
    place.resolve('NEW');
    await expect(placing).resolves.toBe('NEW');
    expect(answers.holdPaint()).toBe(false);
    await expect(terminal.futures.place({} as never)).resolves.toBe('futures');
    move.resolve('moved');
    await expect(moving).resolves.toBe('moved');
    expect(heard.map((detail) => detail.channel)).toEqual(['tt:orders:place', 'tt:futures:place']);
  });
});
