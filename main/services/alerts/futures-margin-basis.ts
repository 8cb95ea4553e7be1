import { dec } from '@shared/decimal/decimal';
import type { AlertMarket } from '@shared/ipc/alerts';
import type {
  FuturesAccountView,
  FuturesSymbolView,
  LeverageBracketsView,
  PositionView,
} from '@shared/ipc/futures';
import type { MarginReading } from './margin-ratio-watch';

export interface FuturesMarginDeps {
  /** The family's position rows, every contract (both sides in hedge mode). */
  readonly positions: (market: AlertMarket) => Promise<readonly PositionView[]>;
  readonly account: (market: AlertMarket) => Promise<FuturesAccountView>;
  readonly brackets: (market: AlertMarket, symbol: string) => Promise<LeverageBracketsView>;
  readonly symbols: (market: AlertMarket) => Promise<readonly FuturesSymbolView[]>;
}

/**
 * What a contract's margin ratio alert values, read from the venue: the contract's held sides (an
 * isolated one with its own wallet: its isolated margin less its unrealized profit) and brackets,
 * its margin asset's cross wallet, and the asset's other cross positions with their brackets and the
 * marks they were read at (from then on each is valued at its own contract's marks). Null with no
 * position.
 */
export function futuresMarginOf(deps: FuturesMarginDeps) {
  return async (market: AlertMarket, symbol: string): Promise<MarginReading | null> => {
    const [rows, account, symbols] = await Promise.all([
      deps.positions(market),
      deps.account(market),
      deps.symbols(market),
    ]);
    const live = rows.filter((p) => !dec(p.size).isZero());
    const held = live.filter((p) => p.symbol === symbol);
    if (held.length === 0) return null;
    const contracts = new Map(symbols.map((s) => [s.symbol, s]));
    const asset = contracts.get(symbol)?.marginAsset;
    const others = live.filter(
      (p) =>
        p.symbol !== symbol && p.marginType === 'cross' && contracts.get(p.symbol)?.marginAsset === asset,
    );
    const otherSymbols = [...new Set(others.map((p) => p.symbol))];
    const [own, ...otherBrackets] = await Promise.all(
      [symbol, ...otherSymbols].map((s) => deps.brackets(market, s)),
    );
    const wallet = account.wallets.find((w) => w.asset === asset);
    return {
      basis: {
        contractSize: contracts.get(symbol)?.contractSize ?? null,
        sides: held.map((p) => ({
          amount: p.size,
          entry: p.entryPrice,
          isolatedWallet:
            p.marginType === 'isolated' ? dec(p.isolatedMargin).minus(p.unrealizedPnl).toFixed() : null,
        })),
        brackets: own!.brackets,
        crossWallet: wallet?.crossWalletBalance ?? '0',
        others: otherSymbols.map((other, i) => ({
          symbol: other,
          contractSize: contracts.get(other)?.contractSize ?? null,
          sides: others
            .filter((p) => p.symbol === other)
            .map((p) => ({ amount: p.size, entry: p.entryPrice })),
          brackets: otherBrackets[i]!.brackets,
        })),
      },
      at: held[0]!.markPrice,
      marks: new Map(otherSymbols.map((other) => [other, others.find((p) => p.symbol === other)!.markPrice])),
    };
  };
}
