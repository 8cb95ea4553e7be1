import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import { miningQueries } from '../../api/mining-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatDecimal, decimalsOf } from '../../ui/format-decimal';
import { formatHashrate } from './hashrate-chart-math';

export const pageSizes = [10, 20, 50, 100, 200] as const;

const day = (yyyymmdd: number) => {
  const s = String(yyyymmdd);
  return s.length === 8 ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}` : s;
};

/** The hashrate-resale income of one resale configuration, a page at a time. */
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
      {page.isError && (
        <p role="alert" className="error-text">
          {describeError(page.error)}
        </p>
      )}
      {data && (
        <table aria-label="Profit transfer details" className="data-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Algorithm</th>
              <th scope="col" className="num-col">
                Hashrate
              </th>
              <th scope="col" className="num-col">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.details.map((d) => (
              <tr key={`${d.day}-${d.toPoolUsername}`}>
                <td>{day(d.day)}</td>
                <td>{d.poolUsername}</td>
                <td>{d.toPoolUsername}</td>
                <td>{d.algoName}</td>
                <td className="num">{formatHashrate(d.hashRate)}</td>
                <td className="num">
                  {formatDecimal(d.amount, Math.min(decimalsOf(d.amount), 8))} {d.coinName}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
