import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FuturesFamily } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { ErrorText } from '../orders/ErrorText';
import { checkLeverage } from './leverage-check';

interface AccountSettingsProps {
  readonly family: FuturesFamily;
  readonly symbol: string;
  readonly hedge: boolean | undefined;
  readonly leverage: number | undefined;
  /** Why settings may not be changed now (connection lost, rate limited); null when they may. */
  readonly blockedReason: string | null;
}

/** The family's position mode (one-way or hedge) and the symbol's leverage; refusals show here. */
export function AccountSettings({ family, symbol, hedge, leverage, blockedReason }: AccountSettingsProps) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const leverageId = useId();
  const [typed, setTyped] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: futuresQueries.family(family) });
  const mode = useMutation({
    mutationFn: (next: boolean) => terminal.futures.setPositionMode({ family, hedge: next }),
    onSuccess: (view) => {
      client.setQueryData(futuresQueries.positionMode(terminal, family).queryKey, view);
      void refresh();
    },
  });
  const lever = useMutation({
    mutationFn: (value: number) => terminal.futures.setLeverage({ family, symbol, leverage: value }),
    onSuccess: () => {
      setTyped('');
      void refresh();
    },
  });
  const brackets = useQuery(futuresQueries.brackets(terminal, family, symbol));
  const typedLeverage = checkLeverage(typed, symbol, brackets.data?.brackets);
  const leverageProblemId = useId();

  return (
    <div className="futures-settings" role="group" aria-label="Account settings">
      <button
        type="button"
        aria-pressed={hedge === true}
        disabled={hedge === undefined || blockedReason !== null || mode.isPending}
        onClick={() => mode.mutate(!hedge)}
      >
        Hedge mode
      </button>
      <span role="status" aria-label="Position mode" className="position-mode">
        {hedge === undefined ? '—' : hedge ? 'Hedge' : 'One-way'}
      </span>
      <label htmlFor={leverageId} className="leverage-label">
        Leverage (now {leverage === undefined ? '—' : `${leverage}×`})
      </label>
      <input
        id={leverageId}
        aria-label="Leverage"
        inputMode="numeric"
        value={typed}
        placeholder={leverage === undefined ? '' : String(leverage)}
        aria-invalid={!typedLeverage.ok && typedLeverage.problem !== null ? true : undefined}
        aria-describedby={!typedLeverage.ok && typedLeverage.problem ? leverageProblemId : undefined}
        onChange={(e) => setTyped(e.target.value)}
      />
      <button
        type="button"
        disabled={!typedLeverage.ok || blockedReason !== null || lever.isPending}
        onClick={() => typedLeverage.ok && lever.mutate(typedLeverage.leverage)}
      >
        Set leverage
      </button>
      {!typedLeverage.ok && typedLeverage.problem && (
        <p id={leverageProblemId} role="alert" className="error-text">
          {typedLeverage.problem}
        </p>
      )}
      <ErrorText error={mode.error} label="Position mode refused" />
      <ErrorText error={lever.error} label="Leverage refused" />
    </div>
  );
}
