import type { FuturesUserDataEvent } from '@shared/api/futures/user-data';
import type { FuturesFamily } from '@shared/ipc/futures';
import type { StreamStatus } from '@shared/ipc/market';
import type { VenueClient } from '../../venue/venue-client';
import { createFuturesUserStream, type FuturesUserStream } from '../../venue/user-data/futures-user-stream';
import { futuresStreamBase } from './stream-bases';

export interface FuturesStreamsDeps {
  readonly onEvent: (family: FuturesFamily, event: FuturesUserDataEvent) => void;
  /** An event the stream reads did not parse: not believed, its subject is read again by REST. */
  readonly onUnreadable?: (family: FuturesFamily, name: string) => void;
  /** After each (re)connection of a family's stream: what was missed meanwhile must be read again. */
  readonly onSubscribed: (family: FuturesFamily) => void;
  readonly onStatus: (status: StreamStatus) => void;
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
}

/**
 * The active profile's futures user-data streams, one per family its venue serves; `open` replaces
 * them when the active client changes.
 */
export function createFuturesStreams(deps: FuturesStreamsDeps) {
  let streams: FuturesUserStream[] = [];

  const stopAll = async () => {
    const old = streams;
    streams = [];
    await Promise.all(old.map((s) => s.stop()));
  };

  return {
    async open(client: VenueClient): Promise<void> {
      await stopAll();
      for (const family of ['usdm', 'coinm'] as const) {
        const calls = client.futures[family];
        if (!calls) continue;
        const clock = client.clocks[family];
        const stream = createFuturesUserStream({
          name: `${family}-user-data`,
          streamBase: futuresStreamBase(calls.baseUrl, family),
          listenKey: calls.listenKey,
          onEvent: (event) => deps.onEvent(family, event),
          onUnreadable: (name) => deps.onUnreadable?.(family, name),
          onSubscribed: () => deps.onSubscribed(family),
          onStatus: deps.onStatus,
          clockOffsetMs: () => clock?.latest()?.offsetMs ?? null,
          backoff: deps.backoff,
        });
        streams.push(stream);
        stream.start();
      }
    },
    statuses: (): StreamStatus[] => streams.map((s) => s.status()),
    stop: stopAll,
  };
}

export type FuturesStreams = ReturnType<typeof createFuturesStreams>;
