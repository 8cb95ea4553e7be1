import type { IDockviewPanelProps } from 'dockview-react';
import type { FunctionComponent } from 'react';
import { FuturesPanel } from '../../panels/futures/FuturesPanel';
import type { MarketPanelParams } from '../../panels/market-panel/panel-link';
import { MiningPanel } from '../../panels/mining/MiningPanel';

/**
 * Futures and mining panels: not in the default layout, opened from the header's "Open panel…" menu.
 * The menu opens them with the active spot symbol, which a futures panel starts on when its family lists it.
 */
export const futuresMiningPanels = ['futuresUsdm', 'futuresCoinm', 'mining'] as const;

type Props = IDockviewPanelProps<MarketPanelParams>;

export const futuresMiningComponents: Record<
  (typeof futuresMiningPanels)[number],
  FunctionComponent<IDockviewPanelProps>
> = {
  futuresUsdm: ({ params }: Props) => (
    <FuturesPanel family="usdm" initialSymbol={params.symbol ?? undefined} />
  ),
  futuresCoinm: ({ params }: Props) => (
    <FuturesPanel family="coinm" initialSymbol={params.symbol ?? undefined} />
  ),
  mining: () => <MiningPanel />,
};

export const futuresMiningTitles: Record<(typeof futuresMiningPanels)[number], string> = {
  futuresUsdm: 'USD-M futures',
  futuresCoinm: 'COIN-M futures',
  mining: 'Mining',
};
