import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatPercent } from '../../ui/format-decimal';
import { exact } from './figures';

interface MarginSettingsProps {
  readonly family: FuturesFamily;
  readonly symbol: string;
  /** The symbol's margin type as its positions report it; undefined until read. */
  readonly marginType: 'cross' | 'isolated' | undefined;
  readonly blockedReason: string | null;
}

/** Cross or isolated margin for the symbol, and its leverage brackets; the venue's refusals show here. */
export function MarginSettings({ family, symbol, marginType, blockedReason }: MarginSettingsProps) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const brackets = useQuery({
    queryKey: [...futuresQueries.family(family), 'brackets', symbol] as const,
    queryFn: () => terminal.futures.leverageBrackets({ family, symbol }),
    staleTime: 60_000,
  });
  const change = useMutation({
    mutationFn: (next: 'ISOLATED' | 'CROSSED') =>
      terminal.futures.setMarginType({ family, symbol, marginType: next }),
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });
  const blocked = marginType === undefined || blockedReason !== null || change.isPending;
  const unit = brackets.data?.unit === 'quantity' ? 'Position (base asset)' : 'Position value';
  return (
    <div className="futures-margin" role="group" aria-label="Margin settings">
      <span>Margin</span>
      <button
        type="button"
        aria-pressed={marginType === 'cross'}
        disabled={blocked}
        onClick={() => change.mutate('CROSSED')}
      >
        Cross
      </button>
      <button
        type="button"
        aria-pressed={marginType === 'isolated'}
        disabled={blocked}
        onClick={() => change.mutate('ISOLATED')}
      >
        Isolated
      </button>
      {change.isError && (
        <p role="alert" className="error-text" aria-label="Margin type refused">
          {describeError(change.error)}
        </p>
      )}
      {brackets.data && (
        <details>
          <summary>Leverage brackets</summary>
          <table className="data-table" aria-label="Leverage brackets">
            <thead>
              <tr>
                <th scope="col">{unit} up to</th>
                <th scope="col">Max leverage</th>
                <th scope="col">Maintenance margin</th>
              </tr>
            </thead>
            <tbody>
              {brackets.data.brackets.map((b) => (
                <tr key={b.bracket}>
                  <td className="numeric">{exact(b.cap)}</td>
                  <td className="numeric">{b.maxLeverage}×</td>
                  <td className="numeric">{formatPercent(b.maintMarginRatio)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
}
