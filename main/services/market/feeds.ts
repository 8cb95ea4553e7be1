import { klineEvent, miniTickerArrayEvent, tradeEvent } from '@shared/api/spot/streams';
import type { Depth } from '@shared/api/spot/market-data';
import type { KlineInterval } from '@shared/api/spot/enums';
import type { KlineFrame, TapeTrade, TickerView } from '@shared/ipc/market';
import type { MarketStream } from '../../venue/streams/market-stream';
import type { Timers } from '../../venue/streams/timers';
import { DepthBook } from './depth-book';
import { klineOf, tapeTradeOf, tickerViewOf } from './views';

/** Stream names as the venue spells them: lower-case symbols. */
export const streamNames = {
  depth: (symbol: string) => `${symbol.toLowerCase()}@depth@100ms`,
  trades: (symbol: string) => `${symbol.toLowerCase()}@trade`,
  klines: (symbol: string, interval: KlineInterval) => `${symbol.toLowerCase()}@kline_${interval}`,
  tickers: () => '!miniTicker@arr',
};

/** A feed fans one stream out to the watches that share it. */
class Listeners<T extends unknown[]> {
  private readonly set = new Set<(...args: T) => void>();
  add(listener: (...args: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  call(...args: T): void {
    for (const listener of this.set) listener(...args);
  }
}

export function bookFeed(
  stream: MarketStream,
  symbol: string,
  fetchSnapshot: () => Promise<Depth>,
  timers: Timers,
  eager = false,
) {
  const changed = new Listeners<[]>();
  const depth = new DepthBook({ fetchSnapshot, timers, onChange: () => changed.call(), eager });
  const unsubscribe = stream.subscribe(streamNames.depth(symbol), depth);
  depth.start();
  return {
    depth,
    onChange: (listener: () => void) => changed.add(listener),
    stop() {
      unsubscribe();
      depth.dispose();
    },
  };
}

export function tradesFeed(stream: MarketStream, symbol: string) {
  const trades = new Listeners<[TapeTrade]>();
  // A rotation overlaps two sockets: a trade id seen once is not told twice.
  let lastId = -1;
  const unsubscribe = stream.subscribe(streamNames.trades(symbol), {
    data(raw) {
      const parsed = tradeEvent.safeParse(raw);
      if (!parsed.success || parsed.data.t <= lastId) return;
      lastId = parsed.data.t;
      trades.call(tapeTradeOf(parsed.data));
    },
    reset() {},
  });
  return { onTrade: (listener: (t: TapeTrade) => void) => trades.add(listener), stop: unsubscribe };
}

export function klinesFeed(stream: MarketStream, symbol: string, interval: KlineInterval) {
  const updates = new Listeners<[Omit<KlineFrame, 'watchId'>]>();
  let lastEventTime = -1;
  const unsubscribe = stream.subscribe(streamNames.klines(symbol, interval), {
    data(raw) {
      const parsed = klineEvent.safeParse(raw);
      if (!parsed.success || parsed.data.E < lastEventTime) return;
      lastEventTime = parsed.data.E;
      updates.call({ symbol, interval, kline: klineOf(parsed.data), closed: parsed.data.k.x });
    },
    reset() {},
  });
  return {
    onKline: (listener: (frame: Omit<KlineFrame, 'watchId'>) => void) => updates.add(listener),
    stop: unsubscribe,
  };
}

export function tickersFeed(stream: MarketStream) {
  const updates = new Listeners<[TickerView[]]>();
  const latest = new Map<string, TickerView>();
  const unsubscribe = stream.subscribe(streamNames.tickers(), {
    data(raw) {
      const parsed = miniTickerArrayEvent.safeParse(raw);
      if (!parsed.success) return;
      const changed: TickerView[] = [];
      for (const event of parsed.data) {
        const known = latest.get(event.s);
        if (known && known.eventTime > event.E) continue;
        const view = tickerViewOf(event);
        latest.set(event.s, view);
        changed.push(view);
      }
      if (changed.length) updates.call(changed);
    },
    reset() {},
  });
  return {
    onTickers: (listener: (tickers: TickerView[]) => void) => updates.add(listener),
    stop: unsubscribe,
  };
}
