import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, PositionView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { exact } from './figures';

/** Cross, or an isolated position's margin with add and remove. */
export function IsolatedMargin({
  family,
  position: p,
  name,
  blocked,
}: {
  family: FuturesFamily;
  position: PositionView;
  name: string;
  blocked: boolean;
}) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const change = useMutation({
    mutationFn: (direction: 'add' | 'remove') =>
      terminal.futures.positionMargin({
        family,
        symbol: p.symbol,
        positionSide: p.positionSide,
        amount: amount.trim(),
        direction,
      }),
    onSuccess: () => setAmount(''),
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });
  if (p.marginType === 'cross') return <>Cross</>;
  const ready = /^\d+(\.\d+)?$/.test(amount.trim()) && !blocked && !change.isPending;
  return (
    <span className="isolated-margin">
      Isolated {exact(p.isolatedMargin)}{' '}
      <input
        aria-label={`${name} margin amount`}
        inputMode="decimal"
        size={7}
        value={amount}
        onChange={(e) => {
          change.reset();
          setAmount(e.target.value);
        }}
      />
      <button
        type="button"
        aria-label={`Add margin to ${name}`}
        disabled={!ready}
        onClick={() => change.mutate('add')}
      >
        +
      </button>
      <button
        type="button"
        aria-label={`Remove margin from ${name}`}
        disabled={!ready}
        onClick={() => change.mutate('remove')}
      >
        −
      </button>
      {change.isError && (
        <span role="alert" className="error-text" aria-label={`${name} margin refused`}>
          {describeError(change.error)}
        </span>
      )}
    </span>
  );
}
