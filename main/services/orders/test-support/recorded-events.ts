import type { Emit, EventName, PayloadOf } from '@shared/ipc/contract';

/** An Emit that keeps every pushed event, for tests to look at. */
export function recordedEvents() {
  const events: Array<{ name: EventName; payload: unknown }> = [];
  const emit: Emit = (name, payload) => {
    events.push({ name, payload });
  };
  return {
    emit,
    events,
    of: <E extends EventName>(name: E): PayloadOf<E>[] =>
      events.filter((e) => e.name === name).map((e) => e.payload as PayloadOf<E>),
  };
}
