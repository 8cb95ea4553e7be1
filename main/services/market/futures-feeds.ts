import { futuresAggTradeEvent, markPriceEvent, type MarkPriceEvent } from '@shared/api/futures/market-data';
import type { MarkView, TapeTrade } from '@shared/ipc/market';
import type { MarketStream } from '../../venue/streams/market-stream';
import { aggressorSide } from './views';

/** Futures stream names: trades are aggregates, the mark comes every second. */
export const futuresStreamNames = {
  trades: (symbol: string) => `${symbol.toLowerCase()}@aggTrade`,
  mark: (symbol: string) => `${symbol.toLowerCase()}@markPrice@1s`,
};

export function markViewOf(event: MarkPriceEvent): MarkView {
  return {
    symbol: event.s,
    markPrice: event.p,
    indexPrice: event.i,
    fundingRate: event.r === '' ? null : event.r,
    nextFundingTime: event.T > 0 ? event.T : null,
    eventTime: event.E,
  };
}

/** A futures symbol's aggregate trades as tape trades (an aggregate's id is its `a`). */
export function futuresTradesFeed(stream: MarketStream, symbol: string) {
  const listeners = new Set<(trade: TapeTrade) => void>();
  // A rotation overlaps two sockets: an aggregate seen once is not told twice.
  let lastId = -1;
  const unsubscribe = stream.subscribe(futuresStreamNames.trades(symbol), {
    data(raw) {
      const parsed = futuresAggTradeEvent.safeParse(raw);
      if (!parsed.success || parsed.data.a <= lastId) return;
      const e = parsed.data;
      lastId = e.a;
      const trade: TapeTrade = { id: e.a, price: e.p, quantity: e.q, time: e.T, side: aggressorSide(e.m) };
      for (const listener of listeners) listener(trade);
    },
    reset() {},
  });
  return {
    onTrade(listener: (trade: TapeTrade) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: unsubscribe,
  };
}

/** A futures symbol's mark price and funding, newest only (an older event after a rotation is dropped). */
export function markFeed(stream: MarketStream, symbol: string) {
  const listeners = new Set<(mark: MarkView) => void>();
  let latest: MarkView | undefined;
  const unsubscribe = stream.subscribe(futuresStreamNames.mark(symbol), {
    data(raw) {
      const parsed = markPriceEvent.safeParse(raw);
      if (!parsed.success || (latest && parsed.data.E < latest.eventTime)) return;
      latest = markViewOf(parsed.data);
      for (const listener of listeners) listener(latest);
    },
    reset() {},
  });
  return {
    latest: () => latest,
    onMark(listener: (mark: MarkView) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: unsubscribe,
  };
}
