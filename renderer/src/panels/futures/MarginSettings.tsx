import { useQuery } from '@tanstack/react-query';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { formatPercent } from '@shared/decimal/format';
import { ErrorText } from '../orders/ErrorText';
import { useFamilyAction } from './family-action';
import { exact } from './figures';

/** The two margin types: as positions report them, as the venue is asked for them, as the buttons read. */
const types = [
  { type: 'cross', request: 'CROSSED', text: 'Cross' },
  { type: 'isolated', request: 'ISOLATED', text: 'Isolated' },
] as const;

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
  const brackets = useQuery(futuresQueries.brackets(terminal, family, symbol));
  const change = useFamilyAction(family, (next: 'ISOLATED' | 'CROSSED') =>
    terminal.futures.setMarginType({ family, symbol, marginType: next }),
  );
  const blocked = marginType === undefined || blockedReason !== null || change.isPending;
  const unit = brackets.data?.unit === 'quantity' ? 'Position (base asset)' : 'Position value';
  return (
    <div className="futures-margin" role="group" aria-label="Margin settings">
      <span>Margin</span>
      {types.map(({ type, request, text }) => (
        <button
          key={type}
          type="button"
          aria-pressed={marginType === type}
          disabled={blocked}
          onClick={() => change.mutate(request)}
        >
          {text}
        </button>
      ))}
      <ErrorText error={change.error} label="Margin type refused" />
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
