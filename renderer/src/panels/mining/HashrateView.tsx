import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { HashratePoint } from '@shared/ipc/mining';
import { miningQueries } from '../../api/mining-queries';
import { useTerminal } from '../../api/terminal-context';
import { HashrateChart } from './HashrateChart';
import { formatHashrate, formatRate } from './hashrate-chart-math';

type Resolution = 'hourly' | 'daily';

const when = (time: number, resolution: Resolution) =>
  new Date(time)
    .toISOString()
    .slice(0, resolution === 'hourly' ? 16 : 10)
    .replace('T', ' ');

/** One mining account's hashrate for one algorithm, hourly or daily, as a chart and a table. */
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
      {series.isError && (
        <p role="alert" className="error-text">
          {describeError(series.error)}
        </p>
      )}
      {series.data && (
        <>
          <HashrateChart points={points} title={`${resolution === 'hourly' ? 'Hourly' : 'Daily'} hashrate`} />
          <table
            aria-label={`${resolution === 'hourly' ? 'Hourly' : 'Daily'} hashrate`}
            className="data-table"
          >
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col" className="num-col">
                  Hashrate
                </th>
                <th scope="col" className="num-col">
                  Reject rate
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.time}>
                  <td>{when(p.time, resolution)}</td>
                  <td className="num">{formatHashrate(p.hashrate)}</td>
                  <td className="num">{formatRate(p.reject)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
