import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '@shared/ipc/errors';
import type { FuturesFamily, FuturesOrderView, PositionView } from '@shared/ipc/futures';
import { futuresQueries } from '../../api/futures-queries';
import { useTerminal } from '../../api/terminal-context';
import { exact } from './figures';
import { triggerOf, triggerRequest, type TriggerKind } from './position-triggers';

const names: Record<TriggerKind, string> = { takeProfit: 'take-profit', stopLoss: 'stop-loss' };

interface PositionTriggersProps {
  readonly family: FuturesFamily;
  readonly position: PositionView;
  readonly orders: readonly FuturesOrderView[];
  /** The position's name in labels, e.g. "Long BTCUSDT". */
  readonly name: string;
  readonly blocked: boolean;
}

/** A position's take-profit and stop-loss: shown, set, moved; each closes the whole position on the mark. */
export function PositionTriggers(props: PositionTriggersProps) {
  return (
    <span className="position-triggers">
      <TriggerEditor {...props} kind="takeProfit" />
      <TriggerEditor {...props} kind="stopLoss" />
    </span>
  );
}

function TriggerEditor({
  family,
  position: p,
  orders,
  name,
  blocked,
  kind,
}: PositionTriggersProps & { kind: TriggerKind }) {
  const terminal = useTerminal();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const current = triggerOf(p, orders, kind);
  const set = useMutation({
    mutationFn: (stopPrice: string) =>
      terminal.futures.closePosition(triggerRequest(family, p, kind, stopPrice, current)),
    onSuccess: () => setTyped(''),
    onSettled: () => client.invalidateQueries({ queryKey: futuresQueries.family(family) }),
  });
  const label = `${name} ${names[kind]}`;
  const verb = current === undefined ? 'Set' : 'Move';
  return (
    <span className="trigger-editor">
      <span role="status" aria-label={label}>
        {kind === 'takeProfit' ? 'TP' : 'SL'} {current === undefined ? '—' : exact(current.stopPrice)}
      </span>{' '}
      <input
        aria-label={`${label} price`}
        inputMode="decimal"
        size={9}
        value={typed}
        onChange={(e) => {
          set.reset();
          setTyped(e.target.value);
        }}
      />
      <button
        type="button"
        aria-label={`${verb} ${label}`}
        disabled={blocked || typed.trim() === '' || set.isPending}
        onClick={() => set.mutate(typed.trim())}
      >
        {verb}
      </button>
      {set.isError && (
        <span role="alert" className="error-text" aria-label={`${label} refused`}>
          {describeError(set.error)}
        </span>
      )}
    </span>
  );
}
