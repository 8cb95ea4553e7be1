import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { miningQueries } from '../../api/mining-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatDecimal, decimalsOf } from '@shared/decimal/format';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { ErrorText } from '../orders/ErrorText';
import { formatHashrate } from './hashrate-chart-math';
import type { ProfitTransferDetail } from '@shared/api/mining/mining';

export const pageSizes = [10, 20, 50, 100, 200] as const;

const day = (yyyymmdd: number) => {
  const s = String(yyyymmdd);
  return s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : s;
};

/** The hashrate-resale income of one resale configuration, a page at a time. */
const transferColumns: Column<ProfitTransferDetail>[] = [
  { id: 'day', header: 'Day', cell: (d) => day(d.day) },
  { id: 'from', header: 'From', cell: (d) => d.poolUsername },
  { id: 'to', header: 'To', cell: (d) => d.toPoolUsername },
  { id: 'algorithm', header: 'Algorithm', cell: (d) => d.algoName },
  { id: 'hashrate', header: 'Hashrate', numeric: true, cell: (d) => formatHashrate(d.hashRate) },
  {
    id: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (d) => `${formatDecimal(d.amount, Math.min(decimalsOf(d.amount), 8))} ${d.coinName}`,
  },
];

export function ProfitTransfersView({
  configId,
  userName,
}: {
  readonly configId: number;
  readonly userName: string;
}) {
  const terminal = useTerminal();
  const sizeId = useId();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const page = useQuery({
    ...miningQueries.profitTransfers(terminal, configId, userName, pageIndex, pageSize),
    placeholderData: keepPreviousData,
  });
  const data = page.data;
  const pageCount = data ? Math.max(1, data.pageCount) : 1;
  return (
    <section aria-label="Profit transfers" className="profit-transfers">
      <h3>Hashrate resale income</h3>
      <div className="pager">
        <label htmlFor={sizeId}>Page size</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(e) => {
            setPageSize(Number(e.target.value));
            setPageIndex(1);
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button type="button" disabled={pageIndex <= 1} onClick={() => setPageIndex((i) => i - 1)}>
          Previous page
        </button>
        <span role="status" aria-label="Page">
          {data ? `Page ${data.pageIndex} of ${pageCount} · ${data.totalNum} transfers` : '—'}
        </span>
        <button
          type="button"
          disabled={!data || pageIndex >= pageCount}
          onClick={() => setPageIndex((i) => i + 1)}
        >
          Next page
        </button>
      </div>
      <ErrorText error={page.error} />
      {data && (
        <DataTable
          label="Profit transfer details"
          className="data-table"
          columns={transferColumns}
          rows={data.details}
          rowKey={(d) => `${d.day}-${d.toPoolUsername}`}
        />
      )}
    </section>
  );
}
