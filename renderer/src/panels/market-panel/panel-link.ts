import { useState } from 'react';
import type { MarketKind } from '@shared/ipc/market';
import { useMarketStore } from '../../stores/market-store';

/** What a market panel's layout entry remembers: whether it follows the active symbol, else its own. */
export interface MarketPanelParams {
  readonly linked?: boolean;
  readonly symbol?: string;
}

/** A market panel's link to the active symbol, backed by its layout params (or local state in tests). */
export interface PanelLink {
  readonly linked: boolean;
  /** The panel's own symbol, used while it is not linked. */
  readonly symbol: string | null;
  update(change: MarketPanelParams): void;
}

/** The symbol a panel shows: the active one while linked, its own otherwise. */
export function usePanelSymbol(link: PanelLink): string | null {
  const active = useMarketStore((s) => s.activeSymbol);
  return link.linked ? active : (link.symbol ?? active);
}

/** A symbol and the market it is read from. */
export interface PanelMarket {
  readonly symbol: string | null;
  readonly market: MarketKind;
}

/**
 * What a market panel shows: while linked, the linked futures contract if there is one, else the active
 * spot symbol; its own spot symbol otherwise.
 */
export function usePanelMarket(link: PanelLink): PanelMarket {
  const active = useMarketStore((s) => s.activeSymbol);
  const futures = useMarketStore((s) => s.linkedFutures);
  if (link.linked && futures) return futures;
  return { symbol: link.linked ? active : (link.symbol ?? active), market: 'spot' };
}

/** A link held in component state, for panels shown outside the dock. */
export function useLocalPanelLink(initial: MarketPanelParams = {}): PanelLink {
  const [params, setParams] = useState<MarketPanelParams>(initial);
  return {
    linked: params.linked ?? true,
    symbol: params.symbol ?? null,
    update: (change) => setParams((current) => ({ ...current, ...change })),
  };
}
