import type { Kline } from '@shared/api/spot/market-data';
import type { KlineEvent, MiniTickerEvent, TradeEvent } from '@shared/api/spot/streams';
import { dec } from '@shared/decimal/decimal';
import type { TapeTrade, TickerView } from '@shared/ipc/market';

/** A buyer-maker trade was a sell hitting the bid: the aggressor's side is SELL. */
export const aggressorSide = (buyerIsMaker: boolean): 'BUY' | 'SELL' => (buyerIsMaker ? 'SELL' : 'BUY');

export function tapeTradeOf(event: TradeEvent): TapeTrade {
  return { id: event.t, price: event.p, quantity: event.q, time: event.T, side: aggressorSide(event.m) };
}

export function klineOf(event: KlineEvent): Kline {
  const k = event.k;
  return {
    openTime: k.t,
    open: k.o,
    high: k.h,
    low: k.l,
    close: k.c,
    volume: k.v,
    closeTime: k.T,
    quoteVolume: k.q,
    trades: k.n,
    takerBuyBaseVolume: k.V,
    takerBuyQuoteVolume: k.Q,
  };
}

/** (last − open) / open × 100 to two places, exactly; "0.00" when the window opened at zero. */
export function changePercent(open: string, last: string): string {
  const o = dec(open);
  if (o.isZero()) return '0.00';
  return dec(last).minus(o).div(o).times(100).toFixed(2);
}

export function tickerViewOf(event: MiniTickerEvent): TickerView {
  return {
    symbol: event.s,
    lastPrice: event.c,
    openPrice: event.o,
    highPrice: event.h,
    lowPrice: event.l,
    priceChangePercent: changePercent(event.o, event.c),
    volume: event.v,
    quoteVolume: event.q,
    eventTime: event.E,
  };
}
