import { useMyFills, useMyOpenOrders } from '../orders/use-my-orders';
import { usePanelSymbol, type PanelLink } from '../market-panel/panel-link';
import type { CreateCandleChart } from './chart-driver';
import { CandlesPanel } from './CandlesPanel';

/** The chart with the user's open orders as price lines and fills as markers. */
export function TradingCandles({
  link,
  createChart,
}: {
  readonly link: PanelLink;
  readonly createChart: CreateCandleChart;
}) {
  const symbol = usePanelSymbol(link);
  const openOrders = useMyOpenOrders(symbol);
  const fills = useMyFills(symbol);
  return <CandlesPanel link={link} createChart={createChart} openOrders={openOrders} fills={fills} />;
}
