import type { ReactNode } from 'react';
import type { MarketKind } from '@shared/ipc/market';
import { useSymbols } from '../../api/use-symbols';
import type { PanelLink } from './panel-link';

interface PanelSymbolBarProps {
  readonly link: PanelLink;
  /** The symbol the panel shows now. */
  readonly symbol: string | null;
  /** The market the symbol is read from (spot unless a futures contract is linked). */
  readonly market?: MarketKind;
  /** Panel-specific controls (grouping, interval…), shown after the symbol. */
  readonly children?: ReactNode;
}

/** A market panel's top line: its symbol, the link to the active symbol, and its own controls. */
export const marketLabels: Record<MarketKind, string> = { spot: 'Spot', usdm: 'USD-M', coinm: 'COIN-M' };

export function PanelSymbolBar({ link, symbol, market = 'spot', children }: PanelSymbolBarProps) {
  const symbols = useSymbols();
  return (
    <div className="panel-bar">
      <button
        type="button"
        className="link-toggle"
        aria-label="Link to active symbol"
        aria-pressed={link.linked}
        title={link.linked ? 'Follows the active symbol' : 'Shows its own symbol'}
        onClick={() =>
          link.update(link.linked ? { linked: false, symbol: symbol ?? undefined } : { linked: true })
        }
      >
        Link
      </button>
      {link.linked ? (
        <span className="panel-symbol" aria-label="Panel symbol">
          {symbol ?? '—'}
          {market !== 'spot' && <span className="panel-market"> {marketLabels[market]}</span>}
        </span>
      ) : (
        <select
          aria-label="Panel symbol"
          value={symbol ?? ''}
          onChange={(e) => link.update({ symbol: e.target.value })}
        >
          {[...(symbols.data?.keys() ?? [])].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      )}
      {children}
    </div>
  );
}
