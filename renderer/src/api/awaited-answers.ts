import type { TerminalApi } from '@shared/ipc/contract';

/**
 * The longest an unanswered call keeps the page from drawing what its paint queue holds: two frames
 * at 60 Hz. A slower answer (a venue fault, a lost link) lets the market draw again meanwhile.
 */
export const ANSWER_HOLDS_PAINT_MS = 33;

/** The window event dispatched as each awaited call settles; read by `npm run bench`. */
export const callAnsweredEvent = 'tt:call-answered';

export interface CallAnsweredDetail {
  /** The call's contract channel, `tt:orders:place` say. */
  readonly channel: string;
  /** ms from the call leaving the page to its answer reaching it. */
  readonly ms: number;
  /** Whether main answered with a value rather than an error. */
  readonly ok: boolean;
}

/**
 * The calls whose answer the trader sits waiting for: a placement or a cancel. A move (amend,
 * cancel-replace, the ladder's and chart's drags) is not one: its mark already shows where the order
 * goes, and its own update is drawn as it comes.
 */
export const awaitedCalls = {
  orders: ['place', 'placeOco', 'placeOto', 'placeOtoco', 'cancel', 'cancelAll', 'cancelList'],
  futures: ['place', 'cancel', 'closePosition'],
} as const satisfies { readonly [D in keyof TerminalApi]?: readonly (keyof TerminalApi[D])[] };

export interface AwaitedAnswers {
  /** Whether a paint now would keep an awaited answer waiting: a call sent less than ANSWER_HOLDS_PAINT_MS ago is unanswered. */
  readonly holdPaint: () => boolean;
  /** Runs `call`, counted as awaited until it settles. */
  readonly track: <T>(channel: string, call: () => Promise<T>) => Promise<T>;
}

export function createAwaitedAnswers(now: () => number = () => performance.now()): AwaitedAnswers {
  /** Send time of each unanswered call, by a number of its own. */
  const sentAt = new Map<number, number>();
  let nextCall = 0;
  return {
    holdPaint() {
      if (sentAt.size === 0) return false;
      const at = now();
      for (const sent of sentAt.values()) if (at - sent < ANSWER_HOLDS_PAINT_MS) return true;
      return false;
    },
    async track(channel, call) {
      const id = (nextCall += 1);
      const sent = now();
      sentAt.set(id, sent);
      let ok = false;
      try {
        const value = await call();
        ok = true;
        return value;
      } finally {
        sentAt.delete(id);
        const detail: CallAnsweredDetail = { channel, ms: now() - sent, ok };
        if (typeof window !== 'undefined')
          window.dispatchEvent(new CustomEvent(callAnsweredEvent, { detail }));
      }
    },
  };
}

/** The page's one record of awaited calls: the paint queue asks it before each paint. */
export const awaitedAnswers = createAwaitedAnswers();

/**
 * The terminal with its placements and cancels counted in `answers` while they are unanswered, so the
 * page draws the market after the answer the trader is waiting for, not before it.
 */
export function awaitAnswersFirst(
  terminal: TerminalApi,
  answers: AwaitedAnswers = awaitedAnswers,
): TerminalApi {
  const wrapped: Record<string, unknown> = { ...terminal };
  for (const [domain, verbs] of Object.entries(awaitedCalls)) {
    const source = terminal[domain as keyof TerminalApi] as unknown as Record<
      string,
      (args: unknown) => Promise<unknown>
    >;
    const calls: Record<string, unknown> = { ...source };
    for (const verb of verbs) {
      const call = source[verb]!;
      calls[verb] = (args: unknown) => answers.track(`tt:${domain}:${verb}`, () => call(args));
    }
    wrapped[domain] = calls;
  }
  return wrapped as TerminalApi;
}
