import type { ExitKind } from '@shared/api/futures/attached-exits';
import type { FuturesOrderView } from '@shared/ipc/futures';
import { useTerminal } from '../../api/terminal-context';
import { exact } from './figures';
import { FigureInput, InlineRefusal, usePositionEdit, type PositionControlProps } from './position-edit';
import { triggerOf, triggerRequest } from './position-triggers';

const names: Record<ExitKind, string> = { takeProfit: 'take-profit', stopLoss: 'stop-loss' };

interface PositionTriggersProps extends PositionControlProps {
  readonly orders: readonly FuturesOrderView[];
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
}: PositionTriggersProps & { kind: ExitKind }) {
  const terminal = useTerminal();
  const current = triggerOf(p, orders, kind);
  const trigger = usePositionEdit(family, (stopPrice) =>
    terminal.futures.closePosition(triggerRequest(family, p, kind, stopPrice, current)),
  );
  const { typed, edit, action: set } = trigger;
  const label = `${name} ${names[kind]}`;
  const verb = current === undefined ? 'Set' : 'Move';
  return (
    <span className="trigger-editor">
      <span role="status" aria-label={label}>
        {kind === 'takeProfit' ? 'TP' : 'SL'} {current === undefined ? '—' : exact(current.stopPrice)}
      </span>{' '}
      <FigureInput label={`${label} price`} size={9} value={typed} onChange={edit} />
      <button
        type="button"
        aria-label={`${verb} ${label}`}
        disabled={blocked || typed.trim() === '' || set.isPending}
        onClick={() => set.mutate()}
      >
        {verb}
      </button>
      <InlineRefusal error={set.error} label={`${label} refused`} />
    </span>
  );
}
