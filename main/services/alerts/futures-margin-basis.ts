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
  /** The contract's position rows (both sides in hedge mode) and its contract size (null: linear). */
  readonly positionOf: (
    market: AlertMarket,
    symbol: string,
  ) => Promise<{ readonly rows: readonly PositionView[]; readonly contractSize: number | null }>;
  readonly account: (market: AlertMarket) => Promise<FuturesAccountView>;
  readonly brackets: (market: AlertMarket, symbol: string) => Promise<LeverageBracketsView>;
  readonly symbols: (market: AlertMarket) => Promise<readonly FuturesSymbolView[]>;
}

/**
 * What a contract's margin ratio alert values at each mark, read from the venue: the contract's held
 * sides (an isolated one with its own wallet: its isolated margin less its unrealized profit), its
 * brackets, and its margin asset's cross wallet with the other cross positions' unrealized profit and
 * maintenance margin. Null with no position.
 */
export function futuresMarginOf(deps: FuturesMarginDeps) {
  return async (market: AlertMarket, symbol: string): Promise<MarginReading | null> => {
    const [{ rows, contractSize }, account, brackets, symbols] = await Promise.all([
      deps.positionOf(market, symbol),
      deps.account(market),
      deps.brackets(market, symbol),
      deps.symbols(market),
    ]);
    const held = rows.filter((p) => p.symbol === symbol && !dec(p.size).isZero());
    if (held.length === 0) return null;
    const assetOf = new Map(symbols.map((s) => [s.symbol, s.marginAsset]));
    const asset = assetOf.get(symbol);
    const wallet = account.wallets.find((w) => w.asset === asset);
    const others = account.positions.filter(
      (p) => p.symbol !== symbol && !p.isolated && assetOf.get(p.symbol) === asset,
    );
    return {
      basis: {
        contractSize,
        sides: held.map((p) => ({
          amount: p.size,
          entry: p.entryPrice,
          isolatedWallet:
            p.marginType === 'isolated' ? dec(p.isolatedMargin).minus(p.unrealizedPnl).toFixed() : null,
        })),
        brackets: brackets.brackets,
        othersMaintenance: others.reduce((sum, p) => sum.plus(p.maintMargin), dec('0')).toFixed(),
        crossBalance: others
          .reduce((sum, p) => sum.plus(p.unrealizedPnl), dec(wallet?.crossWalletBalance ?? '0'))
          .toFixed(),
      },
      at: held[0]!.markPrice,
    };
  };
}
