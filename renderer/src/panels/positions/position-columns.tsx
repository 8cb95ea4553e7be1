import type { ReactNode } from 'react';
import { dec, type Dec } from '@shared/decimal/decimal';
import type { PositionView } from '@shared/ipc/positions';
import type { Column } from '../../ui/table/DataTable';
import { direction, money, percent, price, quantity, signed } from './figures';

/** What a sortable column sorts by: a decimal (none last) or the asset's name. */
export const sortValues: Record<string, (p: PositionView) => string | null> = {
  asset: (p) => p.asset,
  quantity: (p) => p.quantity,
  averageCost: (p) => p.averageCost,
  marketValue: (p) => p.marketValue,
  unrealized: (p) => p.unrealized,
  unrealizedPercent: (p) => p.unrealizedPercent,
  realizedToday: (p) => p.realized.today,
  realized7d: (p) => p.realized.d7,
  realized30d: (p) => p.realized.d30,
  realizedAll: (p) => p.realized.all,
  fees: (p) => p.feesValue,
  share: (p) => p.share,
};

export function sortPositions(
  positions: readonly PositionView[],
  column: string,
  descending: boolean,
): PositionView[] {
  const pick = sortValues[column] ?? sortValues.asset!;
  const sign = descending ? -1 : 1;
  const compare = (a: string | null, b: string | null): number => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    if (column === 'asset') return sign * a.localeCompare(b);
    return sign * dec(a).comparedTo(dec(b));
  };
  return [...positions].sort((a, b) => compare(pick(a), pick(b)) || a.asset.localeCompare(b.asset));
}

const transfers = (p: PositionView) => {
  const parts = [];
  if (!dec(p.transferredIn).isZero()) parts.push(`+${quantity(p.transferredIn)} in`);
  if (!dec(p.transferredOut).isZero()) parts.push(`−${quantity(p.transferredOut)} out`);
  return parts.length > 0 ? parts.join(', ') : '—';
};

const feeDetail = (p: PositionView) =>
  p.fees.map((f) => `${quantity(f.amount)} ${f.asset}`).join(', ') || 'No fees';

/** The table's columns in the valuation asset; `drill` makes the button that lists a cost's trades. */
export function positionColumns(
  quoteAsset: string,
  drill: (p: PositionView) => ReactNode,
): Column<PositionView>[] {
  const realized = (id: string, header: string, pick: (p: PositionView) => string): Column<PositionView> => ({
    id,
    header,
    numeric: true,
    sortable: true,
    cell: (p) => signed(pick(p), quoteAsset),
    cellClass: (p) => direction(pick(p)),
  });
  return [
    { id: 'asset', header: 'Asset', rowHeader: true, sortable: true, cell: (p) => p.asset },
    { id: 'quantity', header: 'Quantity', numeric: true, sortable: true, cell: (p) => quantity(p.quantity) },
    {
      id: 'averageCost',
      header: 'Avg cost',
      title: `Average cost in ${quoteAsset} of the quantity bought by trades`,
      numeric: true,
      sortable: true,
      cell: (p) => price(p.averageCost, quoteAsset),
    },
    { id: 'price', header: 'Price', numeric: true, cell: (p) => price(p.price, quoteAsset) },
    {
      id: 'marketValue',
      header: 'Value',
      numeric: true,
      sortable: true,
      cell: (p) => money(p.marketValue, quoteAsset),
    },
    {
      id: 'unrealized',
      header: 'Unrealized P&L',
      numeric: true,
      sortable: true,
      cell: (p) => signed(p.unrealized, quoteAsset),
      cellClass: (p) => direction(p.unrealized),
    },
    {
      id: 'unrealizedPercent',
      header: 'Unrealized %',
      numeric: true,
      sortable: true,
      cell: (p) => percent(p.unrealizedPercent),
      cellClass: (p) => direction(p.unrealizedPercent),
    },
    realized('realizedToday', 'Realized today', (p) => p.realized.today),
    realized('realized7d', 'Realized 7 d', (p) => p.realized.d7),
    realized('realized30d', 'Realized 30 d', (p) => p.realized.d30),
    realized('realizedAll', 'Realized all time', (p) => p.realized.all),
    {
      id: 'fees',
      header: 'Fees paid',
      title: `Fees in ${quoteAsset} when paid; the tooltip gives them in the asset paid`,
      numeric: true,
      sortable: true,
      cell: (p) => money(p.feesValue, quoteAsset),
      cellTitle: feeDetail,
    },
    {
      id: 'share',
      header: 'Share',
      numeric: true,
      sortable: true,
      cell: (p) => (
        <span className="share-cell">
          <span className="share-bar" aria-hidden="true" style={{ width: `${barWidth(p.share)}%` }} />
          {percent(p.share)}
        </span>
      ),
    },
    {
      id: 'transfers',
      header: 'Not from trades',
      title: 'Deposits and transfers: held without a cost, never counted as P&L',
      numeric: true,
      cell: transfers,
    },
    { id: 'trades', header: 'Cost', cell: drill },
  ];
}

const barWidth = (share: string | null): string => {
  if (share === null) return '0';
  const d: Dec = dec(share);
  return d.lt(0) ? '0' : d.gt(100) ? '100' : d.toFixed(2);
};
