import type { CostLot, CostMethod, PositionView } from '@shared/ipc/positions';
import { useUiStore } from '../../stores/ui-store';
import { formatClock } from '../../ui/format-time';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { money, price, quantity } from './figures';

const dateOf = (ms: number, utc: boolean) => {
  const d = new Date(ms);
  const [y, m, day] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate()];
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The trades that make up a position's cost: FIFO's open lots, or the buys since it was last flat. */
export function CostLots({
  position,
  method,
  quoteAsset,
  onClose,
}: {
  readonly position: PositionView;
  readonly method: CostMethod;
  readonly quoteAsset: string;
  readonly onClose: () => void;
}) {
  const timeDisplay = useUiStore((s) => s.timeDisplay);
  const columns: Column<CostLot>[] = [
    {
      id: 'time',
      header: 'Time',
      cell: (l) => `${dateOf(l.time, timeDisplay === 'utc')} ${formatClock(l.time, timeDisplay)}`,
      cellClass: () => 'num clock',
    },
    { id: 'symbol', header: 'Symbol', cell: (l) => l.symbol },
    { id: 'trade', header: 'Trade id', numeric: true, cell: (l) => l.tradeId },
    { id: 'side', header: 'Side', cell: (l) => (l.side === 'BUY' ? 'Buy' : 'Sell') },
    {
      id: 'quantity',
      header: method === 'fifo' ? 'Still held' : 'Quantity',
      numeric: true,
      cell: (l) => quantity(l.quantity),
    },
    { id: 'price', header: 'Price', numeric: true, cell: (l) => price(l.price, quoteAsset) },
    { id: 'cost', header: `Cost (${quoteAsset})`, numeric: true, cell: (l) => money(l.cost, quoteAsset) },
  ];
  const label = `Trades making up the cost of ${position.asset}`;
  return (
    <section className="cost-lots" aria-label={label}>
      <h3>
        {label}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </h3>
      <p className="muted">
        {method === 'fifo'
          ? 'FIFO: what is left of each purchase, oldest sold first.'
          : 'Average cost: the purchases since the position was last flat; sales take their average.'}
      </p>
      {position.lotCount > position.lots.length && (
        <p className="muted">
          The newest {position.lots.length} of {position.lotCount} trades.
        </p>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={position.lots}
        rowKey={(l) => `${l.symbol}-${l.tradeId}-${l.side}`}
        empty={<p>No trade gives this holding a cost: it came by deposit or transfer.</p>}
      />
    </section>
  );
}
