import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { marketQueries } from '../../api/market-queries';
import { useTerminal } from '../../api/terminal-context';
import { useMark } from '../../api/use-mark';
import { percent, quantity, signed } from '../positions/figures';
import { usePosition } from '../positions/use-position';
import type { ChartLine } from './chart-lines/ChartLines';
import { usePanelMarket, usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import { markLine } from './mark-line';
import { useSpotTrading } from '../market-panel/use-spot-trading';
import { TradeMessageLine } from '../orders/TradeMessageLine';
import { useMyFills } from '../orders/use-my-orders';
import type { CreateCandleChart } from './chart-driver';
import { CandlesPanel } from './CandlesPanel';
import { FuturesCandles } from './FuturesCandles';
import { useAlertLines } from './use-alert-lines';
import { usePreviewLines } from './use-preview-lines';
import type { SavedIndicators } from './indicators/saved-indicators';

/**
 * The chart as a place to trade: the user's orders and price alerts as lines (dragged to move, cancelled
 * or deleted on the line), fills as markers, and a right-click that places a limit, a stop or an alert at
 * the pointer's price. A linked futures contract is drawn by FuturesCandles (its mark, positions,
 * take-profit and stop-loss), and the spot orders and form do not reach it.
 */
export function TradingCandles({
  link,
  createChart,
  indicators,
}: {
  readonly link: PanelLink;
  readonly createChart: CreateCandleChart;
  readonly indicators?: SavedIndicators;
}) {
  const symbol = usePanelSymbol(link);
  const { precision, quick, orders } = useSpotTrading(symbol);
  const fills = useMyFills(symbol);
  const alerts = useAlertLines(symbol, precision?.tickSize);
  const preview = usePreviewLines(symbol, 'spot');
  const terminal = useTerminal();
  const info = useQuery({
    ...marketQueries.symbols(terminal),
    select: (infos) => infos.find((i) => i.symbol === symbol),
  }).data;
  const position = usePosition(info);
  const shown = usePanelMarket(link);
  const { mark } = useMark(shown.market, shown.symbol);
  const futuresLines = useMemo(() => (mark ? [markLine(mark)] : []), [mark]);
  const entry = useMemo<ChartLine[]>(
    () =>
      info && position?.averageCost
        ? [
            {
              id: 'position-entry',
              price: position.averageCost,
              tone: 'neutral',
              label: `Avg entry · ${quantity(position.costedQuantity)} ${info.baseAsset} · unrealized ${signed(position.unrealized, info.quoteAsset)} (${percent(position.unrealizedPercent)})`,
            },
          ]
        : [],
    [info, position],
  );
  if (shown.market !== 'spot' && shown.symbol)
    return (
      <FuturesCandles
        family={shown.market}
        symbol={shown.symbol}
        link={link}
        createChart={createChart}
        indicators={indicators}
        mark={futuresLines}
      />
    );
  return (
    <CandlesPanel
      link={link}
      createChart={createChart}
      indicators={indicators}
      fills={fills}
      lines={[...alerts.lines, ...entry, ...preview]}
      priceActions={alerts.priceActions}
      trading={{ ...orders, place: (side, kind, price) => quick.submit({ side, kind, price }) }}
    >
      <TradeMessageLine />
      {quick.confirmation}
    </CandlesPanel>
  );
}
