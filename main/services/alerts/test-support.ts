import type { MarkView } from '@shared/ipc/market';
import type { MarketService } from '../market/market-service';
import type { AlertsMarket } from './alerts-service';

/**
 * What the alerts read of a market service, the marks they see kept in `marks`, so a test knows when
 * their mark stream is live.
 */
export function watchedMarket(market: MarketService, marks: MarkView[]): AlertsMarket {
  return {
    symbols: () => market.symbols(),
    followTrades: (symbol, listener) => market.followTrades(symbol, listener),
    futuresPrecision: (family, symbol) => market.futuresPrecision(family, symbol),
    followMark: (family, symbol, listener) =>
      market.followMark(family, symbol, (mark) => {
        marks.push(mark);
        listener(mark);
      }),
  };
}
