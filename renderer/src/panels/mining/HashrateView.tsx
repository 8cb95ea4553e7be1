import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HashratePoint } from '@shared/ipc/mining';
import { miningQueries } from '../../api/mining-queries';
import { useTerminal } from '../../api/terminal-context';
import { DataTable, type Column } from '../../ui/table/DataTable';
import { ErrorText } from '../orders/ErrorText';
import { HashrateChart } from './HashrateChart';
import { formatHashrate, formatRate } from './hashrate-chart-math';

type Resolution = 'hourly' | 'daily';

const when = (time: number, resolution: Resolution) =>
  new Date(time)
    .toISOString()
    .slice(0, resolution === 'hourly' ? 16 : 10)
    .replace('T', ' ');

/** One mining account's hashrate for one algorithm, hourly or daily, as a chart and a table. */
const hashrateColumns = (resolution: Resolution): Column<HashratePoint>[] => [
  { id: 'time', header: 'Time (UTC)', cell: (p) => when(p.time, resolution) },
  { id: 'hashrate', header: 'Hashrate', numeric: true, cell: (p) => formatHashrate(p.hashrate) },
  { id: 'reject', header: 'Reject rate', numeric: true, cell: (p) => formatRate(p.reject) },
];

export function HashrateView({ algo, userName }: { readonly algo: string; readonly userName: string }) {
  const terminal = useTerminal();
  const [resolution, setResolution] = useState<Resolution>('hourly');
  const series = useQuery(miningQueries.hashrate(terminal, algo, userName));
  const points: readonly HashratePoint[] = series.data?.[resolution] ?? [];
  return (
    <section aria-label="Hashrate" className="hashrate-view">
      <h3>Hashrate</h3>
      <div role="group" aria-label="Resolution">
        {(['hourly', 'daily'] as const).map((r) => (
          <button key={r} type="button" aria-pressed={resolution === r} onClick={() => setResolution(r)}>
            {r === 'hourly' ? 'Hourly' : 'Daily'}
          </button>
        ))}
      </div>
      <ErrorText error={series.error} />
      {series.data && (
        <>
          <HashrateChart points={points} title={`${resolution === 'hourly' ? 'Hourly' : 'Daily'} hashrate`} />
          <DataTable
            label={`${resolution === 'hourly' ? 'Hourly' : 'Daily'} hashrate`}
            className="data-table"
            columns={hashrateColumns(resolution)}
            rows={[...points].reverse()}
            rowKey={(p) => String(p.time)}
          />
        </>
      )}
    </section>
  );
}
